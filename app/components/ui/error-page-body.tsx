import { msg, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { isRouteErrorResponse } from "react-router";
import { explainError } from "#app/components/error-explained.ts";
import { usePublicEnv, useSiteUrl } from "#app/components/public-env.tsx";
import { PATHS } from "#app/config/site.ts";
import { MAX_SEARCH_LENGTH } from "#app/domain/regex.ts";
import { Link, useLocalizedPath } from "#app/i18n/links.tsx";

const USEFUL_LINKS = [
  { name: msg`Tonight and upcoming parties`, path: PATHS.home },
  { name: msg`Party calendar`, path: PATHS.calendar },
  { name: msg`Clubs`, path: PATHS.clubs },
  { name: msg`DJ schedule`, path: PATHS.djSchedule },
];

interface Suggestion {
  title: string;
  url: string;
}

/** The pages a 404 offers (its loader's closest matches), read defensively from its data. */
function suggestionsOf(error: unknown): Suggestion[] {
  if (!isRouteErrorResponse(error) || error.status !== 404) return [];
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null || !("suggestions" in data)) return [];
  const { suggestions } = data;
  if (!Array.isArray(suggestions)) return [];
  return suggestions.flatMap((item: unknown) =>
    typeof item === "object" &&
    item !== null &&
    "title" in item &&
    "url" in item &&
    typeof item.title === "string" &&
    typeof item.url === "string" &&
    item.url.startsWith("/")
      ? [{ title: item.title, url: item.url }]
      : [],
  );
}

/** The concierge's chat, a plain link: the shell's own button would grow every page's script. */
function StillAnswers({ words }: { words: string }) {
  const { concierge } = usePublicEnv();
  return (
    <p className="mt-6 font-semibold" data-concierge-still-answers>
      <a
        href={concierge.talk}
        target="_blank"
        rel="noopener noreferrer"
        data-concierge="talk"
        className="text-amber-300 underline"
      >
        {words}
      </a>
    </p>
  );
}

/**
 * One error page for every template: a clear message, the status, useful links, no stack trace.
 * A 404 also offers the pages the visitor probably meant and a search field.
 */
export default function ErrorPage({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const localize = useLocalizedPath();
  const { status, title, message } = explainError(error, i18n);
  const suggestions = suggestionsOf(error);
  // Without the root's data (its own loader failed) there is no concierge's number to link.
  const inShell = useSiteUrl() !== null;
  return (
    <section className="mx-auto max-w-2xl py-16 text-center" data-status={status}>
      <p className="text-sm font-bold tracking-widest text-amber-300">{status}</p>
      <h1 className="mt-2 text-3xl font-black sm:text-4xl">{title}</h1>
      <p className="mt-4 text-zinc-300">{message}</p>
      {status >= 500 && inShell && (
        // The concierge is a person on WhatsApp: the guide failing does not stop them (issue 66).
        <StillAnswers words={t(i18n)`The concierge still answers on WhatsApp.`} />
      )}
      {suggestions.length > 0 && (
        <div className="mt-8 text-left" data-did-you-mean>
          <h2 className="text-lg font-bold">{t(i18n)`Maybe you were looking for`}</h2>
          <ul className="mt-2 space-y-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion.url}>
                <Link to={suggestion.url} className="font-semibold text-amber-300 underline">
                  {suggestion.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {status === 404 && (
        <form method="get" action={localize(PATHS.search)} className="mt-8 flex gap-2">
          <label htmlFor="not-found-search" className="sr-only">
            {t(i18n)`Search parties, clubs and DJs`}
          </label>
          <input
            id="not-found-search"
            name="q"
            type="search"
            maxLength={MAX_SEARCH_LENGTH}
            // Short enough to show whole in a 320 px screen's field; the label says the rest.
            placeholder={t(i18n)`Parties, clubs, DJs`}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-white/20 bg-zinc-900 px-3"
          />
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-amber-300 px-4 font-bold text-black"
          >
            {t(i18n)`Search`}
          </button>
        </form>
      )}
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {USEFUL_LINKS.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className="inline-flex min-h-11 items-center rounded-full border border-white/30 px-4 font-semibold hover:bg-white/10"
            >
              {i18n._(link.name)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
