import { RevalidatingCache } from "#app/cache/revalidating-cache.ts";
import type { Encoding } from "./page-encoding.ts";

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Worth compressing: text of 1 KB or more. */
  compressible: boolean;
  /** Compressed bodies, filled on first request for each encoding (see encodedBody). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /**
   * Kept seconds, not minutes: made (in part) from the fallback snapshot while Cosmic was failing,
   * or with a section left empty because its content failed or was shed.
   */
  shortLived?: boolean;
  /** Its render asked Cosmic: it cost more than the caches' work. */
  calledCosmic?: boolean;
  /** Its render searched the index ("did you mean"): it cost tens of milliseconds of CPU. */
  searched?: boolean;
  /** When it was rendered, and when what it shows next turns false (a start, an end, 06:00). */
  renderedAt?: number;
  changesAt?: number | null;
}

/** How long a page may be kept, fresh or stale: never past the moment it turns false. */
export function truthLifetime(page: RenderedPage): number {
  if (page.changesAt == null || page.renderedAt === undefined) return Number.POSITIVE_INFINITY;
  return Math.max(0, page.changesAt - page.renderedAt);
}

/** A rendered answer that must not be cached (anything but 200). */
export class UncacheablePage extends Error {
  readonly page: RenderedPage;
  constructor(page: RenderedPage) {
    super(`status ${page.status}`);
    this.page = page;
  }
}

const PAGE_FRESH_MS = 15_000;
const SNAPSHOT_FRESH_MS = 5_000;

/** Headers, a Map entry and the object around the body. */
const PAGE_OVERHEAD_BYTES = 2048;
/**
 * Compressed copies are made after a page is stored (on its first request per encoding): a page
 * is charged for them up front. Brotli and gzip of HTML come to 10-25% of it each; 0.5 covers both.
 */
const COMPRESSED_COPIES_SHARE = 0.5;

/** What a rendered page takes in memory, at most (its compressed copies included). */
export function pageBytes(page: RenderedPage): number {
  const headers = page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  // The memory behind the body, which can be larger than the body itself.
  const stored = Math.max(page.body.length, page.body.buffer.byteLength);
  const body = stored + (page.compressible ? page.body.length * COMPRESSED_COPIES_SHARE : 0);
  return PAGE_OVERHEAD_BYTES + headers + Math.ceil(body);
}

/**
 * Every anonymous visitor sees the same page, so rendered answers are kept by URL: fresh for a
 * short time, then served stale while one request re-renders. Errors are never stored; a stale
 * page covers only for server failures (5xx), so a deleted event turns into a 404 at once.
 */
export function createPageCache(maxBytes: number, snapshotLifetimeMs = 60_000, now = Date.now) {
  return new RevalidatingCache<RenderedPage>({
    now,
    // A short-lived page (from the snapshot, or with a section left empty) is re-rendered every
    // few seconds, so whole live content replaces it soon after Cosmic answers again, and it is
    // never kept past its lifetime.
    // Nor is any page kept past the first start or end it shows (issue 63), fresh or stale.
    lifetimeOf: (page) =>
      Math.min(
        page.shortLived ? snapshotLifetimeMs : Number.POSITIVE_INFINITY,
        truthLifetime(page),
      ),
    freshMsOf: (page) => (page.shortLived ? SNAPSHOT_FRESH_MS : PAGE_FRESH_MS),
    freshMs: PAGE_FRESH_MS,
    staleWhileRevalidateMs: 5 * 60_000,
    staleIfErrorMs: 24 * 60 * 60_000,
    maxBytes,
    sizeOf: pageBytes,
    servesStaleOn: (error) => error instanceof UncacheablePage && error.page.status >= 500,
  });
}

/**
 * Admission for pages with a query: a key is admitted the second time it is asked for. A flood
 * of made-up values (`?when=` random) renders but never fills the cache; a filter visitors use
 * is kept from its second visit. The keys remembered are bounded (forgotten all at once when
 * full, which only delays an admission).
 */
export class SecondRequestAdmission {
  private readonly seen = new Set<string>();
  private readonly capacity: number;

  constructor(capacity = 20_000) {
    this.capacity = capacity;
  }

  admits(key: string): boolean {
    if (this.seen.has(key)) return true;
    if (this.seen.size >= this.capacity) this.seen.clear();
    this.seen.add(key);
    return false;
  }
}
