/**
 * The guide's languages and how they show in URLs: English at the root, Spanish under /es/
 * with the same slugs (docs/decisions/0033). Pure functions: the server, the browser and
 * the sitemaps share them.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

const SPANISH_PREFIX = "/es";
/** The Spanish home page's one spelling (its slash kept, as "/" keeps the English one's). */
export const SPANISH_HOME = `${SPANISH_PREFIX}/`;

/** `<html lang>` and hreflang values. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en", es: "es-MX" };
/** og:locale values. */
export const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_MX" };
/** Each language's name in itself, for the language switch. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", es: "Español" };

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "es";
}

export function localeOfPath(pathname: string): Locale {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";
}

/** The path without its language prefix: "/es/event/x" -> "/event/x", "/es/" -> "/". */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || "/";
}

/**
 * A site path in a language: "/event/x" -> "/es/event/x", "/" -> "/es/". Anything that is not a
 * root-relative path (a full URL, "#id", "?query") or already carries the prefix is left alone.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === "en" || !path.startsWith("/") || path.startsWith("//")) return path;
  if (localeOfPath(path) === "es") return path;
  return `${SPANISH_PREFIX}${path}`;
}

/** The same page in another language, query kept: "/es/event/x?a=1" <-> "/event/x?a=1". */
export function samePageIn(locale: Locale, pathname: string, search = ""): string {
  return `${localizedPath(locale, pathWithoutLocale(pathname))}${search}`;
}

/**
 * The `lang` of a block of CMS content on a page: set only when the content is in another
 * language than the page (Cosmic had no translation, so the default language shows).
 */
export function contentLangAttribute(item: { contentLang?: Locale }): string | undefined {
  return item.contentLang === "en" ? LANGUAGE_TAG.en : undefined;
}
