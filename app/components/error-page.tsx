import type { I18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { PATHS } from "#app/config/site.ts";
import { MAX_SEARCH_LENGTH } from "#app/domain/regex.ts";
import { i18nForPath } from "#app/i18n/i18n.ts";
import { Link, useLocalizedPath } from "#app/i18n/links.tsx";

const USEFUL_LINKS = [
  { name: msg`Tonight and upcoming parties`, path: PATHS.home },
  { name: msg`Party calendar`, path: PATHS.calendar },
  { name: msg`Clubs`, path: PATHS.clubs },
  { name: msg`DJ schedule`, path: PATHS.djSchedule },
];

interface Explained {
  status: number;
  title: string;
  message: string;
}

/** What went wrong, in the page's language: the same status codes in every language. */
export function explainError(error: unknown, i18n: I18n): Explained {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return {
        status: 404,
        title: t(i18n)`Page not found`,
        message: t(i18n)`We could not find that page. It may have moved, or the party may be over.`,
      };
    }
    if (error.status === 410) {
      return {
        status: 410,
        title: t(i18n)`This is gone`,
        message: t(i18n)`This brand or venue no longer operates. Here is what is on instead.`,
      };
    }
    if (error.status === 503) {
      return {
        status: 503,
        title: t(i18n)`We are having trouble loading this page`,
        message: t(
          i18n,
        )`Our content service is not answering right now. Please try again in a minute.`,
      };
    }
    if (error.status === 400) {
      return {
        status: 400,
        title: t(i18n)`Bad request`,
        message: t(i18n)`That address is not one we can answer.`,
      };
    }
  }
  return {
    status: 500,
    title: t(i18n)`Something went wrong`,
    message: t(i18n)`An unexpected error stopped this page. Please try again in a moment.`,
  };
}

/** A failed page's meta tags: its explanation as the title, kept out of search engines. */
export function errorMeta(error: unknown, location: { pathname: string }) {
  const { title } = explainError(error, i18nForPath(location.pathname));
  return [{ title }, { name: "robots", content: "noindex" }];
}

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

/**
 * One error page for every template: a clear message, the status, useful links, no stack trace.
 * A 404 also offers the pages the visitor probably meant and a search field.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const localize = useLocalizedPath();
  const { status, title, message } = explainError(error, i18n);
  const suggestions = suggestionsOf(error);
  return (
    <section className="mx-auto max-w-2xl py-16 text-center" data-status={status}>
      <p className="text-sm font-bold tracking-widest text-amber-300">{status}</p>
      <h1 className="mt-2 text-3xl font-black sm:text-4xl">{title}</h1>
      <p className="mt-4 text-zinc-300">{message}</p>
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
            placeholder={t(i18n)`Search parties, clubs and DJs`}
            className="min-h-11 flex-1 rounded-lg border border-white/20 bg-zinc-900 px-3"
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

/**
 * Every route's error boundary (each route module re-exports it): the page that explains. It
 * reads the error itself: React Router hands `error` as a prop only to a boundary a route
 * module declares, not to one it re-exports.
 */
export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
