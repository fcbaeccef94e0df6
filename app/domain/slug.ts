/** "bonbonniere-tulum" -> "bonbonniere": the club key SPEC groups parties by. */
export function firstSlugSegment(slug: string): string {
  return slug.split("-")[0] ?? "";
}

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 200;

/** Slugs from the URL are checked before they reach a CMS query. */
export function isPlausibleSlug(value: string): boolean {
  return value.length > 0 && value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}
