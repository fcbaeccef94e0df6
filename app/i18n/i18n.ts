import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { type Locale, localeOfPath } from "./locales.ts";

/**
 * One Lingui instance per language, each fixed to its language: the server renders both
 * languages at once, so nothing ever switches a shared instance. The server registers both
 * catalogs (catalogs.server.ts); the browser registers only its page's (entry.client.tsx).
 */
const instances = new Map<Locale, I18n>();

export function registerCatalog(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  instances.set(locale, i18n);
  return i18n;
}

export function i18nFor(locale: Locale): I18n {
  const i18n = instances.get(locale);
  if (!i18n) throw new Error(`no message catalog loaded for "${locale}"`);
  return i18n;
}

/** The instance of the language a path is in ("/es/..." -> Spanish). */
export const i18nForPath = (pathname: string): I18n => i18nFor(localeOfPath(pathname));
