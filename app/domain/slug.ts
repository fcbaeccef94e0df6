/** "bonbonniere-tulum" -> "bonbonniere": the club key parties are grouped by. */
export function firstSlugSegment(slug: string): string {
  return slug.split("-")[0] ?? "";
}

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 200;

/** Slugs from the URL are checked before they reach a CMS query. */
export function isPlausibleSlug(value: string): boolean {
  return value.length > 0 && value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}

/** "  Música   & DRESS" -> "musica & dress": how people compare labels (case, accents, spacing aside). */
export function foldText(text: string): string {
  // Lower case first: lowering can add a mark ("İ" -> "i̇"), so folding twice changes nothing.
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** "Música & dress" -> "musica-dress": letters and digits only, for HTML ids, URL fragments and genre slugs. */
export function textSlug(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Valid, unique HTML ids for headings named by editors or config ("Getting there" ->
 * "faq-getting-there"): no whitespace, and a repeat gets a number ("faq-hours-2").
 */
export function anchorIds(prefix: string, texts: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const base = `${prefix}-${textSlug(text) || "section"}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}
