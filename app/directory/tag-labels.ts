/** product.md#content-types: the labels a venue's tags are grouped under. */
export const TAG_LABELS = ["DAY", "NIGHT", "SHOW", "MUSIC", "DRESS", "GOOD FOR"] as const;
export type TagLabel = (typeof TAG_LABELS)[number];
