import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { HomeAbout } from "#app/components/home/home-about.tsx";
import { HomeByClub } from "#app/components/home/home-by-club.tsx";
import { HomeHeader } from "#app/components/home/home-header.tsx";
import { HomeWeekend } from "#app/components/home/home-weekend.tsx";
import { routeMeta } from "#app/components/route-meta.ts";
import { afterOneMarkup } from "#app/components/tonight/after-one.server.tsx";
import { OnNow } from "#app/components/ui/on-now.tsx";
import { PartyList, Section } from "#app/components/ui/party-grid.tsx";
import { AREAS, DEFAULT_TIME_ZONE, PATHS, PRODUCT_NAME, SITE_NAME } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { getHomeContent } from "#app/content/types/home-content.server.ts";
import {
  getIslaMainPageParties,
  getMainPageParties,
  getPartiesAroundTonight,
  getTrendingFestivalParties,
  getUpcomingParties,
} from "#app/content/types/parties.server.ts";
import {
  type FoundParty,
  getCalendarPartyList,
  withGenres,
} from "#app/discovery/discovery.server.ts";
import type { Party } from "#app/domain/content-types.ts";
import { formatLongDate } from "#app/domain/dates.ts";
import { DESTINATION_FILTERS, filtersSearch } from "#app/domain/list-filters.ts";
import { memoizedOnInputs } from "#app/domain/memo.ts";
import { pageFromSearch, pageValueUsed } from "#app/domain/page-numbers.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import { sortByStart, tonightIn } from "#app/domain/time/index.ts";
import {
  criticalContent,
  firstPageUnlessUsed,
  pageFreshUntil,
} from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { Link } from "#app/i18n/links.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { afterMidnight } from "#app/view-models/after-midnight.server.ts";
import { afterOneLine } from "#app/view-models/after-one.server.ts";
import { homeClubGroups } from "#app/view-models/home-club-groups.server.ts";
import { homeNights } from "#app/view-models/home-nights.ts";
import { nextNightTitle, otherAreasLines } from "#app/view-models/home-page.server.ts";
import { homeWeekendRows } from "#app/view-models/home-weekend.server.ts";
import { getTonight, itemOf } from "#app/view-models/party-cards.server.ts";
import { listingContext, partyItemOf } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/home";

/** The query parameters this page reads; every other one is ignored (and not cached apart). */
const query = declareQuery("page");
export const handle = query.handle;

export const headers = pageHeaders;

/** The coming parties as the filters read them, in start order, once per content answer. */
const inStartOrder = memoizedOnInputs((coming: readonly FoundParty[]) => sortByStart(coming));
/** The same parties by id: home's other rows (featured, by club) take their genres from them. */
const byId = memoizedOnInputs(
  (coming: readonly FoundParty[]) => new Map(coming.map((found) => [found.party.id, found])),
);

/**
 * Where home's chips and "and N more" lines lead (issue 42: a beach club this weekend in one
 * tap); Tulum's lists unless every area. Worked out on the server: the browser needs only them.
 */
const listLinks = () => ({
  weekend: `${PATHS.calendar}${filtersSearch({ when: "weekend", area: AREAS.tulum.slug }, DESTINATION_FILTERS)}`,
  beachClubsThisWeekend: `${PATHS.calendar}${filtersSearch(
    { when: "weekend", area: AREAS.tulum.slug, type: "beach-club" },
    DESTINATION_FILTERS,
  )}`,
  weekendEverywhere: `${PATHS.calendar}${filtersSearch({ when: "weekend" }, DESTINATION_FILTERS)}`,
  tonightEverywhere: `${PATHS.eventsToday}${filtersSearch({}, DESTINATION_FILTERS)}`,
});

