import { useLocation } from "react-router";
import { LANGUAGE_NAME, LANGUAGE_TAG, localeOfPath, samePageIn } from "#app/i18n/locales.ts";

/**
 * The same page, query kept, in the other language. A plain link, not a client navigation:
 * the other language's messages come with the new document, and it works without JavaScript.
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const other = localeOfPath(pathname) === "es" ? "en" : "es";
  return (
    <a
      href={samePageIn(other, pathname, search)}
      hrefLang={LANGUAGE_TAG[other]}
      lang={LANGUAGE_TAG[other]}
      data-testid="language-switch"
      className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-white/25 px-3 text-xs font-bold tracking-wider hover:bg-white/10"
    >
      {LANGUAGE_NAME[other]}
    </a>
  );
}
