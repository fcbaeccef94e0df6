import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { AREAS } from "#app/config/site.ts";
import { formatLongDate, zonedInstant } from "#app/domain/dates.ts";
import { buildCalendar, type CalendarEvent } from "#app/domain/ics.ts";
import { DEFAULT_PARTY_MINUTES } from "#app/domain/party-time.ts";
import { type Locale, localizedPath } from "#app/i18n/locales.ts";
import type { SavedParty } from "./saved-parties.ts";

/** When a party starts, in its area's zone. */
export function startOf(party: SavedParty): Date {
  return zonedInstant(party.date, party.startTime, AREAS[party.area].timeZone);
}

/** How long a saved party lasts: four hours from its start, or the whole day without a time. */
export function durationMinutesOf(party: SavedParty): number {
  return party.startTime ? DEFAULT_PARTY_MINUTES : 24 * 60;
}

/** Parties not over yet, soonest first; those over drop off the list quietly. */
export function upcomingSaved(parties: readonly SavedParty[], now: Date): SavedParty[] {
  return parties
    .filter((party) => startOf(party).getTime() + durationMinutesOf(party) * 60_000 > now.getTime())
    .sort((a, b) => startOf(a).getTime() - startOf(b).getTime());
}

/** "Zamna Opening on Saturday, January 10th, then Vagalume on Sunday, January 11th". */
export function planSummary(parties: readonly SavedParty[], locale: Locale, i18n: I18n): string {
  return parties
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
  const events: CalendarEvent[] = parties.map((party) => ({
    uid: `${party.path}@${host}`,
    title: party.title,
    start: startOf(party),
    durationMinutes: durationMinutesOf(party),
    location: AREAS[party.area].name,
    url: `${options.siteUrl}${localizedPath(options.locale, party.path)}`,
  }));
  return buildCalendar({
    name: options.name,
    timeZone: AREAS.tulum.timeZone,
    events,
    generatedAt: options.now,
  });
}
