import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { cacheControlUntil, EDGE_CACHE_SECONDS } from "#app/http/cache-control.ts";
import { matchesEtag } from "../static-files.ts";
import type { RenderedPage } from "./page-cache.ts";
import { type Encoding, encodedBody, encodingFor } from "./page-encoding.ts";

/** How the page cache answered: hit, miss, bypass (not cacheable, or a preview) or off. */
export type PageCacheResult = "hit" | "miss" | "bypass" | "off";

/** Sends a rendered page, compressed as the client accepts (kept compressed on the page). */
export async function sendPage(
  page: RenderedPage,
  request: IncomingMessage,
  response: ServerResponse,
  cache: PageCacheResult,
): Promise<void> {
  const encoding = page.compressible ? encodingFor(request) : undefined;
  const body = encoding ? await encodedBody(page, encoding) : page.body;
  const unchanged = isUnchangedFor(request, page);
  response.statusCode = unchanged ? 304 : page.status;
  const headers = [...pageAnswerHeaders(page, body, encoding, cache), ...truthHeaders(page)];
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i] ?? "";
    // A 304 has no body: nothing that describes one.
    if (unchanged && /^content-(length|encoding)$/i.test(name)) continue;
    response.setHeader(name, headers[i + 1] ?? "");
  }
  if (request.method === "HEAD" || unchanged) response.end();
  else response.end(body);
}

const etags = new WeakMap<RenderedPage, string>();

/**
 * A page's validator, one for all its encodings (weak, RFC 9110): a calendar app polling a feed
 * hourly, or a browser asking again, gets a 304 while the page it holds is still the one kept.
 */
export function etagOf(page: RenderedPage): string {
  let etag = etags.get(page);
  if (etag === undefined) {
    etag = `W/"${createHash("sha256").update(page.body).digest("base64url").slice(0, 22)}"`;
    etags.set(page, etag);
  }
  return etag;
}

/**
 * When a feed was made, to the second: the date a calendar app that keeps no ETag asks with
 * (If-Modified-Since). Feeds only: a page's Cache-Control already says how long it is fresh.
 */
function lastModifiedOf(page: RenderedPage): string | undefined {
  if (page.status !== 200 || page.renderedAt === undefined) return undefined;
  const type = page.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "";
  return /^(text\/calendar|application\/atom\+xml)\b/i.test(type)
    ? new Date(page.renderedAt).toUTCString()
    : undefined;
}

/**
 * Whether the request names this page as it is kept (a 200 only): its If-None-Match the ETag,
 * or, without one (RFC 9110 section 13.2.2), its If-Modified-Since no earlier than the render.
 */
export function isUnchangedFor(request: IncomingMessage, page: RenderedPage): boolean {
  if (page.status !== 200) return false;
  const asked = request.headers["if-none-match"];
  if (asked !== undefined) return matchesEtag(asked, etagOf(page).slice(2));
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  const modified = lastModifiedOf(page);
  return modified !== undefined && !Number.isNaN(since) && since >= Date.parse(modified);
}

/**
 * The headers of a page that turns false at a known moment, as they stand now (issue 63): its
 * Cache-Control cut to the seconds left, and nginx's lifetime (it ignores Cache-Control, and
 * keeps a page EDGE_CACHE_SECONDS unless told less). Sent beside pageAnswerHeaders' on every
 * answer, as the clock has moved since the last.
 */
export function truthHeaders(page: RenderedPage, now = Date.now()): string[] {
  if (page.changesAt == null) return [];
  const cacheControl = page.headers.find(([name]) => name.toLowerCase() === "cache-control");
  const secondsLeft = (page.changesAt - now) / 1000;
  const headers: string[] = [];
  if (cacheControl) headers.push(cacheControl[0], cacheControlUntil(cacheControl[1], secondsLeft));
  if (secondsLeft < EDGE_CACHE_SECONDS)
    headers.push("X-Accel-Expires", String(Math.max(0, Math.floor(secondsLeft))));
  return headers;
}

/**
 * The headers a page goes out with, as one flat list: its own, how the page cache answered,
 * `Vary` (Accept-Encoding added when it has compressed copies), its encoding and length; a
 * Cache-Control that depends on the clock is truthHeaders'.
 */
export function pageAnswerHeaders(
  page: RenderedPage,
  body: Buffer,
  encoding: Encoding | undefined,
  cache: PageCacheResult,
): string[] {
  const headers: string[] = [];
  let vary: string | undefined;
  for (const [name, value] of page.headers) {
    const lower = name.toLowerCase();
    if (lower === "vary") vary = value;
    else if (lower === "cache-control" && page.changesAt != null) continue;
    // A stored page's render times are not this answer's: a hit says so instead.
    else if (!(cache === "hit" && lower === "server-timing")) headers.push(name, value);
  }
  if (cache === "hit") headers.push("Server-Timing", "cache;desc=hit");
  if (page.status === 200) headers.push("ETag", etagOf(page));
  const modified = lastModifiedOf(page);
  if (modified) headers.push("Last-Modified", modified);
  headers.push("X-Page-Cache", cache);
  if (page.compressible) vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  if (vary) headers.push("Vary", vary);
  if (encoding) headers.push("Content-Encoding", encoding);
  headers.push("Content-Length", String(body.length));
  return headers;
}
