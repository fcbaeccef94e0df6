import { data, redirect } from "react-router";
import { CmsError } from "#app/content/cosmic/cms-service.ts";
import { renderChangesAt } from "#app/content/cosmic/content-fallback.server.ts";
import type { Suggestion } from "#app/domain/content-types.ts";
import { NO_STORE, NOT_FOUND_CACHE_CONTROL } from "./cache-control.ts";

/**
 * What a loader answers instead of its page: not found, gone, or the CMS unreachable for the
 * content the page cannot do without. Responses are made here and in routes, never in
 * app/content (which returns data or throws its typed errors).
 */

export const RETRY_AFTER_SECONDS = 30;

/** The headers of an answer made while the content cannot be read: try again soon, keep nothing. */
export const CONTENT_UNAVAILABLE_HEADERS = {
  "Retry-After": String(RETRY_AFTER_SECONDS),
  "Cache-Control": NO_STORE,
};

/** A 404, with the pages the visitor may have meant (see app/components/error-page.tsx). */
export function notFound(suggestions: readonly Suggestion[] = []): never {
  throw data(suggestions.length > 0 ? { suggestions } : null, {
    status: 404,
    headers: { "Cache-Control": NOT_FOUND_CACHE_CONTROL },
  });
}

/**
 * A paged list asked for a page number it does not use as written (past the end, `01`, `abc`):
 * a temporary redirect to the list without it, its first page, which the page cache usually
 * holds. A refusal that renders nothing (issue 54): a client counting past the end costs what
 * an alias does. Not kept: the list may grow to that page.
 */
export function firstPageUnlessUsed(request: Request, name: string, used: boolean): void {
  if (used) return;
  const url = new URL(request.url);
  url.searchParams.delete(name);
  throw redirect(`${url.pathname}${url.search}${url.hash}`, {
    status: 302,
    headers: { "Cache-Control": NO_STORE },
  });
}

/**
 * Another spelling of what the page shows (a plan's parties in another order, repeated, with
 * junk): sent to its one spelling before any content is read, never rendered or kept under this
 * one, and kept by no cache either, so made-up spellings fill neither the page cache nor a CDN's
 * (issue 64).
 */
export function toSpelling(request: Request, search: string): never {
  const url = new URL(request.url);
  throw redirect(`${url.pathname}?${search}`, {
    status: 301,
    headers: { "Cache-Control": NO_STORE },
  });
}

/**
 * A shared plan as its link names it (planPaths), sent to its one spelling first when spelled
 * otherwise: every order of the same parties is one page; a link naming more than a plan holds
 * is answered as its first ones, kept nowhere (issue 64).
 */
export function inItsSpelling<T extends { canonical: boolean; surplus: number; search: string }>(
  request: Request,
  spelling: T,
): T {
  if (!spelling.canonical && spelling.surplus === 0) toSpelling(request, spelling.search);
  return spelling;
}

/** An image the site is too busy to draw now: a 503 to ask again shortly, kept nowhere. */
export function busyImage(): Response {
  return new Response("Busy drawing images: please try again in a moment.", {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": NO_STORE,
      "Retry-After": "2",
    },
  });
}

export function gone(): never {
  throw data(null, { status: 410, headers: { "Cache-Control": NOT_FOUND_CACHE_CONTROL } });
}

/**
 * A loader's critical content: what the page is about. When the CMS is unreachable and nothing
 * is cached, the visitor gets a 503 page with Retry-After instead of a crash. Start the page's
 * optional loads (`optionalContent`) before awaiting this.
 */
export async function criticalContent<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof CmsError) {
      console.error(`content: ${error.kind}: ${error.message}`);
      throw data(null, { status: 503, headers: CONTENT_UNAVAILABLE_HEADERS });
    }
    throw error;
  }
}

/**
 * When the page being rendered next turns false: the first start, end or turn of the day in
 * what its loaders have read so far. A loader returns it last, as `freshUntil`, so a tab left
 * open asks again then (issue 63); the caches in front are cut to it by the server.
 */
export const pageFreshUntil = (): number | null => renderChangesAt();
