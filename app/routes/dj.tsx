import { DjDates } from "#app/components/dj/dj-dates.tsx";
import { DjHeader } from "#app/components/dj/dj-header.tsx";
import { DjListen } from "#app/components/dj/dj-listen.tsx";
import { routeMeta } from "#app/components/route-meta.ts";
import { EnglishOnlyNote } from "#app/components/ui/english-only-note.tsx";
import { followMenuMarkup } from "#app/components/ui/follow-menu.server.tsx";
import { DATES_PARAM } from "#app/components/ui/paged-parties.tsx";
import { env } from "#app/config/env.server.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { knownObjectOf } from "#app/content/queries/slug-index.server.ts";
import { getArtistBySlug, getArtistHighlight } from "#app/content/types/artists.server.ts";
import { getScheduleSets } from "#app/content/types/dj-schedule.server.ts";
import { getArtistParties } from "#app/content/types/parties.server.ts";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import { pageFromSearch, pageValueUsed } from "#app/domain/page-numbers.ts";
import { criticalDetail, plausibleSlug } from "#app/http/detail-page.server.ts";
import { firstPageUnlessUsed, pageFreshUntil } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { DEFAULT_LOCALE } from "#app/i18n/locales.ts";
import { StructuredData } from "#app/seo/json-ld.tsx";
import { djPage } from "#app/view-models/dj-page.server.ts";
import { listingContext } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/dj";

/** The query parameters this page reads: the page of the DJ's dates (every date reachable). */
const query = declareQuery(DATES_PARAM);
export const handle = query.handle;

export const headers = pageHeaders;

/** The DJ, with the failure logged as product.md says ("Artist Error: ..."). */
async function readArtist(slug: string) {
  try {
    return await getArtistBySlug(slug);
  } catch (error) {
    console.error(`Artist Error: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const rawPage = query.read(request)[DATES_PARAM];
  const slug = plausibleSlug(params.slug);
  const now = new Date();
  const context = listingContext(request, now);
  // Optional first: the DJ's dates and highlight, asked for with the DJ when the slug list
  // already names the DJ's id (one round trip); otherwise once the DJ is found.
  const known =
    context.locale === DEFAULT_LOCALE ? knownObjectOf(CMS_TYPES.artists, slug) : undefined;
  const early = known
    ? {
        id: known.id,
        parties: optionalContent(getArtistParties(known.id, now), null, "artist parties"),
        highlight: optionalContent(getArtistHighlight(slug), null, "artist highlight"),
      }
    : undefined;
  // Then the critical read: the DJ.
  const artist = await criticalDetail(slug, "dj", () => readArtist(slug), now);
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
  const reads = { artist, parties, highlight, sets: await sets, page: pageFromSearch(rawPage) };
  const page = djPage(reads, context, env().SITE_URL);
  // A page number past the end is sent to the first page, rendering nothing (issue 54).
  firstPageUnlessUsed(
    request,
    "dates",
    pageValueUsed(rawPage, page.datesPage, (page.upcoming?.length ?? 0) > 0),
  );
  return { ...page, follow: followMenuMarkup(page.follow), freshUntil: pageFreshUntil() };
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
