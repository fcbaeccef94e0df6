import { createRequestContextKey } from "#app/request/request-context.server.ts";

/**
 * Whether this render may search the index for "did you mean" (issue 64). A search takes tens
 * of milliseconds of CPU and asks no Cosmic call, so a flood of made-up URLs would be a flood of
 * searches: the server gives each client so many a second (server/render-limits.ts), and past
 * them a 404 says only that the page is not there, at the cost of any cheap refusal.
 */
const allowanceKey = createRequestContextKey<() => boolean>("search allowance");

/** Runs a render whose searches `maySearch` allows, one call per search. */
export function withSearchAllowance<T>(
  maySearch: () => boolean,
  run: () => Promise<T>,
): Promise<T> {
  return allowanceKey.with(maySearch, run);
}

/** Whether the current render may search now (always, outside a site's render: scripts, tests). */
export function maySearch(): boolean {
  return allowanceKey.read()?.() ?? true;
}
