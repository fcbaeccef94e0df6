import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { AREAS } from "#app/config/site.ts";
import { formatLongDate } from "#app/domain/dates.ts";
import { buildCalendar, type CalendarEvent } from "#app/domain/ics.ts";
import { isOver, partyInterval } from "#app/domain/time/index.ts";
import { type Locale, localizedPath } from "#app/i18n/locales.ts";
import { isBookable, type SavedParty } from "./saved-parties.ts";

/** Parties not over yet (the site's one time rule), soonest first; the rest drop off quietly. */
export function upcomingSaved(parties: readonly SavedParty[], now: Date): SavedParty[] {
  return parties
    .filter((party) => !isOver(party, now))
    .sort((a, b) => partyInterval(a).start - partyInterval(b).start);
}

/**
 * "Zamna Opening on Saturday, January 10th, then Vagalume on Sunday, January 11th": the
 * table request names only the parties still on (not a cancelled one).
 */
export function planSummary(parties: readonly SavedParty[], locale: Locale, i18n: I18n): string {
  return parties
    .filter(isBookable)
    .map((party) => {
      const { title } = party;
      const day = formatLongDate(party.date, locale);
      return t(i18n)`${title} on ${day}`;
    })
    .join(t(i18n)`, then `);
}

/** The saved parties as one .ics file, each linking to its page in the visitor's language. */
export function planCalendar(
  parties: readonly SavedParty[],
  options: { name: string; siteUrl: string; locale: Locale; now: Date },
): string {
  const host = URL.canParse(options.siteUrl) ? new URL(options.siteUrl).host : "site";
  const events: CalendarEvent[] = parties.filter(isBookable).map((party) => {
    const { start, end } = partyInterval(party);
    return {
      uid: `${party.path}@${host}`,
      title: party.title,
      start: new Date(start),
      durationMinutes: Math.round((end - start) / 60_000),
      location: AREAS[party.area].name,
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
