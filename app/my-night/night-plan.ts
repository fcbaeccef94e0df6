import type { I18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import { AREAS, areaName } from "#app/config/site.ts";
import type { EventStatus } from "#app/domain/content-types.ts";
import { formatLongDate, formatWallTime } from "#app/domain/dates.ts";
import { buildCalendar, type CalendarEvent } from "#app/domain/ics.ts";
import { isOver, partyInterval } from "#app/domain/time/index.ts";
import { type Locale, localizedPath } from "#app/i18n/locales.ts";
import type { SavedParty } from "./saved-parties.ts";

/**
 * Whether a saved party still happens on the date it has: not cancelled, not postponed (a
 * postponed party has no date yet). Only these go into a table request or a calendar file.
 */
export const holdsItsDate = (party: { status?: EventStatus }): boolean =>
  party.status !== "cancelled" && party.status !== "postponed";

/** Parties not over yet (the site's one time rule), soonest first; the rest drop off quietly. */
export function upcomingSaved(parties: readonly SavedParty[], now: Date): SavedParty[] {
  return parties
    .filter((party) => !isOver(party, now))
    .sort((a, b) => partyInterval(a).start - partyInterval(b).start);
}

/**
 * "Zamna Opening on Saturday, January 10th, 10:00 PM, then Vagalume on Sunday, January 11th": the
 * table request names only the parties still on their date (not a cancelled or postponed one),
 * each with its page's link when `siteUrl` is given (issue 53: the concierge opens each).
 */
export function planSummary(
  parties: readonly SavedParty[],
  locale: Locale,
  i18n: I18n,
  siteUrl?: string,
): string {
  return parties
    .filter(holdsItsDate)
    .map((party) => {
      const { title } = party;
      const date = formatLongDate(party.date, locale);
      const day = party.startTime ? `${date}, ${formatWallTime(party.startTime, locale)}` : date;
      const link = siteUrl ? ` (${siteUrl}${localizedPath(locale, party.path)})` : "";
      return `${t(i18n)`${title} on ${day}`}${link}`;
    })
    .join(t(i18n)`, then `);
}

/**
 * A group's table request (issue 53): the plan's parties (`summary`, each with its day, time and
 * link), and the group's size and arrival when the visitor gives them; a plan of several nights
 * asks for "our nights" and says each night's arrival with its day (issue 66).
 */
export function groupBookingMessage(
  i18n: I18n,
  {
    summary,
    size,
    nights,
    arrivals,
  }: {
    summary: string;
    size: number | null;
    /** How many nights the plan holds. */
    nights: number;
    /** The arrivals given, each with its night's day ("Friday, December 4th"). */
    arrivals: readonly { day: string; time: string }[];
  },
): string {
  const people = size
    ? t(i18n)({ message: plural(size, { one: "# person", other: "# people" }) })
    : "";
  const request =
    nights > 1
      ? people
        ? t(i18n)`Hi! I would like to book a table for ${people} for our nights: ${summary}.`
        : t(i18n)`Hi! I would like to book a table for our nights: ${summary}.`
      : people
        ? t(i18n)`Hi! I would like to book a table for ${people} for our night: ${summary}.`
        : t(i18n)`Hi! I would like to book a table for our night: ${summary}.`;
  const arriving = arrivals.map(({ day, time }) =>
    nights > 1 ? t(i18n)`On ${day} we arrive around ${time}.` : t(i18n)`We arrive around ${time}.`,
  );
  return [request, ...arriving].join(" ");
}

/** The saved parties as one .ics file, each linking to its page in the visitor's language. */
export function planCalendar(
  parties: readonly SavedParty[],
  options: { name: string; siteUrl: string; locale: Locale; now: Date },
): string {
  const host = URL.canParse(options.siteUrl) ? new URL(options.siteUrl).host : "site";
  const events: CalendarEvent[] = parties.filter(holdsItsDate).map((party) => {
    const { start, end } = partyInterval(party);
    return {
      uid: `${party.path}@${host}`,
      title: party.title,
      start: new Date(start),
      durationMinutes: Math.round((end - start) / 60_000),
      location: areaName(party.area, options.locale),
      url: `${options.siteUrl}${localizedPath(options.locale, party.path)}`,
    };
  });
  return buildCalendar({
    name: options.name,
    timeZone: AREAS.tulum.timeZone,
    events,
    generatedAt: options.now,
  });
}
