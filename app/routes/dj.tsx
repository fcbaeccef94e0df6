import { plural, t } from "@lingui/core/macro";
import { DjDates } from "#app/components/dj/dj-dates.tsx";
import { DjHeader } from "#app/components/dj/dj-header.tsx";
import { DjListen } from "#app/components/dj/dj-listen.tsx";
import { routeMeta } from "#app/components/route-meta.ts";
import { EnglishOnlyNote } from "#app/components/ui/english-only-note.tsx";
import { DATES_PARAM } from "#app/components/ui/paged-parties.tsx";
import { env } from "#app/config/env.server.ts";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { toPlainText } from "#app/content/queries/sanitize.server.ts";
import { knownObjectOf } from "#app/content/queries/slug-index.server.ts";
import { getArtistBySlug, getArtistHighlight } from "#app/content/types/artists.server.ts";
import { getScheduleSets } from "#app/content/types/dj-schedule.server.ts";
import { getArtistParties } from "#app/content/types/parties.server.ts";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import { pageFromSearch, pageValueUsed } from "#app/domain/page-numbers.ts";
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
import { DEFAULT_LOCALE, localizedPath } from "#app/i18n/locales.ts";
import { djCard, previewImage } from "#app/link-previews/cards.server.ts";
import { didYouMean } from "#app/search/search.server.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { djPerson } from "#app/seo/dj-person.ts";
import { structuredData } from "#app/seo/json-ld.server.ts";
import { StructuredData } from "#app/seo/json-ld.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { nextPartyBooking } from "#app/view-models/booking.server.ts";
import { djDates } from "#app/view-models/dj-dates.server.ts";
import { followLinks } from "#app/view-models/follow-links.server.ts";
import { listingContext } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/dj";

/** The query parameters this page reads: the page of the DJ's dates (every date reachable). */
const query = declareQuery(DATES_PARAM);
export const handle = query.handle;

export const headers = pageHeaders;

export async function loader({ params, request }: Route.LoaderArgs) {
  const rawPage = query.read(request)[DATES_PARAM];
  const i18n = i18nOf(request);
  if (!isPlausibleSlug(params.slug)) notFound();
  const now = new Date();
  // The DJ's dates and highlight are asked for with the DJ when the slug list already names the
  // DJ's id (one round trip); otherwise once the DJ is found.
  const known =
    localeOf(request) === DEFAULT_LOCALE
      ? knownObjectOf(CMS_TYPES.artists, params.slug)
      : undefined;
  const early = known
    ? {
        id: known.id,
        parties: optionalContent(getArtistParties(known.id, now), null, "artist parties"),
        highlight: optionalContent(getArtistHighlight(params.slug), null, "artist highlight"),
      }
    : undefined;
  const artist = await criticalContent(async () => {
    try {
      return await getArtistBySlug(params.slug);
    } catch (error) {
      console.error(`Artist Error: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  });
  if (!artist) notFound(await didYouMean(params.slug, "dj", new Date()));
  const context = listingContext(request, now);
  // The schedule's sets (warm: the calendar reads them) give the DJ's own time at each party.
  const sets = optionalContent(getScheduleSets(now), [], "DJ schedule");
  const [parties, highlight] = await Promise.all(
    early?.id === artist.id
      ? [early.parties, early.highlight]
      : [
          optionalContent(getArtistParties(artist.id, now), null, "artist parties"),
          optionalContent(getArtistHighlight(artist.slug), null, "artist highlight"),
        ],
  );
  const name = artist.title;
  const listeners = artist.spotifyListeners;
  const artistName = name;
  const locale = localeOf(request);
  const siteUrl = env().SITE_URL;
  const path = PATHS.dj(artist.slug);
  const dates = djDates(parties, await sets, path, context, pageFromSearch(rawPage));
  // A page number past the end is sent to the first page, rendering nothing (issue 54).
  firstPageUnlessUsed(
    request,
    "dates",
    pageValueUsed(rawPage, dates.datesPage, (dates.upcoming?.length ?? 0) > 0),
  );
  const description =
    artist.short || toPlainText(artist.content, 160) || t(i18n)`${name}, DJ in ${PRODUCT_NAME}.`;
  return {
    meta: pageMeta({
      i18n,
      title: t(i18n)`${name}: DJ sets in ${PRODUCT_NAME}`,
      description,
      path: dates.datesPage > 1 ? `${path}?dates=${dates.datesPage}` : path,
      preview: previewImage(djCard(artist, i18n), artist.slug, locale),
      feed: { title: t(i18n)`${name} sets`, path: `/feeds/djs/${artist.slug}/atom.xml` },
    }),
    structuredData: structuredData(
      siteUrl,
      djPerson(artist, `${siteUrl}${localizedPath(locale, path)}`),
      breadcrumbList(siteUrl, locale, [
        { name: "DJs", path: PATHS.djs },
        { name, path },
      ]),
    ),
    artist,
    highlight,
    ...dates,
    description,
    // A table at the DJ's next date, named with its day and link (issue 53).
    booking: nextPartyBooking(parties, t(i18n)`${name}'s next set`, context, siteUrl),
    follow: followLinks(
      `/feeds/djs/${artist.slug}/calendar.ics`,
      t(i18n)`Follow ${artistName}'s dates in your calendar`,
      context,
      `/feeds/djs/${artist.slug}/atom.xml`,
    ),
    playerTitles: {
      spotify: t(i18n)`${artistName} on Spotify`,
      soundcloud: t(i18n)`${artistName} on SoundCloud`,
    },
    listeners:
      listeners === null
        ? null
        : t(i18n)({
            message: plural(listeners, {
              one: "# monthly listener on Spotify",
              other: "# monthly listeners on Spotify",
            }),
          }),
    freshUntil: pageFreshUntil(),
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function Dj({ loaderData }: Route.ComponentProps) {
  const { artist } = loaderData;
  return (
    <article className="mx-auto max-w-6xl">
      <StructuredData texts={loaderData.structuredData} />
      <EnglishOnlyNote item={artist} />
      <DjHeader artist={artist} listeners={loaderData.listeners} follow={loaderData.follow} />
      <DjDates
        upcoming={loaderData.upcoming}
        total={loaderData.totalDates}
        page={loaderData.datesPage}
      />
      <DjListen
        artist={artist}
        highlight={loaderData.highlight}
        playerTitles={loaderData.playerTitles}
      />
    </article>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
