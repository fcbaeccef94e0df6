import { msg, plural, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { ServerMarkup } from "#app/components/server-markup.tsx";
import { ArtistGrid } from "#app/components/ui/artist-grid.tsx";
import { followMenuMarkup } from "#app/components/ui/follow-menu.server.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import {
  EmptyState,
  MoreLink,
  PageHeader,
  PartyList,
  Section,
} from "#app/components/ui/party-grid.tsx";
import { env } from "#app/config/env.server.ts";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { comingMatches, getCalendarDiscovery } from "#app/discovery/discovery.server.ts";
import { DESTINATION_FILTERS, filtersSearch } from "#app/domain/list-filters.ts";
import { pageFromSearch, pageOf, pageValueUsed, totalPages } from "#app/domain/page-numbers.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import {
  criticalContent,
  firstPageUnlessUsed,
  notFound,
  pageFreshUntil,
} from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { Link } from "#app/i18n/links.tsx";
import { localizedPath } from "#app/i18n/locales.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { itemList } from "#app/seo/item-list.ts";
import { structuredData } from "#app/seo/json-ld.server.ts";
import { StructuredData } from "#app/seo/json-ld.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { followLinks } from "#app/view-models/follow-links.server.ts";
import { itemOf } from "#app/view-models/party-cards.server.ts";
import { listingContext } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/genre";

export const headers = pageHeaders;

/** The query parameter that carries the page of the genre's DJs. */
const DJS_PARAM = "djs";
const query = declareQuery(DJS_PARAM);
export const handle = query.handle;

/** /genres/{slug}: the coming parties of a genre and the DJs who play it. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const i18n = i18nOf(request);
  const locale = localeOf(request);
  if (!isPlausibleSlug(params.slug)) notFound();
  const now = new Date();
  const discovery = await criticalContent(() => getCalendarDiscovery(now));
  const name = discovery.choices.genres.get(params.slug);
  if (!name) notFound();
  // The page's area only, as its title says and its calendar link keeps (issue 66).
  const parties = comingMatches(discovery, { ...DESTINATION_FILTERS, genre: params.slug }, now);
  const context = listingContext(request, now);
  // A genre of years holds hundreds of DJs: a grid's worth a page, every one a page away
  // (`?djs=2`), so "N more DJs" leads to those DJs (issue 54).
  const artists = discovery.artistsByGenre.get(params.slug) ?? [];
  const rawDjs = query.read(request)[DJS_PARAM];
  const djsPage = pageFromSearch(rawDjs, totalPages(artists.length, ROWS_SHOWN.genreDjs));
  const shownArtists = pageOf(artists, djsPage, ROWS_SHOWN.genreDjs).items;
  firstPageUnlessUsed(request, DJS_PARAM, pageValueUsed(rawDjs, djsPage, shownArtists.length > 0));
  const siteUrl = env().SITE_URL;
  const url = (path: string) => `${siteUrl}${localizedPath(locale, path)}`;
  const path = PATHS.genre(params.slug);
  return {
    meta: pageMeta({
      i18n,
      title: t(i18n)`${name} parties in ${PRODUCT_NAME}`,
      description: t(
        i18n,
      )`The coming ${name} parties in ${PRODUCT_NAME}, and the DJs who play ${name}.`,
      path,
      feed: { title: t(i18n)`${name} parties`, path: `/feeds/genres/${params.slug}/atom.xml` },
    }),
    slug: params.slug,
    name,
    // The next parties, as many as a calendar page; the calendar filtered by the genre has all.
    // Each row names the page's genre, not the party's first one (it may be another).
    parties: parties
      .slice(0, ROWS_SHOWN.genreParties)
      .map((party) => ({ ...itemOf(party, context), genre: name })),
    moreParties:
      parties.length > ROWS_SHOWN.genreParties
        ? i18n._(
            msg({
              message: plural(parties.length - ROWS_SHOWN.genreParties, {
                one: "# more in the calendar",
                other: "# more in the calendar",
              }),
            }),
          )
        : null,
    artists: shownArtists,
    totalArtists: artists.length,
    djsPage,
    // Sent, not imported by the page: its script stays within its budget.
    djsPageSize: ROWS_SHOWN.genreDjs,
    structuredData: structuredData(
      siteUrl,
      itemList(
        t(i18n)`${name} parties in ${PRODUCT_NAME}`,
        url(path),
        parties
          .slice(0, ROWS_SHOWN.genreParties)
          .map(({ party }) => ({ name: party.title, url: url(partyPath(party)) })),
      ),
      breadcrumbList(siteUrl, locale, [
        { name: t(i18n)`Calendar`, path: PATHS.calendar },
        { name, path },
      ]),
    ),
    follow: followMenuMarkup(
      followLinks(
        {
          path: `/feeds/genres/${params.slug}/calendar.ics`,
          label: t(i18n)`Follow ${name} parties in your calendar`,
          name: name,
          atom: `/feeds/genres/${params.slug}/atom.xml`,
        },
        context,
      ),
    ),
    freshUntil: pageFreshUntil(),
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function Genre({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { name, parties, artists, slug, moreParties, totalArtists, djsPage } = loaderData;
  const moreArtists = djsPage === 1 ? totalArtists - artists.length : 0;
  return (
    <div className="mx-auto max-w-7xl">
      <StructuredData texts={loaderData.structuredData} />
      <PageHeader
        title={t`${name} parties in ${PRODUCT_NAME}`}
        intro={t`The coming nights where ${name} plays, and the DJs behind it.`}
      >
        <Link
          to={`${PATHS.calendar}${filtersSearch({ genre: slug }, DESTINATION_FILTERS)}`}
          className="link-accent mt-4 inline-flex min-h-11 items-center"
        >
          {t`Filter the calendar by ${name}`}
        </Link>
        <div className="mt-2">
          <ServerMarkup markup={loaderData.follow} />
        </div>
      </PageHeader>
      <Section id="genre-parties" title={t`Coming parties`}>
        {parties.length > 0 ? (
          <PartyList parties={parties} />
        ) : (
          <EmptyState>{t`No ${name} party is announced yet.`}</EmptyState>
        )}
        {moreParties && (
          <MoreLink to={`${PATHS.calendar}${filtersSearch({ genre: slug }, DESTINATION_FILTERS)}`}>
            {moreParties}
          </MoreLink>
        )}
      </Section>
      {artists.length > 0 && (
        <Section
          id="genre-djs"
          title={djsPage > 1 ? t`DJs who play ${name}, page ${djsPage}` : t`DJs who play ${name}`}
        >
          <ArtistGrid artists={artists} Heading="h3" />
          {moreArtists > 0 && (
            <MoreLink to={`?${DJS_PARAM}=2#genre-djs`}>
              {t({
                message: plural(moreArtists, { one: "# more DJ", other: "# more DJs" }),
              })}
            </MoreLink>
          )}
          <Pagination
            page={djsPage}
            total={totalArtists}
            limit={loaderData.djsPageSize}
            param={DJS_PARAM}
          />
        </Section>
      )}
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
