import { requestContext, withRequestContext } from "#app/http/request-context.server.ts";

/**
 * Editors' previews (server/preview.ts): a render inside `withDrafts` reads drafts and the
 * latest content straight from the CMS, past every cache, and stores nothing any visitor reads.
 */
export function withDrafts<T>(render: () => T): T {
  return withRequestContext({ drafts: true }, render);
}

export function readsDrafts(): boolean {
  return requestContext().drafts === true;
}

/** Work whose result outlives this request (a shared index) must never see a draft. */
export function withoutDrafts<T>(run: () => T): T {
  return withRequestContext({ drafts: false }, run);
}
