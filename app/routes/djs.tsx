import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { ArtistGrid } from "#app/components/ui/artist-grid.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { PageHeader } from "#app/components/ui/party-grid.tsx";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { LIMITS } from "#app/content/queries/limits.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { knownObjectOf } from "#app/content/queries/slug-index.server.ts";
import { getArtists } from "#app/content/types/artists.server.ts";
import { getCalendarPartyList, soonestBy } from "#app/discovery/discovery.server.ts";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import type { Party } from "#app/domain/content-types.ts";
import { pageFromSearch, pageValueUsed } from "#app/domain/page-numbers.ts";
import { partyLabel } from "#app/domain/time/day-labels.server.ts";
import { criticalContent, firstPageUnlessUsed } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import type { Route } from "./+types/djs";

/** The query parameters this page reads; every other one is ignored (and not cached apart). */
const query = declareQuery("page");
export const handle = query.handle;

export const headers = pageHeaders;

const artistIdsOf = (party: Party) => party.artistIds;

export async function loader({ request }: Route.LoaderArgs) {
  const raw = query.read(request).page;
  const page = pageFromSearch(raw);
  const now = new Date();
  // The coming parties (the calendar's list, warm from the start) give each DJ's next date.
  const coming = optionalContent(getCalendarPartyList(now), [], "coming parties");
  const { items, total } = await criticalContent(() => getArtists(page));
  const soonest = soonestBy(await coming, artistIdsOf);
  const locale = localeOf(request);
  const i18n = i18nOf(request);
  // A DJ's id comes from the slug list (no call); a DJ it does not know yet shows no date.
  const next = Object.fromEntries(
    items.flatMap((artist) => {
      const id = knownObjectOf(CMS_TYPES.artists, artist.slug)?.id;
      const party = id ? soonest.get(id) : undefined;
      return party ? [[artist.slug, t(i18n)`Next: ${partyLabel(party, now, locale)}`]] : [];
    }),
  );
  // A page number past the end is sent to the first page, rendering nothing (issue 54).
  firstPageUnlessUsed(request, "page", pageValueUsed(raw, page, items.length > 0));
  const meta = pageMeta({
    i18n,
    title:
      page > 1
        ? t(i18n)`DJs playing ${PRODUCT_NAME}, page ${page}`
        : t(i18n)`DJs playing ${PRODUCT_NAME}`,
    description: t(
      i18n,
    )`The DJs and live acts of ${PRODUCT_NAME}'s clubs, beach parties and festivals.`,
    path: page > 1 ? `${PATHS.djs}?page=${page}` : PATHS.djs,
  });
  return { page, total, artists: items, next, meta };
}

export const meta: Route.MetaFunction = routeMeta;

export default function Djs({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t`DJs playing ${PRODUCT_NAME}`}
        intro={t`Artists A to Z, with their next dates.`}
      />
      <ArtistGrid artists={loaderData.artists} next={loaderData.next} />
      <Pagination
        page={loaderData.page}
        total={loaderData.total}
        limit={LIMITS.defaultPagination}
        type="primary"
      />
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
