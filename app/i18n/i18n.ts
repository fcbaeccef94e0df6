import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { LANGUAGE_TAG, type Locale, localeOfPath } from "./locales.ts";

/**
 * One Lingui instance per language, each fixed to its language: the server renders both
 * languages at once, so nothing ever switches a shared instance. The server registers both
 * catalogs (catalogs.server.ts); the browser registers only its page's (entry.client.tsx).
 */
const instances = new Map<Locale, I18n>();
/** Messages of route modules that loaded before their language's catalog was registered. */
const early: Partial<Record<Locale, Messages>> = {};

export function registerCatalog(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n({
    locale,
    // Numbers in messages (a plural's #) written the way the language's country writes them.
    locales: LANGUAGE_TAG[locale],
    messages: { [locale]: { ...early[locale], ...messages } },
  });
  instances.set(locale, i18n);
  return i18n;
}

/**
 * A chunk's own messages, in every language, merged into the language's catalog: the browser
 * build starts each chunk that looks up messages outside the common catalog with this call
 * (scripts/vite-split-messages.ts), through a global because the call is written into built
 * code, after the imports are resolved.
 */
export function addMessages(messages: Partial<Record<Locale, Messages>>): void {
  for (const [locale, added] of Object.entries(messages)) {
    if (locale !== "en" && locale !== "es") continue;
    early[locale] = { ...early[locale], ...added };
    instances.get(locale)?.load(locale, added);
  }
}
declare global {
  var __addMessages: typeof addMessages;
}
globalThis.__addMessages = addMessages;

export function i18nFor(locale: Locale): I18n {
  const i18n = instances.get(locale);
  if (!i18n) throw new Error(`no message catalog loaded for "${locale}"`);
  return i18n;
}

/** The instance of the language a path is in ("/es/..." -> Spanish). */
export const i18nForPath = (pathname: string): I18n => i18nFor(localeOfPath(pathname));
