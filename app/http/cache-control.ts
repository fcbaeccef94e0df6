import { data, type HeadersArgs } from "react-router";

/** Pages: a CDN may keep them 5 minutes, serve stale while refreshing, and through CMS outages. */
export const PAGE_CACHE_CONTROL =
  "public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400";
/** Not-found and gone pages: cached briefly, so a newly published object appears quickly. */
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=30, s-maxage=60";
export const NO_STORE = "no-store";
/** A permanent redirect (another spelling of a page, a moved path): a day in browsers and CDNs. */
export const REDIRECT_CACHE_CONTROL = "public, max-age=86400";

function parse(value: string): Map<string, number | true> {
  const directives = new Map<string, number | true>();
  for (const part of value.split(",")) {
    const [name = "", amount] = part.trim().toLowerCase().split("=");
    if (!name) continue;
    directives.set(name, amount !== undefined && /^\d+$/.test(amount) ? Number(amount) : true);
  }
  return directives;
}

const LIFETIMES = ["max-age", "s-maxage", "stale-while-revalidate", "stale-if-error"];

/**
 * Merges two Cache-Control values conservatively: no-store or private anywhere wins, and each
 * lifetime is the smaller of the two (a lifetime only one side gives is dropped).
 */
export function mergeCacheControl(a: string | null, b: string | null): string {
  if (!a) return b ?? "";
  if (!b) return a;
  const left = parse(a);
  const right = parse(b);
  if (left.has("no-store") || right.has("no-store")) return NO_STORE;
  const parts = [left.has("private") || right.has("private") ? "private" : "public"];
  for (const name of LIFETIMES) {
    const x = left.get(name);
    const y = right.get(name);
    if (typeof x === "number" && typeof y === "number") parts.push(`${name}=${Math.min(x, y)}`);
  }
  return parts.join(", ");
}

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
