import type { I18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { NoResults, ResultList, searchUrl } from "#app/components/search/search-results.tsx";
import { kindLabel } from "#app/components/ui/instant-results.tsx";
import { PageHeader, Section } from "#app/components/ui/party-grid.tsx";
import { SearchCombobox } from "#app/components/ui/search-box.tsx";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { boundedSearchText } from "#app/domain/regex.ts";
import { isSearchKind, type SearchKind } from "#app/domain/search-index.ts";
import { criticalContent, pageFreshUntil } from "#app/http/loader-answers.server.ts";
import { keptUnlessIgnored, pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { Link } from "#app/i18n/links.tsx";
import type { Locale } from "#app/i18n/locales.ts";
import { type SearchAnswer, search } from "#app/search/search.server.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import type { Route } from "./+types/search";

/** The query parameters this page reads; every other one is ignored (and not cached apart). */
const query = declareQuery("q", "kind");
export const handle = query.handle;

export const headers = pageHeaders;

/** Results of each kind on the page before "show all"; one kind shown alone lists up to ALL. */
const PER_KIND = 6;
const ALL = 100;

/**
 * What an empty search offers (issue 42): tonight's parties, and searches that answer the
 * questions visitors ask, in the page's language (the intents of app/domain/search-index.ts).
 */
const STARTERS: Record<Locale, { tonight: string; tries: readonly string[] }> = {
  en: {
    tonight: "tonight",
    tries: ["this weekend", "beach club", "techno", "afro house", "Zamna"],
  },
  es: {
    tonight: "esta noche",
    tries: ["fin de semana", "club de playa", "techno", "afro house", "Zamna"],
  },
};

export async function loader({ request }: Route.LoaderArgs) {
  const read = query.read(request);
  const q = boundedSearchText(read.q);
  const kind = isSearchKind(read.kind) ? read.kind : undefined;
  const results: SearchAnswer | null = q
    ? await criticalContent(() =>
        search(q, new Date(), kind ? { perKind: ALL, kind } : { perKind: PER_KIND }),
      )
    : null;
  // Nothing asked yet: tonight's parties (optional: without them the tries still show).
  const starter = STARTERS[localeOf(request)];
  const tonight = q
    ? null
    : ((
        await optionalContent(
          search(starter.tonight, new Date(), { perKind: PER_KIND, kind: "party" }),
          null,
          "tonight's parties",
        )
      )?.groups.find((group) => group.kind === "party")?.items ?? []);
  const i18n = i18nOf(request);
  const meta = pageMeta({
    i18n,
    title: q ? t(i18n)`Search: ${q}` : t(i18n)`Search`,
    description: t(i18n)`Search ${PRODUCT_NAME}'s parties, clubs, DJs and articles.`,
    path: PATHS.search,
    noindex: Boolean(q),
  });
  return keptUnlessIgnored(
    {
      q,
      kind: kind ?? null,
      results,
      tonight,
      tries: starter.tries,
      meta,
      freshUntil: pageFreshUntil(),
    },
    (read.kind !== null && !kind) || (read.q !== null && !q),
  );
}

export const meta: Route.MetaFunction = routeMeta;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { q, kind, results } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t`Search`} />
      {/* A new query remounts the box, so its text follows the URL. */}
      <SearchCombobox key={q} initial={q} />
      {kind && (
        <p className="mb-6">
          <Link to={searchUrl(q)} className="link-accent">
            {t`All results for “${q}”`}
          </Link>
        </p>
      )}
      {results && results.total === 0 && <NoResults q={q} suggestion={results.suggestion} />}
      {!q && (
        <>
          <p className="mb-8 flex flex-wrap items-center gap-2" data-search-tries>
            <span className="text-sm text-zinc-300">{t`Try`}</span>
            {loaderData.tries.map((word) => (
              <Link key={word} to={searchUrl(word)} className="chip">
                {word}
              </Link>
            ))}
          </p>
          {loaderData.tonight && loaderData.tonight.length > 0 && (
            <Section id="search-tonight" title={t`Tonight`}>
              <ResultList items={loaderData.tonight} />
            </Section>
          )}
        </>
      )}
      {results?.groups.map((group) => (
        <Section
          key={group.kind}
          id={`results-${group.kind}`}
          title={`${kindLabel(i18n, group.kind)} (${group.total})`}
          action={
            group.total > group.items.length && !kind ? (
              <Link
                to={searchUrl(q, group.kind)}
                className="font-bold text-amber-300 hover:underline"
              >
                {showAll(i18n, group.kind, group.total)}
              </Link>
            ) : undefined
          }
        >
          <ResultList items={group.items} />
        </Section>
      ))}
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";

/** "Show all 36 parties": the noun names the group, and Spanish agrees with it (las fiestas). */
function showAll(i18n: I18n, kind: SearchKind, total: number): string {
  switch (kind) {
    case "party":
      return t(i18n)({
        message: plural(total, { one: "Show # party", other: "Show all # parties" }),
      });
    case "club":
      return t(i18n)({ message: plural(total, { one: "Show # club", other: "Show all # clubs" }) });
    case "dj":
      return t(i18n)({ message: plural(total, { one: "Show # DJ", other: "Show all # DJs" }) });
    case "brand":
      return t(i18n)({
        message: plural(total, { one: "Show # brand", other: "Show all # brands" }),
      });
    case "article":
      return t(i18n)({
        message: plural(total, { one: "Show # article", other: "Show all # articles" }),
      });
    case "faq":
      return t(i18n)({
        message: plural(total, { one: "Show # answer", other: "Show all # answers" }),
      });
    case "page":
      return t(i18n)({ message: plural(total, { one: "Show # page", other: "Show all # pages" }) });
  }
}
