import { createRequestContextKey } from "./request-context.server.ts";

/**
 * Wall-clock time during which at least one task of a kind was running: loaders and CMS calls
 * run side by side, and the time a visitor waits is their union, not their sum.
 */
class Span {
  private running = 0;
  private since = 0;
  total = 0;

  begin(): void {
    if (this.running++ === 0) this.since = performance.now();
  }

  end(): void {
    if (--this.running === 0) this.total += performance.now() - this.since;
  }
}

export interface RequestTiming {
  loaders: Span;
  cms: Span;
}

const timingKey = createRequestContextKey<RequestTiming>("timing");

/** Times what happens inside `run` (one page or data request, in the root route's middleware). */
export async function timeRequest(run: () => Promise<Response>): Promise<Response> {
  const timing: RequestTiming = { loaders: new Span(), cms: new Span() };
  const started = performance.now();
  const response = await timingKey.with(timing, run);
  const app = performance.now() - started;
  const loaders = timing.loaders.total;
  // The page is rendered once its loaders are done: the rest of the time is rendering.
  const entries = [
    `app;dur=${app.toFixed(2)}`,
    `loaders;dur=${loaders.toFixed(2)}`,
    `cms;dur=${timing.cms.total.toFixed(2)}`,
    `render;dur=${Math.max(0, app - loaders).toFixed(2)}`,
  ];
  try {
    response.headers.append("Server-Timing", entries.join(", "));
  } catch {
    // A response with immutable headers (a redirect made by fetch, say) goes without.
  }
  return response;
}

/** Counts `task` as a loader's (kind "loaders") or a CMS call's time in the current request. */
export async function timed<T>(kind: keyof RequestTiming, task: () => Promise<T>): Promise<T> {
  const span = timingKey.read()?.[kind];
  span?.begin();
  try {
    return await task();
  } finally {
    span?.end();
  }
}
