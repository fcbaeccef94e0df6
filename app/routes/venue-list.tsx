import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { useLoadMore } from "#app/components/ui/load-more-list.ts";
import { EmptyState, PageHeader } from "#app/components/ui/party-grid.tsx";
import { VenueGrid } from "#app/components/ui/venue-card.tsx";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { LIMITS } from "#app/content/queries/limits.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { getAllVenues, getVenues } from "#app/content/types/venues.server.ts";
import { findDirectoryRecord } from "#app/directory/records.ts";
import { directoryText } from "#app/directory/words.server.ts";
import { clubSlugsOf, getCalendarPartyList, soonestBy } from "#app/discovery/discovery.server.ts";
import { CMS_TYPES, type VenueKind } from "#app/domain/cms-types.ts";
import { areaVenueKind } from "#app/domain/content-types.ts";
import { startFromSearch } from "#app/domain/page-numbers.ts";
import { partyLabel } from "#app/domain/time/day-labels.server.ts";
import { compareByStart } from "#app/domain/time/index.ts";
import { criticalContent, notFound, pageFreshUntil } from "#app/http/loader-answers.server.ts";
import { keptUnlessIgnored, pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { Link } from "#app/i18n/links.tsx";
import { patternPath } from "#app/route-data.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import type { Route } from "./+types/venue-list";

/** The query parameters this page reads; every other one is ignored (and not cached apart). */
const query = declareQuery("start", "sort");

/** `?sort=soonest`: the clubs with a coming party first, the soonest on top (issue 42). */
const SOONEST = "soonest";
export const handle = query.handle;

interface VenueListPage {
  /** Unset only if the registry lost the area's venue type: the list then answers 404. */
  kind: VenueKind | undefined;
  title: MessageDescriptor;
  intro: MessageDescriptor;
}

/** The venue lists of product.md#routes, keyed by their path. */
const LISTS: Record<string, VenueListPage> = {
  [PATHS.clubs]: {
    kind: CMS_TYPES.venues,
    title: msg`${PRODUCT_NAME} clubs`,
    intro: msg`Night clubs, jungle venues and restaurants that turn into dance floors. Coastal-zone music stops at 01:00.`,
  },
  [PATHS.beachClubs]: {
    kind: CMS_TYPES.beachClubs,
    title: msg`${PRODUCT_NAME} day and beach clubs`,
    intro: msg`Beds, DJs and the sea. Since 2025 several clubs no longer charge for simple beach access.`,
  },
  [PATHS.cancunClubs]: {
    kind: areaVenueKind("cancun"),
    title: msg`Cancun clubs`,
    intro: msg`Show clubs, rooftops and lagoon bars of Cancun's hotel zone.`,
  },
  [PATHS.playaClubs]: {
    kind: areaVenueKind("playa-del-carmen"),
    title: msg`Playa del Carmen clubs`,
    intro: msg`Clubs and terraces near the main avenue, close enough to walk between.`,
  },
};

/** Each of this module's routes is a fixed path: its pattern is its path. */
const listOf = (path: string): VenueListPage | undefined => LISTS[path];

export const headers = pageHeaders;

export async function loader({ pattern, request }: Route.LoaderArgs) {
  const path = patternPath(pattern);
  const list = listOf(path);
  if (!list?.kind) notFound();
  const { kind } = list;
  const read = query.read(request);
  const raw = read.start;
  const bySoonest = read.sort === SOONEST;
  const start = bySoonest ? 0 : startFromSearch(raw);
  const now = new Date();
  // The coming parties (the calendar's list, warm from the start) give each club's next date.
  const coming = optionalContent(getCalendarPartyList(now), [], "coming parties");
  // Sorted by date, the list is the whole kind at once (a few dozen): no "load more".
  const { items, total } = await criticalContent(() =>
    bySoonest
      ? getAllVenues(kind).then((all) => ({ items: all, total: all.length }))
      : getVenues(kind, start),
  );
  const soonest = soonestBy(await coming, clubSlugsOf);
  const locale = localeOf(request);
  const ignored =
    (read.sort !== null && !bySoonest) ||
    (raw !== null && (bySoonest || String(start) !== raw || (start > 0 && items.length === 0)));
  const i18n = i18nOf(request);
  // Clubs with a coming party first, by its start; the others keep their A to Z order.
  const bySoonestParty = (a: { slug: string }, b: { slug: string }) => {
    const [first, second] = [soonest.get(a.slug), soonest.get(b.slug)];
    if (first && second) return compareByStart(first, second);
    return first ? -1 : second ? 1 : 0;
  };
  const ordered = bySoonest ? [...items].sort(bySoonestParty) : items;
  const venues = ordered.map((venue) => {
    const party = soonest.get(venue.slug);
    return {
      ...venue,
      caption: directoryText(i18n, findDirectoryRecord(venue.slug)?.caption ?? ""),
      ...(party ? { next: t(i18n)`Next: ${partyLabel(party, now, locale)}` } : {}),
    };
  });
  const meta = pageMeta({ i18n, title: i18n._(list.title), description: i18n._(list.intro), path });
  return keptUnlessIgnored(
    { path, start, total, venues, bySoonest, meta, freshUntil: pageFreshUntil() },
    ignored,
  );
}

export const meta: Route.MetaFunction = routeMeta;

export default function VenueList({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { start, total } = loaderData;
  const list = listOf(loaderData.path);
  const venues = useLoadMore(loaderData.venues, start);
  const next = start + LIMITS.venuePage;
  if (!list) return null;
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={i18n._(list.title)} intro={i18n._(list.intro)} />
      <nav aria-label={t`Order`} className="chip-row mb-6">
        <Link
          to="?"
          preventScrollReset
          className="chip"
          aria-current={loaderData.bySoonest ? undefined : "true"}
        >
          {t`A to Z`}
        </Link>
        <Link
          to={`?sort=${SOONEST}`}
          preventScrollReset
          className="chip"
          aria-current={loaderData.bySoonest ? "true" : undefined}
          data-testid="sort-soonest"
        >
          {t`On soonest`}
        </Link>
      </nav>
      {venues.length === 0 && <EmptyState>{t`No venues are listed here yet.`}</EmptyState>}
      <VenueGrid venues={venues} testId="venue-list" />
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {start > 0 && venues.length <= LIMITS.venuePage && (
          <Link to="?" className="btn btn-outline">
            {t`Show from the start`}
          </Link>
        )}
        {!loaderData.bySoonest && next < total && (
          <Link
            to={`?start=${next}`}
            preventScrollReset
            className="btn btn-primary"
            data-testid="load-more"
          >
            {t`Load more`}
          </Link>
        )}
      </div>
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
