import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import { ArticleGrid } from "#app/components/ui/article-card.tsx";
import { ArtistChips } from "#app/components/ui/artist-chips.tsx";
import { EmptyState, PageHeader, PartyGrid, Section } from "#app/components/ui/party-grid.tsx";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { withContent } from "#app/content/errors.server.ts";
import { search } from "#app/content/search.server.ts";
import { boundedSearchText, MAX_SEARCH_LENGTH } from "#app/domain/regex.ts";
import { pageHeaders } from "#app/http/cache-control.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nForPath } from "#app/i18n/i18n.ts";
import { Link, useLocalizedPath } from "#app/i18n/links.tsx";
import { pageMeta, siteUrlFrom } from "#app/seo/meta.ts";
import type { Route } from "./+types/search";

/** The query parameters this page reads; every other one is ignored (and not cached apart). */
const query = declareQuery("q");
export const handle = query.handle;

export const headers = pageHeaders;

/** product.md#limits: the search box waits 7 ms of quiet before it searches. */
export const SEARCH_DEBOUNCE_MS = 7;

export async function loader({ request }: Route.LoaderArgs) {
  const q = boundedSearchText(query.read(request).q);
  const now = new Date();
  const results = q ? await withContent(() => search(q, now)) : null;
  return { q, now: now.toISOString(), results };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const i18n = i18nForPath(location.pathname);
  return pageMeta({
    i18n,
    title: loaderData?.q ? t(i18n)`Search: ${loaderData.q}` : t(i18n)`Search`,
    description: t(i18n)`Search ${PRODUCT_NAME}'s parties, clubs, DJs and articles.`,
    path: PATHS.search,
    siteUrl: siteUrlFrom(matches),
    noindex: Boolean(loaderData?.q),
  });
}

function SearchBox({ initial }: { initial: string }) {
  const { t } = useLingui();
  const searchPath = useLocalizedPath()(PATHS.search);
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <form
      method="get"
      action={searchPath}
      aria-label={t`Search the guide`}
      className="mb-8"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(`${searchPath}?q=${encodeURIComponent(value.trim())}`, { replace: true });
      }}
    >
      <label htmlFor="q" className="mb-2 block font-bold">
        {t`Parties, clubs, DJs or articles`}
      </label>
      <input
        id="q"
        name="q"
        type="search"
        value={value}
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => {
            navigate(`${searchPath}${next.trim() ? `?q=${encodeURIComponent(next.trim())}` : ""}`, {
              replace: true,
              preventScrollReset: true,
            });
          }, SEARCH_DEBOUNCE_MS);
        }}
        className="min-h-12 w-full rounded-xl border border-white/30 bg-zinc-900 px-4 text-lg"
      />
    </form>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { q, results } = loaderData;
  const total = results
    ? results.artists.length +
      results.parties.length +
      results.clubs.length +
      results.articles.length
    : 0;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t`Search`} />
      <SearchBox initial={q} />
      {results && total === 0 && (
        <EmptyState>{t`Nothing found for “${q}”. Try a club, a DJ or a kind of party.`}</EmptyState>
      )}
      {results && results.artists.length > 0 && (
        <Section id="artists" title="DJs">
          <ArtistChips artists={results.artists} />
        </Section>
      )}
      {results && results.clubs.length > 0 && (
        <Section id="clubs" title={t`Clubs and brands`}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {results.clubs.map((club) => (
              <li key={club.slug} className="rounded-2xl border border-white/10 p-4">
                <Link to={club.route} className="font-extrabold hover:underline">
                  {club.name}
                </Link>
                <p className="text-sm text-zinc-300">{club.caption}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {results && results.parties.length > 0 && (
        <Section id="parties" title={t`Parties`}>
          <PartyGrid parties={results.parties} now={new Date(loaderData.now)} />
        </Section>
      )}
      {results && results.articles.length > 0 && (
        <Section id="articles" title={t`Articles`}>
          <ArticleGrid articles={results.articles} />
        </Section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
