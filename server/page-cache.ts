import { ContentCache } from "../app/content/content-cache.server.ts";
import type { Encoding } from "./page-encoding.ts";

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Worth compressing: text of 1 KB or more. */
  compressible: boolean;
  /** Compressed bodies, filled on first request for each encoding (see encodedBody). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** A rendered answer that must not be cached (anything but 200). */
export class UncacheablePage extends Error {
  readonly page: RenderedPage;
  constructor(page: RenderedPage) {
    super(`status ${page.status}`);
    this.page = page;
  }
}

/**
 * Every anonymous visitor sees the same page, so rendered answers are kept by URL: fresh for a
 * short time, then served stale while one request re-renders. Errors are never stored; a stale
 * page covers only for server failures (5xx), so a deleted event turns into a 404 at once.
 */
export function createPageCache() {
  return new ContentCache<RenderedPage>({
    freshMs: 15_000,
    staleWhileRevalidateMs: 5 * 60_000,
    staleIfErrorMs: 24 * 60 * 60_000,
    maxEntries: 1000,
    servesStaleOn: (error) => error instanceof UncacheablePage && error.page.status >= 500,
  });
}
