/** Pages: a CDN may keep them 5 minutes, serve stale while refreshing, and through CMS outages. */
export const PAGE_CACHE_CONTROL =
  "public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400";
/**
 * How long the nginx in front (deploy/nginx.conf.template, `proxy_cache_valid 200`) keeps a page:
 * a page that turns false sooner says so in X-Accel-Expires.
 */
export const EDGE_CACHE_SECONDS = 10;
/** Not-found and gone pages: cached briefly, so a newly published object appears quickly. */
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=30, s-maxage=60";
export const NO_STORE = "no-store";
/** A permanent redirect (another spelling of a page, a moved path): a day in browsers and CDNs. */
export const REDIRECT_CACHE_CONTROL = "public, max-age=86400";
/** What a page made from the fallback snapshot may be cached: a minute, nowhere longer. */
export const SNAPSHOT_CACHE_CONTROL = "public, max-age=0, s-maxage=60";
/** An editor's preview: drafts, for that browser only. */
export const PREVIEW_CACHE_CONTROL = "private, no-store";
/** A calendar file (.ics): subscribed calendars poll it; a CDN keeps it a quarter of an hour. */
export const ICS_CACHE_CONTROL = "public, max-age=300, s-maxage=900, stale-while-revalidate=3600";
/** Sitemaps and feeds: crawlers read them a few times a day. */
export const XML_CACHE_CONTROL = "public, max-age=600, s-maxage=3600, stale-while-revalidate=86400";
/** Files that change only with a deploy (robots.txt, the web manifest, the public folder). */
export const HOURLY_CACHE_CONTROL = "public, max-age=3600";
/** A path no route knows, sent home: briefly, so a new route shows at once. */
export const UNMATCHED_CACHE_CONTROL = "public, max-age=60";
/** Hashed file names (build assets, a versioned link preview) never change: a year, immutable. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** A link preview without its version, or drawn without its image: five minutes. */
export const SHORT_CACHE_CONTROL = "public, max-age=300, s-maxage=300";
/** The default link preview standing in while the CMS cannot answer. */
export const FALLBACK_CACHE_CONTROL = "public, max-age=60, s-maxage=60";
/** The service worker: checked on every load, so a new one reaches visitors at once. */
export const REVALIDATE_CACHE_CONTROL = "no-cache";

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
 * A page's Cache-Control when what it shows turns false in `secondsLeft` (issue 63): no cache,
 * a browser's, a CDN's or its stale windows, keeps it past then. Each window is cut so that
 * being fresh and then stale still ends by that moment; none left is `no-cache`.
 */
export function cacheControlUntil(value: string, secondsLeft: number): string {
  const directives = parse(value);
  if (directives.has("no-store") || directives.has("private")) return value;
  const left = Math.floor(secondsLeft);
  if (left <= 0) return REVALIDATE_CACHE_CONTROL;
  const fresh = (name: string) => {
    const amount = directives.get(name);
    return typeof amount === "number" ? Math.min(amount, left) : undefined;
  };
  const maxAge = fresh("max-age");
  const sharedMaxAge = fresh("s-maxage");
  const longestFresh = Math.max(maxAge ?? 0, sharedMaxAge ?? 0);
  const parts = ["public"];
  if (maxAge !== undefined) parts.push(`max-age=${maxAge}`);
  if (sharedMaxAge !== undefined) parts.push(`s-maxage=${sharedMaxAge}`);
  for (const name of ["stale-while-revalidate", "stale-if-error"]) {
    const amount = directives.get(name);
    const stale = typeof amount === "number" ? Math.min(amount, left - longestFresh) : 0;
    if (stale > 0) parts.push(`${name}=${stale}`);
  }
  return parts.join(", ");
}
