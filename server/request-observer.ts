import type { RequestHandler, Response } from "express";
import { HEALTH_PATH, READY_PATH } from "./health.ts";
import { inRequest, type Logger, REQUEST_ID_HEADER, requestIdOf, safePath } from "./logging.ts";
import type { Metrics } from "./metrics.ts";

/** A metrics label for requests no page route answered (bounded: never the raw path). */
function routeOfPath(path: string): string {
  if (path.startsWith("/assets/")) return "assets";
  if (path.startsWith("/media/")) return "media";
  if (path === HEALTH_PATH || path === READY_PATH) return "health";
  if (path.startsWith("/webhooks/")) return "webhook";
  if (path.startsWith("/preview")) return "preview";
  return "other";
}

function bytesOf(response: Response): number | undefined {
  const length = Number(response.getHeader("content-length"));
  return Number.isFinite(length) && length > 0 ? length : undefined;
}

/**
 * One JSON log line and one metrics sample per request, with a request id (the caller's
 * X-Request-Id when it looks like one, else a new one, returned in the answer). Health checks
 * answered 200 are left out of the log: load balancers ask every few seconds.
 */
export function observeRequests(logger: Logger, metrics?: Metrics): RequestHandler {
  return (request, response, next) => {
    const id = requestIdOf(request.get(REQUEST_ID_HEADER));
    response.setHeader(REQUEST_ID_HEADER, id);
    const started = performance.now();
    response.once("close", () => {
      const seconds = (performance.now() - started) / 1000;
      const route =
        typeof response.locals.route === "string"
          ? response.locals.route
          : routeOfPath(request.path);
      const status = response.statusCode;
      metrics?.request(route, status, seconds);
      if (route === "health" && status === 200) return;
      const record = {
        reqId: id,
        method: request.method,
        path: safePath(request.originalUrl),
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        cache: response.getHeader("x-page-cache"),
        bytes: bytesOf(response),
        route,
        ...(response.writableFinished ? {} : { aborted: true }),
      };
      if (status >= 500) logger.error(record, "request");
      else logger.info(record, "request");
    });
    inRequest(id, next);
  };
}
