import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_URL_LENGTH } from "../guards.ts";
import type { Lifecycle } from "../lifecycle.ts";
import { REQUEST_ID_HEADER } from "../logging.ts";
import { labelRoute, type RequestObserver } from "../request-observer.ts";
import { SECURITY_HEADERS, setSecurityHeaders } from "../security-headers.ts";
import type { createPageCache, RenderedPage } from "./page-cache.ts";
import { type Encoding, encodedBody, encodingFor } from "./page-encoding.ts";
import type { PageKeys } from "./page-key.ts";
import { pageAnswerHeaders, sendPage, truthHeaders } from "./send.ts";

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
    options.onHit();
    const encoding = page.compressible ? encodingFor(request) : undefined;
    // A conditional request (a feed polled, a browser asking again) takes the general path: a
    // prepared answer always has a body.
    const answer =
      request.headers["if-none-match"] || request.headers["if-modified-since"]
        ? undefined
        : preparedAnswer(page, encoding, () => options.keys.routeOf(pathOf(key)));
    if (!answer) {
      // The first hit in an encoding waits for its compressed body, through the general path.
      options.observe.request(request, response);
      labelRoute(response, options.keys.routeOf(pathOf(key)));
      setSecurityHeaders(response);
      if (options.lifecycle.state === "draining") response.setHeader("Connection", "close");
      sendPage(page, request, response, "hit").catch(() => {
        if (!response.headersSent) response.writeHead(500).end();
        else response.destroy();
      });
      return true;
    }
    const id = options.observe.hit(request, response, answer);
    const headers = answer.headers.concat(REQUEST_ID_HEADER, id, truthHeaders(page));
    if (options.lifecycle.state === "draining") headers.push("Connection", "close");
    response.writeHead(page.status, headers);
    if (request.method === "HEAD") response.end();
    else response.end(answer.body);
    return true;
  };
}

const pathOf = (key: string): string => key.split("?", 1)[0] ?? key;

/** A page's answer to hits in one encoding: every header but the request id, built once. */
interface PreparedAnswer {
  headers: string[];
  body: Buffer;
  route: string;
}

type AnswerKey = Encoding | "identity";

/** A page's prepared answers, and the encodings whose answer is being prepared. */
const preparedAnswers = new WeakMap<
  RenderedPage,
  { ready: Partial<Record<AnswerKey, PreparedAnswer>>; preparing: Set<AnswerKey> }
>();

/**
 * The page's prepared answer in `encoding`, or undefined while its compressed body is still
 * being made (asked for once, so a later hit finds it). One writeHead of a ready header list
 * costs a fraction of setting each header on every hit.
 */
function preparedAnswer(
  page: RenderedPage,
  encoding: Encoding | undefined,
  routeOf: () => string,
): PreparedAnswer | undefined {
  let answers = preparedAnswers.get(page);
  if (!answers) {
    answers = { ready: {}, preparing: new Set() };
    preparedAnswers.set(page, answers);
  }
  const key = encoding ?? "identity";
  const known = answers.ready[key];
  if (known) return known;
  if (!encoding) {
    answers.ready.identity = prepare(page, page.body, undefined, routeOf());
    return answers.ready.identity;
  }
  if (!answers.preparing.has(key)) {
    answers.preparing.add(key);
    const { ready, preparing } = answers;
    encodedBody(page, encoding).then(
      (body) => {
        ready[key] = prepare(page, body, encoding, routeOf());
      },
      () => preparing.delete(key),
    );
  }
  return undefined;
}

/** What sendPage sends, after the security headers Express's middleware would have set. */
function prepare(
  page: RenderedPage,
  body: Buffer,
  encoding: Encoding | undefined,
  route: string,
): PreparedAnswer {
  const own = new Set(page.headers.map(([name]) => name.toLowerCase()));
  const headers: string[] = [];
  for (const [name, value] of SECURITY_HEADERS) {
    if (!own.has(name.toLowerCase())) headers.push(name, value);
  }
  headers.push(...pageAnswerHeaders(page, body, encoding, "hit"));
  return { headers, body, route };
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
