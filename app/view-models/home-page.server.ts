import type { I18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import { AREAS, DEFAULT_TIME_ZONE, PATHS, PRODUCT_NAME, SITE_NAME } from "#app/config/site.ts";
import type { FoundParty } from "#app/discovery/discovery.server.ts";
import type { Party } from "#app/domain/content-types.ts";
import { formatLongDate, localDate } from "#app/domain/dates.ts";
import { DESTINATION_FILTERS, filtersSearch } from "#app/domain/list-filters.ts";
import { memoizedOnInputs } from "#app/domain/memo.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import { capitalized, dayWord } from "#app/domain/time/day-labels.server.ts";
import { nightFromNow } from "#app/domain/time/index.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { homeClubGroups } from "./home-club-groups.server.ts";
import { itemOf } from "./party-cards.server.ts";
import type { ListingContext } from "./party-items.server.ts";
import { partyItemOf } from "./party-items.server.ts";

/**
 * The title of the next night with parties: "Tonight", "Tomorrow night" or "Next parties: …";
 * after midnight the night ahead is today's date, "Saturday night", never "Tomorrow" (issue 63).
 */
export function nextNightTitle(night: string, now: Date, { locale, i18n }: ListingContext): string {
  const which = nightFromNow(night, now, DEFAULT_TIME_ZONE);
  if (which === "tonight") return t(i18n)`Tonight`;
  if (which === "tomorrow" && night === localDate(now, DEFAULT_TIME_ZONE))
    return capitalized(dayWord(night, now, DEFAULT_TIME_ZONE, locale) ?? "", locale);
  if (which === "tomorrow") return t(i18n)`Tomorrow night`;
  const day = formatLongDate(night, locale);
  return t(i18n)`Next parties: ${day}`;
}

/**
 * "And 3 parties tonight in Cancún, …": counted lines worded here, not in the browser (a
 * plural's first number costs the phone an Intl.NumberFormat, ~100 ms at Lighthouse's
 * throttling, while hydrating).
 */
export function otherAreasLines(
  otherAreasTonight: number,
  otherAreasWeekend: number,
  { i18n }: ListingContext,
) {
  return {
    otherAreasTonight:
      otherAreasTonight > 0
        ? t(i18n)({
            message: plural(otherAreasTonight, {
              one: "And # party tonight in Cancún, Playa del Carmen, Isla Mujeres or Los Cabos",
              other: "And # parties tonight in Cancún, Playa del Carmen, Isla Mujeres or Los Cabos",
            }),
          })
        : null,
    otherAreasWeekend:
      otherAreasWeekend > 0
        ? t(i18n)({
            message: plural(otherAreasWeekend, {
              one: "And # party in Cancún, Playa del Carmen, Isla Mujeres or Los Cabos",
              other: "And # parties in Cancún, Playa del Carmen, Isla Mujeres or Los Cabos",
            }),
          })
        : null,
  };
}

/** The same parties by id: home's other rows (featured, by club) take their genres from them. */
const byId = memoizedOnInputs(
  (coming: readonly FoundParty[]) => new Map(coming.map((found) => [found.party.id, found])),
);

/**
 * Where home's chips and "and N more" lines lead (issue 42: a beach club this weekend in one
 * tap); Tulum's lists unless every area. Worked out on the server: the browser needs only them.
 */
export const homeListLinks = () => ({
  weekend: `${PATHS.calendar}${filtersSearch({ when: "weekend", area: AREAS.tulum.slug }, DESTINATION_FILTERS)}`,
  beachClubsThisWeekend: `${PATHS.calendar}${filtersSearch(
    { when: "weekend", area: AREAS.tulum.slug, type: "beach-club" },
    DESTINATION_FILTERS,
  )}`,
  weekendEverywhere: `${PATHS.calendar}${filtersSearch({ when: "weekend" }, DESTINATION_FILTERS)}`,
  tonightEverywhere: `${PATHS.eventsToday}${filtersSearch({}, DESTINATION_FILTERS)}`,
});

/** Home's meta tags: tonight and this week in the destination, in the page's language. */
export function homeMeta(i18n: I18n) {
  return pageMeta({
    i18n,
    title: t(i18n)`${PRODUCT_NAME} parties, clubs and DJs tonight | ${SITE_NAME}`,
    description: t(
      i18n,
    )`What's on in ${PRODUCT_NAME} tonight and this week: parties, beach clubs, festivals and DJ sets, with a human concierge to book your table.`,
    path: "/",
  });
}

/**
 * Home's shelves below the nights: featured parties not already shown above (a page's worth:
 * the calendar has every one), every upcoming party by club, Isla's and the trending festival
 * nights, each row with its genre from the coming parties where they hold it.
 */
export function homeShelves(
  lists: {
    mainPage: readonly Party[];
    upcoming: readonly Party[];
    isla: readonly Party[];
    trending: readonly Party[];
    coming: readonly FoundParty[];
    shownAbove: ReadonlySet<string>;
  },
  context: ListingContext,
) {
  const genred = byId(lists.coming);
  const item = (party: Party) => {
    const known = genred.get(party.id);
    return known ? itemOf(known, context) : partyItemOf(party, context);
  };
  return {
    mainPage: lists.mainPage
      .filter((party) => !lists.shownAbove.has(party.id))
      .slice(0, ROWS_SHOWN.homeFeatured)
      .map(item),
    groups: homeClubGroups(lists.upcoming, context).map((group) => ({
      ...group,
      parties: group.parties.map(item),
    })),
    isla: lists.isla.slice(0, ROWS_SHOWN.homeIsla).map(item),
    trending: lists.trending.map(item),
  };
}
