import type { IncomingMessage, ServerResponse } from "node:http";
import { cacheControlUntil, EDGE_CACHE_SECONDS } from "#app/http/cache-control.ts";
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
  response.statusCode = page.status;
  const headers = [...pageAnswerHeaders(page, body, encoding, cache), ...truthHeaders(page)];
  for (let i = 0; i < headers.length; i += 2)
    response.setHeader(headers[i] ?? "", headers[i + 1] ?? "");
  if (request.method === "HEAD") response.end();
  else response.end(body);
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
  headers.push("X-Page-Cache", cache);
  if (page.compressible) vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  if (vary) headers.push("Vary", vary);
  if (encoding) headers.push("Content-Encoding", encoding);
  headers.push("Content-Length", String(body.length));
  return headers;
}
