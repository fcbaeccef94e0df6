import type { CacheOutcome } from "#app/cache/revalidating-cache.ts";
import type { CallLane } from "./call-ceiling.ts";
import type { CmsErrorKind } from "./cosmic-client.server.ts";

/** One call to a content service, as the server's request logs and metrics record it. */
export interface CmsCall {
  type: string;
  /** The HTTP status, or what went wrong before one came. */
  status: number | Exclude<CmsErrorKind, "http">;
  durationMs: number;
  /** Cosmic, or the fallback snapshot (CONTENT_FALLBACK_FILE) while Cosmic fails. */
  origin: "cosmic" | "snapshot";
  /** The share of the ceiling it drew on (app/content/call-ceiling.ts). */
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

/** What the server (server/app.ts) plugs into the content layer; all optional. */
export interface ContentHooks {
  cmsCall(call: CmsCall): void;
  contentCache(outcome: CacheOutcome): void;
  /** A call not made: over the ceiling of its lane (or the snapshot's). */
  cmsShed?(type: string, lane: CallLane | "snapshot"): void;
  shared?: SharedAnswers;
  /**
   * A file the site serves itself at /media (the embedded emulator's or the snapshot's media),
   * whose URLs are relative: the link preview renderer reads them here instead of over HTTP.
   */
  localMedia?: (path: string) => Promise<MediaFile | null>;
}

export interface MediaFile {
  type: string;
  bytes: Uint8Array;
}

let hooks: ContentHooks = { cmsCall: () => {}, contentCache: () => {} };

/** Called once at start by the server, through the build (app/entry.server.tsx). */
export function connectContent(next: Partial<ContentHooks>): void {
  const given = Object.entries(next).filter(([, hook]) => hook !== undefined);
  hooks = { ...hooks, ...Object.fromEntries(given) };
}

export const contentHooks = (): ContentHooks => hooks;
