/**
 * Query parameters are part of a page's identity only when the page reads them. Each route module
 * declares the ones it reads (`declareQuery`); the server keys its page cache on the path plus
 * those parameters (server/pages/page-key.ts), and renders with nothing else, so tracking parameters
 * (`fbclid`, `utm_*`, ...) and junk never make a page differ, nor a new cache entry.
 */

/** What a route module exports as `handle`. */
export interface RouteHandle {
  queryParams?: readonly string[];
}

/** Single fetch adds `_routes` to client-navigation data requests; it picks the loaders to run. */
const DATA_REQUEST_PARAMS = ["_routes"];

/** The parameters a route's `handle` declares; anything else is ignored. */
export function queryParamsOf(handle: unknown): readonly string[] {
  if (typeof handle !== "object" || handle === null || !("queryParams" in handle)) return [];
  const { queryParams } = handle;
  return Array.isArray(queryParams)
    ? queryParams.filter((name): name is string => typeof name === "string")
    : [];
}

/**
 * Only the declared parameters, each once (its first value, which is what `get` reads), in a
 * fixed order: `?b=2&a=1&a=3&fbclid=x` and `?a=1&b=2` give the same search. An empty parameter
 * is the same as none (nginx sends every declared one, empty when absent: deploy/).
 */
export function declaredSearch(
  search: URLSearchParams,
  declared: Iterable<string>,
  dataRequest = false,
): URLSearchParams {
  const names = [...new Set([...declared, ...(dataRequest ? DATA_REQUEST_PARAMS : [])])].sort();
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  return kept;
}

/**
 * Declares the parameters a route reads and gives its loader a reader of exactly those:
 *   const query = declareQuery("page");
 *   export const handle = query.handle;
 *   loader: const { page } = query.read(request);
 */
export function declareQuery<const Name extends string>(...names: Name[]) {
  const handle: RouteHandle = { queryParams: names };
  return {
    handle,
    /** Each declared parameter's first value; null when it is absent or empty. */
    read(request: Request): Record<Name, string | null> {
      const search = new URL(request.url).searchParams;
      const values: Partial<Record<Name, string | null>> = {};
      for (const name of names) values[name] = search.get(name) || null;
      return values as Record<Name, string | null>;
    },
  };
}
