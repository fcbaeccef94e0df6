import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { routeMeta } from "#app/components/route-meta.ts";
import { ServerMarkup } from "#app/components/server-markup.tsx";
import { afterOneMarkup } from "#app/components/tonight/after-one.server.tsx";
import { nightPictureMarkup } from "#app/components/tonight/night-picture.server.tsx";
import { OnNow } from "#app/components/ui/on-now.tsx";
import { PartyFilters } from "#app/components/ui/party-filters/form.tsx";
import { NoMatch } from "#app/components/ui/party-filters/no-match.tsx";
import { PartyListPage } from "#app/components/ui/party-list-page.tsx";
import { areaTitle, DEFAULT_TIME_ZONE, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { getPartiesAroundTonight } from "#app/content/types/parties.server.ts";
import { discover } from "#app/discovery/discovery.server.ts";
import { addDays, formatLongDate } from "#app/domain/dates.ts";
import { filteredList, filterForm } from "#app/domain/filtered-list.ts";
import {
  DESTINATION_FILTERS,
  type FilterName,
  filterParties,
  filtersSearch,
  isRespelled,
} from "#app/domain/list-filters.ts";
import { capitalized, dayWord } from "#app/domain/time/day-labels.server.ts";
import { clockAt, MORNING, nightsMatcher, tonightIn } from "#app/domain/time/index.ts";
import { tonightsParties, tonightsWholeNight } from "#app/domain/tonight.ts";
import { criticalContent, pageFreshUntil } from "#app/http/loader-answers.server.ts";
import { keptUnlessIgnored, pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { afterMidnight } from "#app/view-models/after-midnight.server.ts";
import { afterOneLine } from "#app/view-models/after-one.server.ts";
import { filterWords, wordedFilterForm } from "#app/view-models/filter-words.server.ts";
import { itemOf, tonight } from "#app/view-models/party-cards.server.ts";
import { listingContext, venueTypeNames } from "#app/view-models/party-items.server.ts";
import { tonightPicture } from "#app/view-models/tonight-picture.server.ts";
import type { Route } from "./+types/events-today";

export const headers = pageHeaders;

/** Today is the page's day: its filters are the place and the taste, not the date. */

const FILTERS = ["area", "type", "genre", "venue"] as const satisfies readonly FilterName[];
const query = declareQuery(...FILTERS);
export const handle = query.handle;

/** Today's title says what the list holds: an area, or every area (issue 42). */
export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const { parties, choices, sets } = await criticalContent(async () =>
    discover(await getPartiesAroundTonight(now), now),
  );
  // Each party's tonight is its own area's (until 06:00; Cabo's clock is behind), not over yet;
  // hidden parties are not read (getPartiesAroundTonight). Once tonight is over everywhere
  // after midnight, today is the visitor's date: the night ahead is listed (issue 63).
  const tonightOnes = tonightsParties(parties, now);
  const ahead = tonightOnes.length === 0 && clockAt(now.getTime(), DEFAULT_TIME_ZONE) < MORNING;
  const today = ahead ? parties.filter(nightsMatcher("tomorrow", now)) : tonightOnes;
  const night = addDays(tonightIn(now, DEFAULT_TIME_ZONE), ahead ? 1 : 0);
  const read = query.read(request);
  const types = venueTypeNames(i18nOf(request));
  const list = filteredList(today, { ...choices, types }, read, FILTERS, now, DESTINATION_FILTERS);
  if (isRespelled(read, list.filters, DESTINATION_FILTERS))
    throw redirect(
      localizedPath(
        localeOf(request),
        `${PATHS.eventsToday}${filtersSearch(list.filters, DESTINATION_FILTERS)}`,
      ),
      301,
    );
  const words = filterWords(i18nOf(request), localeOf(request));
  const context = listingContext(request, now);
  const tonightShown = filterParties(parties, list.filters, now);
  const onNow = tonight(tonightShown, sets, context);
  // A party on now or later tonight is listed there once, not again below.
  const shownAbove = new Set([...onNow.onNow, ...onNow.next].map((party) => party.id));
  const { i18n, locale } = context;
  const area = areaTitle(list.filters.area, locale);
  const summary = words.describe(list.fields, list.filters, DESTINATION_FILTERS);
  const form = wordedFilterForm(filterForm(list), words, i18n);
  const day = formatLongDate(night, locale);
  return keptUnlessIgnored(
    {
      meta: pageMeta({
        i18n,
        title: [summary, t(i18n)`${PRODUCT_NAME} events today`].filter(Boolean).join(" · "),
        description: [
          summary,
          t(i18n)`What's on in ${PRODUCT_NAME} tonight: today's parties and weekly nights.`,
        ]
          .filter(Boolean)
          .join(": "),
        path: PATHS.eventsToday,
        noindex: Boolean(form.filtered || form.ignored.length),
      }),
      title: area ? t(i18n)`${area} events today` : t(i18n)`Events today: every area`,
      intro: t(i18n)`${day}, ${PRODUCT_NAME} time.`,
      nothingToday: t(
        i18n,
      )`Nothing is announced for today yet. See the calendar for the coming days.`,
      // "Friday night" over the night ahead's list, after the story of the one that ended.
      listHeading: ahead
        ? capitalized(dayWord(night, now, DEFAULT_TIME_ZONE, locale) ?? day, locale)
        : t(i18n)`Parties`,
      listHeadingShown: Boolean(ahead),
      parties: list.parties
        .filter((party) => !shownAbove.has(party.party.id))
        .map((party) => itemOf(party, context)),
      tonight: {
        ...onNow,
        afterOne: afterOneMarkup(afterOneLine(tonightShown, context)),
        // After midnight an empty "On now" says what happened and what is next (issue 52).
        nothingOn:
          onNow.onNow.length + onNow.next.length === 0
            ? afterMidnight(parties, list.filters.area, context)
            : null,
      },
      // The whole night, the parties over included, while it goes on; the night ahead after it.
      picture: nightPictureMarkup(
        tonightPicture(
          ahead ? list.parties : tonightsWholeNight(tonightShown, now),
          list.filters.area,
          context,
        ),
      ),
      form,
      freshUntil: pageFreshUntil(),
    },
    list.ignored.length > 0,
  );
}

export const meta: Route.MetaFunction = routeMeta;

export default function EventsToday({ loaderData }: Route.ComponentProps) {
  const { form, parties } = loaderData;
  // A party on now or later tonight is shown above: the list below is then neither "nothing
  // today" nor "no match" when it is empty.
  const listedAbove = loaderData.tonight.onNow.length + loaderData.tonight.next.length > 0;
  return (
    <PartyListPage
      title={loaderData.title}
      intro={loaderData.intro}
      parties={parties}
      heading={loaderData.listHeading}
      headingShown={loaderData.listHeadingShown}
      empty={listedAbove ? undefined : loaderData.nothingToday}
      before={
        <>
          <OnNow {...loaderData.tonight} always />
          {loaderData.picture && <ServerMarkup markup={loaderData.picture} />}
          <PartyFilters state={form} />
        </>
      }
      noMatch={
        form.filtered && parties.length === 0 && !listedAbove ? <NoMatch state={form} /> : undefined
      }
    />
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
