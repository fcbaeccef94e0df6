/** Visitor text must never act as a pattern: escape it before it reaches a CMS $regex. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

export const MAX_SEARCH_LENGTH = 100;

/** Trims, collapses spaces and bounds visitor search text. */
export function boundedSearchText(text: string | null): string {
  return (text ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH);
}
