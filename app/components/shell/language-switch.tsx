import { useLocation } from "react-router";
import { LANGUAGE_NAME, LANGUAGE_TAG, localeOfPath, samePageIn } from "#app/i18n/locales.ts";

/**
 * The same page, query kept, in the other language. A plain link, not a client navigation:
 * the other language's messages come with the new document, and it works without JavaScript.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other = localeOfPath(pathname) === "es" ? "en" : "es";
  return (
    <a
      href={samePageIn(other, pathname, search)}
      hrefLang={LANGUAGE_TAG[other]}
      lang={LANGUAGE_TAG[other]}
      data-testid="language-switch"
      className={`quick-link ${className}`}
    >
      {/* "ES" in a crowded bar, the language's name where there is room; always its name to a screen reader. */}
      <span aria-hidden="true" className="2xl:hidden">
        {other.toUpperCase()}
      </span>
      <span className="sr-only 2xl:not-sr-only">{LANGUAGE_NAME[other]}</span>
    </a>
  );
}
