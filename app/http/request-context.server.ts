import { AsyncLocalStorage } from "node:async_hooks";
import type { CallLane } from "#app/content/cosmic/call-ceiling.ts";
import type { RenderRecord } from "#app/content/cosmic/content-fallback.server.ts";
import type { ContentServices } from "#app/content/cosmic/content-services.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { RequestTiming } from "./server-timing.server.ts";

/**
 * What one request carries through the app, in one place (issue 38): its id, its page's language, its
 * share of the CMS call ceiling, whether it reads drafts, its script nonce, its timing, what
 * its render used and the server's content services. Each field is set by the module that owns it (content-locale, call-ceiling,
 * drafts, nonce, server-timing, content-fallback), around the work it applies to; work started
 * inside a request (a stale entry's refresh) carries the request's context, as before.
 */
export interface RequestContext {
  /** The id of the request being answered (server/logging.ts), on its CMS calls' log lines. */
  requestId?: string;
  locale?: Locale;
  lane?: CallLane;
  drafts?: boolean;
  nonce?: string;
  timing?: RequestTiming;
  render?: RenderRecord;
  /** Where content comes from and what it reports to (the server's, app/content/content-services). */
  content?: ContentServices;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `run` with the current context plus `fields` (an inner field wins, as before). */
export function withRequestContext<T>(fields: RequestContext, run: () => T): T {
  return storage.run({ ...storage.getStore(), ...fields }, run);
}

/** The current request's context; empty outside a request (start-up, a publish's refresh). */
export function requestContext(): RequestContext {
  return storage.getStore() ?? {};
}
