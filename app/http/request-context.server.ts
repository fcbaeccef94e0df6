import { AsyncLocalStorage } from "node:async_hooks";
import type { CallLane } from "#app/content/call-ceiling.ts";
import type { RenderRecord } from "#app/content/content-fallback.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { RequestTiming } from "./server-timing.server.ts";

/**
 * What one request carries through the app, in one place (issue 38): its page's language, its
 * share of the CMS call ceiling, whether it reads drafts, its script nonce, its timing and what
 * its render used. Each field is set by the module that owns it (content-locale, call-ceiling,
 * drafts, nonce, server-timing, content-fallback), around the work it applies to; work started
 * inside a request (a stale entry's refresh) carries the request's context, as before.
 */
export interface RequestContext {
  locale?: Locale;
  lane?: CallLane;
  drafts?: boolean;
  nonce?: string;
  timing?: RequestTiming;
  render?: RenderRecord;
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
