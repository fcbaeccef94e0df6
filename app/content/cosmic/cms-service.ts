/**
 * What a call to a Cosmic-compatible API is, answers and fails with: the request, the page of
 * objects, the service's address and key, and the typed error. A leaf: the client, the content
 * services, the snapshot and the HTTP answers read it without reading each other.
 */

export interface ObjectsRequest {
  type: string;
  /** Further conditions on top of `type`, in Cosmic's MongoDB-style query language. */
  query?: Record<string, unknown>;
  props: readonly string[];
  limit?: number;
  skip?: number;
  sort?: string;
  depth?: number;
  /** Drafts too: only for editors' previews (app/content/queries/drafts.server.ts). */
  status?: "any";
}

export interface ObjectsPage {
  objects: unknown[];
  total: number;
  /** Size of the JSON answer, for the content cache's memory budget. */
  bytes?: number;
}

/** `overload`: not sent at all, over the ceiling on calls per second (COSMIC_CALLS_PER_SECOND). */
export type CmsErrorKind = "timeout" | "network" | "http" | "invalid-response" | "overload";

export class CmsError extends Error {
  readonly kind: CmsErrorKind;
  readonly status?: number;
  constructor(kind: CmsErrorKind, message: string, status?: number) {
    super(message);
    this.name = "CmsError";
    this.kind = kind;
    this.status = status;
  }
}

export interface ContentService {
  apiUrl: string;
  bucketSlug: string;
  readKey: string;
}
