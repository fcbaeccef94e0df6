import { requestContext, withRequestContext } from "#app/http/request-context.server.ts";

/**
 * Editors' previews (server/preview.ts): a render whose request context says `drafts` (set by
 * server/pages.ts) reads drafts and the latest content straight from the CMS, past every cache,
 * and stores nothing any visitor reads.
 */
export function readsDrafts(): boolean {
  return requestContext().drafts === true;
}

/** Work whose result outlives this request (a shared index) must never see a draft. */
export function withoutDrafts<T>(run: () => T): T {
  return withRequestContext({ drafts: false }, run);
}
