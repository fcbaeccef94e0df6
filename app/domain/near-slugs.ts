import {
  type IndexedDocument,
  MAX_QUERY_WORDS,
  type SearchIndex,
  type SearchKind,
  searchWords,
  typosAllowed,
} from "./search-index.ts";
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

/** Typos a "did you mean" forgives: search's, and a third of a long word ("vagaloomee"). */
const typosIn = (word: string) =>
  word.length >= 8 ? Math.round(word.length * 0.3) : typosAllowed(word);

/**
 * The closest title to a query that found nothing ("bagatelel" -> "Bagatelle"), or null: its
 * words with more typos allowed, on titles only, offered only when each word of the query is a
 * typo away from a word of the title, so a real word ("free", "cheap") is never "corrected"
 * into an unrelated name.
 */
export function closestTitle(index: SearchIndex, text: string, now: Date): string | null {
  const words = searchWords(text)
    .slice(0, MAX_QUERY_WORDS)
    .filter((word) => word.length >= 3);
  if (words.length === 0) return null;
  const results = index.engine.search({
    combineWith: "OR",
    queries: words,
    fields: ["title"],
    fuzzy: (word) => Math.max(2, Math.round(word.length * 0.4)),
    maxFuzzy: 4,
  });
  for (const result of results) {
    const document = index.documents[result.id];
    if (!document || (document.endsAt !== undefined && document.endsAt <= now.getTime())) continue;
    const titleWords = searchWords(document.title);
    const typoOf = (word: string) =>
      titleWords.some((title) => editDistance(word, title, typosIn(word)) <= typosIn(word));
    if (words.every(typoOf)) return document.title;
  }
  return null;
}
