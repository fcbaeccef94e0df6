import type { Locale } from "#app/i18n/locales.ts";
import { createRequestContextKey } from "#app/request/request-context.server.ts";

/**
 * The language of the page being rendered, for the content queries: set once per request by
 * the root route's middleware (from the URL), so no loader has to pass it down.
 */
const contentLocaleKey = createRequestContextKey<Locale>("content locale");

export function inContentLocale<T>(locale: Locale, run: () => T): T {
  return contentLocaleKey.with(locale, run);
}

export function contentLocale(): Locale {
  return contentLocaleKey.read() ?? "en";
}
