import { createRequestContextKey } from "#app/request/request-context.server.ts";

/**
 * Editors' previews (server/preview.ts): a render inside `withDrafts` (server/pages/handler.ts) reads
 * drafts and the latest content straight from the CMS, past every cache, and stores nothing any
 * visitor reads.
 */
const draftsKey = createRequestContextKey<boolean>("drafts");

export function withDrafts<T>(run: () => T): T {
  return draftsKey.with(true, run);
}

export function readsDrafts(): boolean {
  return draftsKey.read() === true;
}

/** Work whose result outlives this request (a shared index) must never see a draft. */
export function withoutDrafts<T>(run: () => T): T {
  return draftsKey.with(false, run);
}
