import { requestContext, withRequestContext } from "#app/http/request-context.server.ts";
import type { Locale } from "#app/i18n/locales.ts";

/**
 * The language of the page being rendered, for the content queries: set once per request by
 * the root route's middleware (from the URL), so no loader has to pass it down.
 */
export function inContentLocale<T>(locale: Locale, run: () => T): T {
  return withRequestContext({ locale }, run);
}

export function contentLocale(): Locale {
  return requestContext().locale ?? "en";
}
