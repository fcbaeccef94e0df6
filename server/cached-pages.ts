import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_URL_LENGTH } from "./guards.ts";
import type { Lifecycle } from "./lifecycle.ts";
import type { createPageCache } from "./page-cache.ts";
import type { PageKeys } from "./page-key.ts";
import { sendPage } from "./pages.ts";
import { labelRoute, type RequestObserver } from "./request-observer.ts";
import { setSecurityHeaders } from "./security-headers.ts";

/**
 * Page-cache hits on the shortest path: a fresh cached page is sent before Express's middleware
 * chain (and its static-file lookup), with everything Express would add to it: the security
 * headers, the request id, its log line and metrics, `X-Page-Cache: hit`. Anything else (another
 * method, a URL the guards refuse, a preview, a stale or missing page) answers false and goes
 * through Express. A page is only cached after Express's guards let its path through, so the
 * guards that look at the path have answered it already.
 */
export function createCachedPageAnswer(options: {
  pages: ReturnType<typeof createPageCache>;
  keys: PageKeys;
  lifecycle: Lifecycle;
  observe: RequestObserver;
  isPreview: (cookieHeader: string | undefined) => boolean;
  onHit: () => void;
}): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    const url = request.url ?? "/";
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (url.length > MAX_URL_LENGTH || url.includes("\\") || !url.startsWith("/")) return false;
    if (request.headers.cookie && options.isPreview(request.headers.cookie)) return false;
    const key = pageKeyOf(url, options.keys);
    const page = key === undefined ? undefined : options.pages.fresh(key);
    if (!page || key === undefined) return false;
    options.observe(request, response);
    labelRoute(response, options.keys.routeOf(key.split("?", 1)[0] ?? key));
    setSecurityHeaders(response);
    if (options.lifecycle.state === "draining") response.setHeader("Connection", "close");
    options.onHit();
    sendPage(page, request, response, "hit").catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
    return true;
  };
}

/**
 * The page-cache key of a request URL. A URL without a query is looked up as it came: keys are
 * normalised URLs, so an exact match is already normal, and anything else misses and takes the
 * Express path, which normalises it.
 */
function pageKeyOf(url: string, keys: PageKeys): string | undefined {
  if (!url.includes("?")) return url;
  try {
    const pageUrl = keys.pageUrl(new URL(`http://site.local${url}`));
    return `${pageUrl.pathname}${pageUrl.search}`;
  } catch {
    return undefined;
  }
}
