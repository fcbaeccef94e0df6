/** product.md#content-types: the labels a venue's tags are grouped under. */
export const TAG_LABELS = ["DAY", "NIGHT", "SHOW", "MUSIC", "DRESS", "GOOD FOR"] as const;
export type TagLabel = (typeof TAG_LABELS)[number];

export function isTagLabel(value: string): value is TagLabel {
  return TAG_LABELS.some((label) => label === value);
}
