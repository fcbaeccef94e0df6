/** The query parameter that carries the page of a detail page's dates. */
export const DATES_PARAM = "dates";
export const DEFAULT_PAGE_SIZE = 10;
export const PAGES_SHOWN = 5;

export function totalPages(total: number, limit: number): number {
  if (limit <= 0 || total <= 0) return 1;
  return Math.ceil(total / limit);
}

/** Reads ?page= leniently: anything that is not a whole number in range means page 1. */
export function pageFromSearch(value: string | null, pages = Number.POSITIVE_INFINITY): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= pages ? page : 1;
}

/**
 * Whether a page number read from the URL was used as written: absent, or the canonical number
 * of a page that has content (`01`, `abc` and a page past the end were ignored).
 */
export function pageValueUsed(raw: string | null, page: number, hasItems: boolean): boolean {
  return raw === null || (String(page) === raw && (page === 1 || hasItems));
}

/**
 * Groups (a night's parties, a night's sets) packed in order into pages of at most `max` items,
 * a group never cut: a group larger than `max` is a page of its own.
 */
export function packInPages<G extends { items: readonly unknown[] }>(
  groups: readonly G[],
  max: number,
): G[][] {
  const pages: { groups: G[]; size: number }[] = [];
  for (const group of groups) {
    const current = pages.at(-1);
    if (current && current.size + group.items.length <= max) {
      current.groups.push(group);
      current.size += group.items.length;
    } else {
      pages.push({ groups: [group], size: group.items.length });
    }
  }
  return pages.map((page) => page.groups);
}

export function skipFor(page: number, limit: number): number {
  return (Math.max(1, page) - 1) * limit;
}

/** The window of page numbers the widget shows, centred on the current page where it can be. */
export function pageWindow(current: number, pages: number, shown = PAGES_SHOWN): number[] {
  const count = Math.min(shown, pages);
  let first = Math.max(1, current - Math.floor(count / 2));
  first = Math.min(first, pages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

/** Reads ?start= for "load more" lists: a whole number, else 0. */
export function startFromSearch(value: string | null, max = 10_000): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 0;
  return Math.min(Number(value), max);
}

/** Cosmic's largest page: one request answers at most this many objects. */
export const COSMIC_MAX_LIMIT = 1000;
/** A list's calls after the first, up to 4,000 objects. */
const FOLLOW_UP_CALLS = 4;

/**
 * The requests (skip and limit) that read objects `firstLimit` to `total` after a first page of
 * `firstLimit`: at most four of equal size (each at least `firstLimit`, at most Cosmic's 1,000;
 * more only past 4,000 objects), so a long list costs a few calls, never one per first page.
 */
export function followUpPages(
  firstLimit: number,
  total: number,
): { skip: number; limit: number }[] {
  const remaining = total - firstLimit;
  if (firstLimit <= 0 || remaining <= 0) return [];
  const size = Math.min(
    COSMIC_MAX_LIMIT,
    Math.max(firstLimit, Math.ceil(remaining / FOLLOW_UP_CALLS)),
  );
  return Array.from({ length: Math.ceil(remaining / size) }, (_, index) => ({
    skip: firstLimit + index * size,
    limit: size,
  }));
}

/** The most a request's values may add to its URL (issue 40: no request URL over 4 KB). */
export const MAX_VALUES_IN_URL = 2500;

/**
 * Values for an `$in` query cut into groups whose URL-encoded JSON stays within `maxChars`, in
 * order, so a long list is asked for in a few requests at once instead of one URL that grows
 * with the bucket (a Spanish page's translations of a thousand parties' slugs).
 */
export function valuesWithinUrl(
  values: readonly string[],
  maxChars: number = MAX_VALUES_IN_URL,
): string[][] {
  const groups: string[][] = [];
  let group: string[] = [];
  let size = 0;
  for (const value of values) {
    // The quotes around the value and the comma after it are in the URL too.
    const length = encodeURIComponent(JSON.stringify(value)).length + 3;
    if (group.length > 0 && size + length > maxChars) {
      groups.push(group);
      group = [];
      size = 0;
    }
    group.push(value);
    size += length;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/** One page of a list already read whole (a page past the end is the first). */
export function pageOf<T>(
  list: readonly T[],
  page: number,
  size: number,
): { items: T[]; page: number } {
  const shown = page <= totalPages(list.length, size) ? page : 1;
  return { items: list.slice((shown - 1) * size, shown * size), page: shown };
}
