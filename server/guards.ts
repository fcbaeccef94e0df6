import { STATUS_CODES } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { resolveRedirect } from "#app/domain/redirects.ts";
import { NO_STORE, REDIRECT_CACHE_CONTROL } from "#app/http/cache-control.ts";

/** Longest path or query the site answers; longer requests are refused before any work. */
export const MAX_URL_LENGTH = 8192;

/**
 * What every request meets first: oversized or malformed URLs and methods other than GET/HEAD
 * are refused in one plain line, and the redirects table answers before any page work.
 */
export function requestGuards(caboSiteUrl: string) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.originalUrl.length > MAX_URL_LENGTH) {
      response.status(414).type("text/plain").send("URI too long");
      return;
    }
    if (request.originalUrl.includes("\\")) {
      response.status(400).type("text/plain").send("Bad request");
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response
        .status(405)
        .setHeader("Allow", "GET, HEAD")
        .type("text/plain")
        .send("Method not allowed");
      return;
    }
    const target = resolveRedirect(request.path, { caboSiteUrl });
    if (target) {
      const query = nonEmptyQuery(request.originalUrl);
      response.setHeader("Cache-Control", redirectCacheControl(request.originalUrl));
      response.redirect(301, target.startsWith("/") ? `${target}${query}` : target);
      return;
    }
    next();
  };
}

/** A secret (Cosmic's preview link carries one) is never repeated in a redirect or kept by one. */
const SECRET_PARAMETER = "secret";

/**
 * A redirect keeps the query (campaign parameters included) but not empty parameters: behind
 * nginx every declared parameter arrives, empty when the visitor did not send it. A secret is
 * left out of the Location (issue 64: `/PREVIEW?secret=…` must not echo it).
 */
export function nonEmptyQuery(originalUrl: string): string {
  const start = originalUrl.indexOf("?");
  if (start < 0) return "";
  const params = new URLSearchParams(originalUrl.slice(start + 1));
  const kept = new URLSearchParams(
    [...params].filter(([name, value]) => value !== "" && name !== SECRET_PARAMETER),
  );
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/** A redirect is kept a day, unless its request carried a secret: then by no one. */
export function redirectCacheControl(originalUrl: string): string {
  const start = originalUrl.indexOf("?");
  const params = new URLSearchParams(start < 0 ? "" : originalUrl.slice(start + 1));
  return params.has(SECRET_PARAMETER) ? NO_STORE : REDIRECT_CACHE_CONTROL;
}

/** The 4xx status an error carries (body-parser sets `status`), if any. */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("status" in error)) return undefined;
  const { status } = error;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

/**
 * Errors raised outside the page handler (a malformed or oversized webhook body, say) end here:
 * their own 4xx status, or 500, as one plain line; never the message or the stack.
 */
export function plainErrors(
  error: unknown,
  request: Request,
  response: Response,
  next: NextFunction,
): void {
  const status = clientErrorStatus(error) ?? 500;
  if (status === 500) {
    console.error(
      `site: ${request.method} ${request.path} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (response.headersSent) {
    next(error);
    return;
  }
  response
    .status(status)
    .setHeader("Cache-Control", NO_STORE)
    .type("text/plain")
    .send(status === 500 ? "Something went wrong. Please try again." : STATUS_CODES[status]);
}
