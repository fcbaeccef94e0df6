import { type IndexedDocument, type SearchIndex, type SearchKind, searchWords } from "./search.ts";
import { textSlug } from "./slug.ts";

/**
 * Edits (insert, delete, replace, swap of two neighbours) from `a` to `b`, or `most + 1` once
 * it is over `most`: a 404's slug is compared with every page of its kind, so each comparison
 * stops early.
 */
export function editDistance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowLowest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      row.push(best);
      rowLowest = Math.min(rowLowest, best);
    }
    if (rowLowest > most) return most + 1;
    beforePrevious = previous;
    previous = row;
  }
  return Math.min(previous[b.length] ?? most + 1, most + 1);
}

/** How many edits a mistyped slug may be from the page it meant: two, or one in five letters. */
export const editsForgiven = (slug: string) => Math.max(2, Math.floor(slug.length / 5));

/**
 * Pages for a slug no page has, the ones a few edits from it first, closest first (by their
 * own slug, then by their title as a slug), the rest in the order given: "/event/full-moon-
 * gatherin" leads to "Full Moon Gathering" before parties that only share its first words.
 */
export function nearestFirst<T extends { title: string; url: string }>(
  slug: string,
  candidates: readonly T[],
): T[] {
  const most = editsForgiven(slug);
  return candidates
    .map((page, order) => ({
      page,
      order,
      bySlug: editDistance(slug, page.url.slice(page.url.lastIndexOf("/") + 1), most),
      byTitle: editDistance(slug, textSlug(page.title), most),
    }))
    .sort((a, b) => a.bySlug - b.bySlug || a.byTitle - b.byTitle || a.order - b.order)
    .map(({ page }) => page);
}

/**
 * Pages of a kind that share any word of a slug, typos forgiven, best first: a 404's slug may
 * name a page with words its title lacks ("mamitas-sunset-playa" is the club "Sunset Deck
 * Playa"), which search, needing every word, would not find.
 */
export function pagesSharingAWord(
  index: SearchIndex,
  slug: string,
  kind: SearchKind,
  limit: number,
): IndexedDocument[] {
  const words = searchWords(slug.replace(/[-_]+/g, " ")).filter((word) => word.length >= 3);
  if (words.length === 0) return [];
  const found: IndexedDocument[] = [];
  const results = index.engine.search({ combineWith: "OR", queries: words, fuzzy: 0.2 });
  for (const result of results) {
    const document = index.documents[result.id];
    if (document?.kind === kind) found.push(document);
    if (found.length >= limit) break;
  }
  return found;
}
