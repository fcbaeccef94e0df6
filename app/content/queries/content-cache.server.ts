import { RevalidatingCache } from "#app/cache/revalidating-cache.ts";
import { parseEnv } from "#app/config/env.server.ts";
import { inCallLane } from "../cosmic/call-ceiling.ts";
import { contentServices } from "../cosmic/content-services.server.ts";

/**
 * The content cache (docs/decisions/0029): every CMS answer the site keeps, validated and
 * reshaped, with the misses and the list totals that let a made-up slug or page cost no call.
 */

/** One CMS answer as the site keeps it: validated, reshaped, sanitised. */
export interface ParsedAnswer {
  items: readonly unknown[];
  total: number;
  /** Size of the JSON it was made from, for the memory budget. */
  bytes: number;
}

/**
 * No objects, whatever the total says: a made-up slug, a search for nothing, or a page past the
 * end (`objects: []` with the list's total). None of them may push content out of its cache.
 */
export const isEmpty = (answer: ParsedAnswer) => answer.items.length === 0;

const CONTENT_CACHE_ENTRIES = 2000;

export const contentCache = new RevalidatingCache<ParsedAnswer>({
  // Read without memoising the environment: the content service may be set up after this loads.
  freshMs: parseEnv().CONTENT_CACHE_FRESH_SECONDS * 1000,
  staleWhileRevalidateMs: 10 * 60_000,
  staleIfErrorMs: 24 * 60 * 60_000,
  maxEntries: CONTENT_CACHE_ENTRIES,
  // Reshaped objects take about three times their JSON text in memory. The whole demo bucket is
  // under 1 MB of JSON; the budget bounds what unique searches and page numbers can make it hold.
  maxBytes: 64 * 1024 * 1024,
  sizeOf: (answer) => answer.bytes * 3,
  observe: (outcome) => contentServices().contentCache(outcome),
  // Empty answers (a made-up slug, a search for nothing) live in missCache: however many a
  // client invents, they never push real content out of this cache.
  keeps: (answer) => !isEmpty(answer),
});

/**
 * The empty answers, kept like content (fresh, then stale while one load asks again, and on
 * errors) in their own bounded space: a repeated made-up slug costs no Cosmic call, and a flood
 * of new ones only evicts other misses.
 */
export const missCache = new RevalidatingCache<ParsedAnswer>({
  freshMs: parseEnv().CONTENT_CACHE_FRESH_SECONDS * 1000,
  staleWhileRevalidateMs: 10 * 60_000,
  staleIfErrorMs: 24 * 60 * 60_000,
  maxEntries: 10_000,
  keeps: isEmpty,
});

/** The content cache key of a type's slug list (a publish re-reads it, never drops it). */
export const slugListKey = (type: string) => `${type}:slugs`;

/** Whether a content cache key is a type's slug list. */
export const isSlugListKey = (key: string) => key.endsWith(":slugs");

/**
 * How many objects each paged list holds, as its last answer said: a page past the end (a
 * made-up `?page=`, `?start=` or sitemap file number) is answered empty from it without a call.
 * Trusted as long as content is (a publish of the type forgets it); bounded like the misses.
 */
const LIST_TOTAL_MS = 10 * 60_000;
const MAX_LIST_TOTALS = 5000;
const listTotals = new Map<string, { total: number; at: number }>();

export function knownTotal(listKey: string): number | undefined {
  const known = listTotals.get(listKey);
  return known && Date.now() - known.at < LIST_TOTAL_MS ? known.total : undefined;
}

export function rememberTotal(listKey: string, total: number): void {
  if (listTotals.size >= MAX_LIST_TOTALS && !listTotals.has(listKey)) listTotals.clear();
  listTotals.set(listKey, { total, at: Date.now() });
}

/** Forgets the list totals of a type (every type when none is given): it was published. */
export function forgetListTotals(objectType?: string): void {
  if (!objectType) listTotals.clear();
  else
    for (const key of listTotals.keys())
      if (key.startsWith(`${objectType}:`)) listTotals.delete(key);
}

/**
 * How each held answer is read again, so a publish can refresh what it touched instead of
 * dropping it (refreshPublished). Pruned to what the content cache still holds.
 */
const reloads = new Map<string, () => Promise<ParsedAnswer>>();

function rememberReload(key: string, load: () => Promise<ParsedAnswer>): void {
  if (reloads.size > 2 * CONTENT_CACHE_ENTRIES)
    for (const known of reloads.keys()) if (!contentCache.holds(known)) reloads.delete(known);
  reloads.set(key, load);
}

/** The held answers of a type and how each is read again, slug lists aside. */
export function heldReloads(type: string): Array<[string, () => Promise<ParsedAnswer>]> {
  return [...reloads].filter(
    ([key]) => key.startsWith(`${type}:`) && !isSlugListKey(key) && contentCache.holds(key),
  );
}

/** A live answer: from the misses when it was empty last time, else from the content cache. */
export async function liveAnswer(
  key: string,
  load: () => Promise<ParsedAnswer>,
): Promise<ParsedAnswer> {
  if (missCache.holds(key)) {
    return missCache.get(key, async () => {
      const answer = await load();
      // Published since (a new slug): it moves to the content cache.
      if (!isEmpty(answer)) contentCache.prime(key, answer);
      return answer;
    });
  }
  // Content already held is refreshed in the reserved lane: a flood of misses never keeps the
  // pages visitors see from staying current.
  const refresh = contentCache.holds(key);
  rememberReload(key, load);
  const answer = await contentCache.get(key, refresh ? () => inCallLane("reserved", load) : load);
  if (isEmpty(answer)) await missCache.get(key, async () => answer);
  return answer;
}
