import type { CacheOutcome } from "#app/cache/revalidating-cache.ts";
import { createRequestContextKey } from "#app/request/request-context.server.ts";
import type { CallLane } from "./call-ceiling.ts";
import { CmsError, type CmsErrorKind, type ContentService } from "./cms-service.ts";
import type { ContentFallback } from "./content-fallback.server.ts";

/** One call to a content service, as the server's request logs and metrics record it. */
export interface CmsCall {
  type: string;
  /** The HTTP status, or what went wrong before one came. */
  status: number | Exclude<CmsErrorKind, "http">;
  durationMs: number;
  /** Cosmic, or the fallback snapshot (CONTENT_FALLBACK_FILE) while Cosmic fails. */
  origin: "cosmic" | "snapshot";
  /** The share of the ceiling it drew on (app/content/cosmic/call-ceiling.ts). */
  lane: CallLane;
}

/**
 * The CMS answers every instance of a fleet shares (Redis, server/fleet.ts), read before Cosmic
 * so N instances ask Cosmic about once per query. Failures must resolve, never reject: the
 * shared layer is an optimisation, and Cosmic answers without it.
 */
export interface SharedAnswers {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Drops the keys matching a glob (see sharedKeyPattern). */
  drop(pattern: string): Promise<void>;
}

export interface MediaFile {
  type: string;
  bytes: Uint8Array;
}

/**
 * What the content layer reads from and reports to, made once by the server (server/app.ts)
 * and carried by each request's context (issue 38: no module-level hooks, no settings written
 * into process.env). Outside a request the server runs its content work (warm-up, a publish's
 * purge) inside `withContentServices` too.
 */
export interface ContentServices {
  /** Cosmic's API (hosted, or the embedded emulator's on loopback). */
  service: ContentService;
  /** The snapshot that answers while Cosmic fails (CONTENT_FALLBACK_FILE); none = 503s. */
  fallback?: ContentFallback;
  cmsCall(call: CmsCall): void;
  contentCache(outcome: CacheOutcome): void;
  /** A call not made: over the ceiling of its lane (or the snapshot's). */
  cmsShed(type: string, lane: CallLane | "snapshot"): void;
  shared?: SharedAnswers;
  /**
   * A file the site serves itself at /media (the embedded emulator's or the snapshot's media),
   * whose URLs are relative: the link preview renderer reads them here instead of over HTTP.
   */
  localMedia?: (path: string) => Promise<MediaFile | null>;
}

/** A content service's reads, with nothing reported: for scripts and tests outside a site. */
export const unreportedServices = (service: ContentService): ContentServices => ({
  service,
  cmsCall: () => {},
  contentCache: () => {},
  cmsShed: () => {},
});

let outsideSites: ContentServices | undefined;

/**
 * What content read outside any site reads from (a script such as `bucket:check`, the
 * integration tests' emulator), said by the caller. A site never sets it: its requests and
 * its own work (warm-up, a publish's purge) run inside `withContentServices`, so content read
 * outside that context in a server is an error, never another bucket's answer.
 */
export function readContentOutsideSites(services: ContentServices): void {
  outsideSites = services;
}

const contentServicesKey = createRequestContextKey<ContentServices>("content services");

export function withContentServices<T>(services: ContentServices, run: () => T): T {
  return contentServicesKey.with(services, run);
}

export function contentServices(): ContentServices {
  const services = contentServicesKey.read() ?? outsideSites;
  if (!services) {
    throw new CmsError("network", "content read outside a site's context (withContentServices)");
  }
  return services;
}
