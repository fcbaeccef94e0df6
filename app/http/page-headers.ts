import { data, type HeadersArgs } from "react-router";
import { mergeCacheControl, NO_STORE, PAGE_CACHE_CONTROL } from "./cache-control.ts";

/**
 * Route `headers` export shared by templates: errors keep their own headers; otherwise the page's
 * Cache-Control (its loader's, or the page default) is merged with its parents'.
 */
export function pageHeaders({ errorHeaders, loaderHeaders, parentHeaders }: HeadersArgs): Headers {
  if (errorHeaders && [...errorHeaders.keys()].length > 0) return new Headers(errorHeaders);
  const own = loaderHeaders.get("Cache-Control") ?? PAGE_CACHE_CONTROL;
  return new Headers({
    "Cache-Control": mergeCacheControl(parentHeaders.get("Cache-Control"), own),
  });
}

/**
 * A loader's answer. When the page ignored a value of its URL (an unknown filter, a page past the
 * end, a malformed number) it still renders, but no cache keeps it: only the values a page uses
 * make cache entries, so made-up values cannot fill the page cache or a CDN (decision 0041).
 */
export function keptUnlessIgnored<T>(payload: T, ignored: boolean) {
  return data(payload, ignored ? { headers: { "Cache-Control": NO_STORE } } : {});
}
