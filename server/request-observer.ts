import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { PATHS } from "#app/config/site.ts";
import { createRequestContextKey } from "#app/request/request-context.server.ts";
import { HEALTH_PATH, READY_PATH } from "./health.ts";
import { type Logger, REQUEST_ID_HEADER, requestIdOf, safePath } from "./logging.ts";
import type { Metrics } from "./metrics.ts";
import { WEBHOOK_PATH } from "./webhook.ts";

/** A metrics label for requests no page route answered (bounded: never the raw path). */
function routeOfPath(path: string): string {
  if (path.startsWith("/assets/")) return "assets";
  if (path.startsWith("/media/")) return "media";
  if (path === HEALTH_PATH || path === READY_PATH) return "health";
  if (path === WEBHOOK_PATH) return "webhook";
  if (path === PATHS.preview || path === PATHS.previewExit) return "preview";
  return "other";
}

/** The page route that answered a request (its metrics label), set by whoever rendered it. */
const routes = new WeakMap<ServerResponse, string>();

export function labelRoute(response: ServerResponse, route: string): void {
  routes.set(response, route);
}

function bytesOf(response: ServerResponse): number | undefined {
  const length = Number(response.getHeader("content-length"));
  return Number.isFinite(length) && length > 0 ? length : undefined;
}

/** What a page-cache hit sent: its headers go out in one writeHead, so they cannot be read back. */
export interface SentHit {
  route: string;
  body: Buffer;
}

/**
 * One JSON log line and one metrics sample per request, with a request id (the caller's
 * X-Request-Id when it looks like one, else a new one, returned in the answer). Health checks
 * answered 200 are left out of the log: load balancers ask every few seconds. For Node's own
 * request objects: page-cache hits are answered before Express (server/pages/cached-answer.ts).
 */
export function createRequestObserver(logger: Logger, metrics?: Metrics) {
  function recordWhenClosed(
    request: IncomingMessage,
    response: ServerResponse,
    id: string,
    hit?: SentHit,
  ): void {
    const started = performance.now();
    metrics?.requestStarted();
    // Read now: Express's mounted middleware (/assets) rewrites request.url while it runs.
    const url = request.url ?? "/";
    response.once("close", () => {
      const seconds = (performance.now() - started) / 1000;
      const path = url.split("?", 1)[0] ?? "/";
      const route = hit?.route ?? routes.get(response) ?? routeOfPath(path);
      const status = response.statusCode;
      metrics?.request(route, status, seconds);
      if (route === "health" && status === 200) return;
      const record = {
        reqId: id,
        method: request.method,
        path: safePath(url),
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        cache: hit ? "hit" : response.getHeader("x-page-cache"),
        bytes: hit ? hit.body.length : bytesOf(response),
        route,
        ...(response.writableFinished ? {} : { aborted: true }),
      };
      if (status >= 500) logger.error(record, "request");
      else logger.info(record, "request");
    });
  }

  return {
    /** A request Express answers: its id goes into the answer's headers here. */
    request(request: IncomingMessage, response: ServerResponse): string {
      const id = requestIdOf(request.headers[REQUEST_ID_HEADER_LOWER]);
      response.setHeader(REQUEST_ID_HEADER, id);
      recordWhenClosed(request, response, id);
      return id;
    },
    /** A page-cache hit: the caller sends the id with the rest of its headers. */
    hit(request: IncomingMessage, response: ServerResponse, sent: SentHit): string {
      const id = requestIdOf(request.headers[REQUEST_ID_HEADER_LOWER]);
      recordWhenClosed(request, response, id, sent);
      return id;
    },
  };
}

const REQUEST_ID_HEADER_LOWER = REQUEST_ID_HEADER.toLowerCase();

export type RequestObserver = ReturnType<typeof createRequestObserver>;

/** Observes every request Express handles, and runs the rest of its work tied to its id. */
export const observeRequests =
  (observe: RequestObserver): RequestHandler =>
  (request, response, next) =>
    requestIdKey.with(observe.request(request, response), next);

/** The request being answered, for log lines written on its behalf (CMS calls). */
const requestIdKey = createRequestContextKey<string>("request id");

export const currentRequestId = (): string | undefined => requestIdKey.read();
