import type { Response } from "express";
import { NO_STORE } from "#app/http/cache-control.ts";
import type { RenderedPage } from "./page-cache.ts";

/**
 * What a render costs a client's allowance (server/render-limits.ts), and when it gives it back
 * (issue 64): the price is what the machine pays, not one request each.
 */

/** A preview image takes 100-500 ms of CPU to draw: about five pages' renders. */
const PREVIEW_IMAGE_COST = 5;

/** How many starts of the client's allowance a render of `pathname` takes. */
export function renderCost(pathname: string): number {
  return /^(\/es)?\/og\/.+\.png$/.test(pathname) ? PREVIEW_IMAGE_COST : 1;
}

/** Whether a page may be kept: its Cache-Control says neither no-store nor private. */
export function keepable(page: RenderedPage): boolean {
  const cacheControl = page.headers.find(([name]) => name.toLowerCase() === "cache-control");
  return !/\b(no-store|private)\b/i.test(cacheControl?.[1] ?? "");
}

/**
 * A refusal that cost no Cosmic call and no search: a redirect, a 404 or a 410 decided from the
 * caches (a made-up sitemap file, a slug the slug lists lack, a page number past the end). It
 * gives its client's render allowance back (issue 54). A near miss's 404 runs "did you mean"
 * over the search index and is not given back (issue 64): a flood of them is held to the
 * allowance. (The time a render took is no measure here: a 404 page's own render varies from 4
 * to 40 ms on a busy machine, as much as a search adds.)
 */
export function isCheapRefusal(page: RenderedPage): boolean {
  return (
    !page.calledCosmic &&
    !page.searched &&
    [301, 302, 303, 307, 308, 404, 410].includes(page.status)
  );
}

/** A render past a limit: ask again in a moment, kept by no one. */
export function sendBusy(response: Response): void {
  response
    .status(503)
    .setHeader("Retry-After", "2")
    .setHeader("Cache-Control", NO_STORE)
    .type("text/plain")
    .send("The guide is busy: please try again in a moment.");
}
