import { boundedSearchText } from "#app/domain/regex.ts";
import { foldText } from "#app/domain/slug.ts";
import { PAGE_CACHE_CONTROL } from "#app/http/cache-control.ts";
import { CONTENT_UNAVAILABLE_HEADERS, toSpelling } from "#app/http/loader-answers.server.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { search } from "#app/search/search.server.ts";
import type { Route } from "./+types/search-json";

/** Only `q` makes an answer differ (and a page-cache entry). */
const query = declareQuery("q");
export const handle = query.handle;

/** How many results of each kind the instant results list. */
export const INSTANT_RESULTS_PER_KIND = 4;

/**
 * The instant results of the search box (docs/decisions/0036): answered from the in-memory
 * index, cached like pages. While the index cannot be built at all, an empty answer with 503.
 * The query is kept as the index reads it (folded): "TULUM", "Túlum " and "tulum" are one
 * answer and one cache entry, and any other spelling a 301 to it (issue 64).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const asked = query.read(request).q;
  const q = foldText(boundedSearchText(asked));
  if (asked !== null && asked !== q) toSpelling(request, new URLSearchParams({ q }).toString());
  const headers = { "Cache-Control": PAGE_CACHE_CONTROL, "X-Robots-Tag": "noindex" };
  if (!q) return Response.json({ q, total: 0, groups: [], suggestion: null }, { headers });
  try {
    const answer = await search(q, new Date(), { perKind: INSTANT_RESULTS_PER_KIND });
    return Response.json({ q, ...answer }, { headers });
  } catch (error) {
    console.warn(`search: ${error instanceof Error ? error.message : String(error)}`);
    return Response.json(
      { q, total: 0, groups: [], suggestion: null },
      { status: 503, headers: CONTENT_UNAVAILABLE_HEADERS },
    );
  }
}
