import { memoizedOnInputs } from "#app/domain/memo.ts";
import { COSMIC_MAX_LIMIT, followUpPages } from "#app/domain/page-numbers.ts";
import type { ContentQuery, QueryRequest } from "./define-query.server.ts";
import { reportLineOnce } from "./schema-drift.server.ts";

/** The most objects one list is read to (100 of Cosmic's largest pages); past it the list is cut and logged. */
const MAX_OBJECTS = 100 * COSMIC_MAX_LIMIT;

/**
 * The pages of one list as one list, each object once (pages read at once may overlap when an
 * editor publishes between them). The same cached pages give the same merged list, so what is
 * worked out from it can be kept by identity too.
 */
const mergedPages = memoizedOnInputs(<T extends object>(...pages: T[][]): T[] => {
  const seen = new Set<unknown>();
  return pages.flat().filter((item) => {
    const id = "id" in item ? item.id : undefined;
    if (id === undefined) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}, 64);

/**
 * Every object a request matches: the first page, `limit` long (the original's limits), tells
 * the total, and the rest is asked at once in at most four requests (each up to Cosmic's
 * 1,000; see followUpPages), so a long list costs a few calls, never one per 85 parties: a cold calendar
 * at a hundred times the demo stays within the ceiling on calls (issue 40). A list that promises
 * all of something (the calendar, a feed, the DJ schedule, the search index) reads through
 * this: `limit` is never where a list stops. Objects met twice across pages (an editor's
 * publish between two reads) are kept once.
 */
export async function readAll<T extends object>(
  query: ContentQuery<T>,
  request: QueryRequest & { limit: number },
): Promise<{ items: T[]; total: number; fromSnapshot: boolean }> {
  const first = await query(request);
  const wanted = Math.min(first.total, MAX_OBJECTS);
  if (first.total > MAX_OBJECTS) {
    reportLineOnce(
      `content: ${request.type} holds ${first.total} objects for one list; read ${MAX_OBJECTS}`,
    );
  }
  const rest = await Promise.all(
    followUpPages(request.limit, wanted).map((page) => query({ ...request, ...page })),
  );
  const items = mergedPages(first.items, ...rest.map((page) => page.items));
  return {
    items,
    total: first.total,
    fromSnapshot: first.fromSnapshot || rest.some((page) => page.fromSnapshot),
  };
}
