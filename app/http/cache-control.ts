import type { HeadersArgs } from "react-router";

/** Pages: a CDN may keep them 5 minutes, serve stale while refreshing, and through CMS outages. */
export const PAGE_CACHE_CONTROL =
  "public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400";
/** Not-found and gone pages: cached briefly, so a newly published object appears quickly. */
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=30, s-maxage=60";
export const NO_STORE = "no-store";

/** Route `headers` export shared by templates: errors keep their own headers. */
export function pageHeaders({ errorHeaders, loaderHeaders }: HeadersArgs): Headers {
  if (errorHeaders && [...errorHeaders.keys()].length > 0) return new Headers(errorHeaders);
  const headers = new Headers({ "Cache-Control": PAGE_CACHE_CONTROL });
  const fromLoader = loaderHeaders.get("Cache-Control");
  if (fromLoader) headers.set("Cache-Control", fromLoader);
  return headers;
}