export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const context = listingContext(request, now);
  const rawPage = query.read(request).page;
  const page = pageFromSearch(rawPage);
  // The optional sections start first, so they run while the critical lists are awaited.
  const optional = Promise.all([
    optionalContent(getIslaMainPageParties(now), [], "isla parties"),
    optionalContent(getTrendingFestivalParties(now), [], "trending festival parties"),
    optionalContent(getHomeContent(), null, "home content"),
    optionalContent(
      // With their genres, so home's rows say genre · headliner · price as the calendar's do.
      getPartiesAroundTonight(now).then(async (parties) => {
        const around = await withGenres(parties, now);
        return { ...(await getTonight(around, context)), around };
      }),
      { onNow: [], next: [], now: now.getTime(), around: [] },
      "tonight",
    ),
    optionalContent(
      getCalendarPartyList(now).then((coming) => withGenres(coming, now)),
      [],
      "coming parties",
    ),
  ]);
  const [mainPage, upcoming] = await criticalContent(() =>
    Promise.all([getMainPageParties(now), getUpcomingParties(now, page)]),
  );
  // A page number past the end is sent to the first page, rendering nothing (issue 54).
  firstPageUnlessUsed(request, "page", pageValueUsed(rawPage, page, upcoming.items.length > 0));
  const [isla, trending, hero, tonightOnCoast, coming] = await optional;
  const found = inStartOrder(coming);
  const { tonight, otherAreasTonight, tonightIds, weekend, otherAreasWeekend, ...nights } =
    homeNights(tonightOnCoast, found, now);
  const { nextNight, nextNightParties, beachClubWeekend } = nights;
  const groups = homeClubGroups(upcoming.items, context);
  const genred = byId(coming);
  const item = (party: Party) => {
    const known = genred.get(party.id);
    return known ? itemOf(known, context) : partyItemOf(party, context);
  };
  const { shownIds: shownWeekend, ...weekendRows } = homeWeekendRows(weekend, context);
  const shownAbove = new Set([
    ...tonightIds,
    ...shownWeekend,
    ...nextNightParties.map((found) => found.party.id),
  ]);
  const meta = pageMeta({
    i18n: context.i18n,
    title: t(context.i18n)`${PRODUCT_NAME} parties, clubs and DJs tonight | ${SITE_NAME}`,
    description: t(
      context.i18n,
    )`What's on in ${PRODUCT_NAME} tonight and this week: parties, beach clubs, festivals and DJ sets, with a human concierge to book your table.`,
    path: "/",
  });
  return {
    meta,
    links: listLinks(),
    today: formatLongDate(tonightIn(now, DEFAULT_TIME_ZONE), context.locale),
    page,
    total: upcoming.total,
    tonight: {
      ...tonight,
      now: tonightOnCoast.now,
      afterOne: afterOneMarkup(
        afterOneLine(
          tonightOnCoast.around.filter((found) => found.area === DESTINATION_FILTERS.area),
          context,
        ),
      ),
      // After midnight an empty tonight says what happened and what is next (issue 52).
      nothingOn:
        tonight.onNow.length + tonight.next.length === 0
          ? afterMidnight(tonightOnCoast.around, DESTINATION_FILTERS.area, context)
          : null,
    },
    nextNight: nextNight
      ? {
          title: nextNightTitle(nextNight, now, context),
          parties: nextNightParties.map((party) => itemOf(party, context)),
        }
      : null,
    weekend: weekendRows,
    // The link to them is offered only when it lists something.
    beachClubWeekend,
    ...otherAreasLines(otherAreasTonight, otherAreasWeekend, context),
    // Featured parties not already shown above, a page's worth: the calendar has every one.
    mainPage: mainPage
      .filter((party) => !shownAbove.has(party.id))
      .slice(0, ROWS_SHOWN.homeFeatured)
      .map(item),
    groups: groups.map((group) => ({ ...group, parties: group.parties.map(item) })),
    isla: isla.slice(0, ROWS_SHOWN.homeIsla).map(item),
    trending: trending.map(item),
    hero,
    freshUntil: pageFreshUntil(),
  };
}

export const meta: Route.MetaFunction = routeMeta;

/**
 * Home leads with tonight: what is on now and later tonight (or the next night with parties)
 * fills a phone's first screen, then this weekend, then the guide's picks and every upcoming
 * party by club, page by page, as compact rows.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { mainPage, isla, trending, tonight, nextNight, links } = loaderData;
  return (
    <div className="mx-auto max-w-7xl">
      <HomeHeader
        today={loaderData.today}
        weekendLink={links.weekend}
        beachClubsLink={loaderData.beachClubWeekend > 0 ? links.beachClubsThisWeekend : null}
      />
      <OnNow {...tonight} />
      {loaderData.otherAreasTonight && (
        <p className="-mt-4 mb-8">
          <Link to={links.tonightEverywhere} className="underline">
            {loaderData.otherAreasTonight}
          </Link>
        </p>
      )}
      {nextNight && (
        <Section id="next-night" title={nextNight.title}>
          <PartyList parties={nextNight.parties} />
        </Section>
      )}
      {loaderData.weekend.open.length > 0 && (
        <HomeWeekend
          {...loaderData.weekend}
          weekendLink={links.weekend}
          otherAreas={loaderData.otherAreasWeekend}
          everywhereLink={links.weekendEverywhere}
        />
      )}
      {trending.length > 0 && (
        <Section id="trending" title={t`Trending festival nights`}>
          <PartyList parties={trending} />
        </Section>
      )}
      {mainPage.length > 0 && (
        <Section id="featured" title={t`Featured this week`}>
          <PartyList parties={mainPage} />
        </Section>
      )}
      <HomeByClub groups={loaderData.groups} page={loaderData.page} total={loaderData.total} />
      {isla.length > 0 && (
        <Section
          id="isla"
          title={t`Isla Mujeres parties`}
          action={
            <Link to={PATHS.islaParty} className="text-sm font-bold text-amber-300 hover:underline">
              {t`All Isla parties`}
            </Link>
          }
        >
          <PartyList parties={isla} />
        </Section>
      )}
      <HomeAbout hero={loaderData.hero} />
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
