import type { RequestHandler } from "express";
import { NO_STORE } from "#app/http/cache-control.ts";
import type { Lifecycle } from "./lifecycle.ts";

export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";

/**
 * Liveness and readiness for nginx, a process manager or a container platform; never cached.
 * `/healthz`: 200 while the process answers (it reads nothing). `/readyz`: 200 when the instance
 * serves pages (from the CMS or its caches: `canServe` renders the home page through the page
 * cache), 503 while starting, draining, or when it cannot render a page.
 */
export function healthChecks({
  lifecycle,
  canServe,
  detail,
}: {
  lifecycle: Lifecycle;
  canServe: () => Promise<boolean>;
  /** What the operator should know even while ready (the fleet's Redis unreachable). */
  detail: () => Record<string, string>;
}): RequestHandler {
  return async (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    if (request.path !== HEALTH_PATH && request.path !== READY_PATH) return next();
    response.setHeader("Cache-Control", NO_STORE);
    if (request.path === HEALTH_PATH) {
      response.status(200).json({ status: "alive" });
      return;
    }
    if (lifecycle.state !== "serving") {
      response.status(503).json({ status: lifecycle.state, ...detail() });
      return;
    }
    const serves = await canServe().catch(() => false);
    response
      .status(serves ? 200 : 503)
      .json({ status: serves ? "ready" : "content unavailable", ...detail() });
  };
}

/**
 * While draining, every answer asks its client to reconnect (to another instance), including
 * one that was in flight when draining began: its connection would otherwise stay open, go idle,
 * and be closed under a request the client had already queued on it.
 */
export const closeWhenDraining =
  (lifecycle: Lifecycle): RequestHandler =>
  (_request, response, next) => {
    const close = () => {
      if (!response.headersSent) response.setHeader("Connection", "close");
    };
    if (lifecycle.state === "draining") close();
    else response.once("close", lifecycle.whenDraining(close));
    next();
  };
