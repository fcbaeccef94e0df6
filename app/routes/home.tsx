import { useLingui } from "@lingui/react/macro";
import { HomeAbout } from "#app/components/home/home-about.tsx";
import { HomeByClub } from "#app/components/home/home-by-club.tsx";
import { HomeHeader } from "#app/components/home/home-header.tsx";
import { HomeIsla } from "#app/components/home/home-isla.tsx";
import { HomeWeekend } from "#app/components/home/home-weekend.tsx";
import { routeMeta } from "#app/components/route-meta.ts";
import { afterOneMarkup } from "#app/components/tonight/after-one.server.tsx";
import { OnNow } from "#app/components/ui/on-now.tsx";
import { PartyList, Section } from "#app/components/ui/party-grid.tsx";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
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
import { formatLongDate } from "#app/domain/dates.ts";
import { DESTINATION_FILTERS } from "#app/domain/list-filters.ts";
import { memoizedOnInputs } from "#app/domain/memo.ts";
import { pageFromSearch, pageValueUsed } from "#app/domain/page-numbers.ts";
import { sortByStart, tonightIn } from "#app/domain/time/index.ts";
import {
  criticalContent,
  firstPageUnlessUsed,
  pageFreshUntil,
} from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { Link } from "#app/i18n/links.tsx";
import { afterMidnight } from "#app/view-models/after-midnight.server.ts";
import { afterOneLine } from "#app/view-models/after-one.server.ts";
import { homeNights } from "#app/view-models/home-nights.ts";
import {
  homeListLinks,
  homeMeta,
  homeShelves,
  nextNightTitle,
  otherAreasLines,
} from "#app/view-models/home-page.server.ts";
import { homeWeekendRows } from "#app/view-models/home-weekend.server.ts";
import { getTonight, itemOf, onNowWords } from "#app/view-models/party-cards.server.ts";
import { listingContext } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/home";

/** The query parameters this page reads; every other one is ignored (and not cached apart). */
const query = declareQuery("page");
export const handle = query.handle;

export const headers = pageHeaders;

/** The coming parties as the filters read them, in start order, once per content answer. */
const inStartOrder = memoizedOnInputs((coming: readonly FoundParty[]) => sortByStart(coming));
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
      { onNow: [], next: [], now: now.getTime(), around: [], words: onNowWords(context.i18n) },
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
  const { shownIds: shownWeekend, ...weekendRows } = homeWeekendRows(weekend, context);
  const shownAbove = new Set([
    ...tonightIds,
    ...shownWeekend,
    ...nextNightParties.map((found) => found.party.id),
  ]);
  return {
    meta: homeMeta(context.i18n),
    links: homeListLinks(),
    today: formatLongDate(tonightIn(now, DEFAULT_TIME_ZONE), context.locale),
    page,
    total: upcoming.total,
    tonight: {
      ...tonight,
      words: tonightOnCoast.words,
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
    ...homeShelves(
      { mainPage, upcoming: upcoming.items, isla, trending, coming, shownAbove },
      context,
    ),
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
      <HomeIsla parties={isla} />
      <HomeAbout hero={loaderData.hero} />
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
