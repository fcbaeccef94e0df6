import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "#app/i18n/locales.ts";

/**
 * The language of the page being rendered, for the content queries: set once per request by
 * the root route's middleware (from the URL), so no loader has to pass it down.
 */
const storage = new AsyncLocalStorage<Locale>();

export function inContentLocale<T>(locale: Locale, run: () => T): T {
  return storage.run(locale, run);
}

export function contentLocale(): Locale {
  return storage.getStore() ?? "en";
}
