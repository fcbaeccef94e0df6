import { t } from "@lingui/core/macro";
import { env } from "#app/config/env.server.ts";
import { SITE_NAME } from "#app/config/site.ts";
import { venueRecordForParty } from "#app/directory/party-venue.ts";
import { buildAtom } from "#app/domain/atom.ts";
import type { EventStatus, Party } from "#app/domain/content-types.ts";
import { formatLongDate, formatTimeRange } from "#app/domain/dates.ts";
import { buildCalendar, type CalendarEvent, googleCalendarLink } from "#app/domain/ics.ts";
import { areaNameOf, partyPath } from "#app/domain/party-paths.ts";
import { partyInterval, timeZoneOf } from "#app/domain/time/index.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import { LANGUAGE_TAG, type Locale, localizedPath } from "#app/i18n/locales.ts";
import { toPlainText } from "../content/queries/sanitize.server.ts";
import { statusWord } from "./party-items.server.ts";

function locationOf(party: Party, locale: Locale): string {
  const record = venueRecordForParty(party, () => {});
  if (record) return [record.name, record.address, record.area].filter(Boolean).join(", ");
  return party.venue?.title ?? areaNameOf(party, locale);
}

/** The venue's position where it was surveyed; the directory's km-marker estimates are not. */
function geoOf(party: Party): CalendarEvent["geo"] {
  const { latitude, longitude, approximate } =
    venueRecordForParty(party, () => {})?.directions ?? {};
  if (latitude == null || longitude == null || approximate) return undefined;
  return { latitude, longitude };
}

const ICS_STATUS = {
  scheduled: "CONFIRMED",
  "sold-out": "CONFIRMED",
  rescheduled: "CONFIRMED",
  postponed: "TENTATIVE",
  cancelled: "CANCELLED",
} as const satisfies Record<EventStatus, CalendarEvent["status"]>;

/** What a calendar shows under the party's name: its caption, then price, age and dress code. */
function descriptionOf(party: Party, locale: Locale): string {
  const i18n = i18nFor(locale);
  const facts = [
    party.price,
    party.minAge !== null ? t(i18n)`${party.minAge}+` : "",
    party.dressCode ? t(i18n)`Dress code: ${party.dressCode}` : "",
  ].filter(Boolean);
  // A calendar event needs an end (and a start): where nobody announced one, it says so rather
  // than let the event's hours stand for what is known.
  const unknownHours = !party.startTime
    ? t(i18n)`Start time not announced yet`
    : !party.endTime
      ? t(i18n)`End time not announced`
      : "";
  return [party.caption || toPlainText(party.content, 500), facts.join(" · "), unknownHours]
    .filter(Boolean)
    .join("\n");
}

/** A party as a calendar event; its link opens the party's page in the calendar's language. */
export function calendarEventOf(party: Party, locale: Locale): CalendarEvent {
  const { start, end } = partyInterval(party);
  const url = `${env().SITE_URL}${localizedPath(locale, partyPath(party))}`;
  const geo = geoOf(party);
  return {
    uid: `${party.kind}-${party.slug}@${new URL(env().SITE_URL).host}`,
    title: party.title,
    start: new Date(start),
    durationMinutes: Math.round((end - start) / 60_000),
    description: descriptionOf(party, locale),
    location: locationOf(party, locale),
    ...(geo ? { geo } : {}),
    url,
    status: ICS_STATUS[party.status],
    ...(party.modifiedAt ? { modifiedAt: new Date(party.modifiedAt) } : {}),
  };
}

export function googleCalendarLinkOf(party: Party, locale: Locale): string {
  return googleCalendarLink(calendarEventOf(party, locale), timeZoneOf(party));
}

/** A calendar file's text: one event to add, or a feed to subscribe to, in `locale`. */
export function partyCalendarText(
  name: string,
  parties: readonly Party[],
  timeZone: string,
  locale: Locale,
): string {
  return buildCalendar({
    name,
    timeZone,
    events: parties.map((party) => calendarEventOf(party, locale)),
    generatedAt: new Date(),
  });
}

/**
 * An Atom feed's text (issue 65): an entry per party, in `locale`, each with the party's
 * English address as its id (one entry per party whatever the reader's language), its page in
 * the feed's language as its link, its editor's last save as its update, and in its summary
 * whether it is still on, when (in its own area's clock), where, and price, age and dress code.
 */
export function partyAtomText(
  feed: { name: string; selfUrl: string; pageUrl: string },
  parties: readonly Party[],
  locale: Locale,
): string {
  return buildAtom({
    title: feed.name,
    selfUrl: feed.selfUrl,
    pageUrl: feed.pageUrl,
    language: LANGUAGE_TAG[locale],
    author: SITE_NAME,
    entries: parties.map((party) => {
      const event = calendarEventOf(party, locale);
      const status = statusWord(party.status, i18nFor(locale));
      const when = [
        formatLongDate(party.date, locale),
        formatTimeRange(party.startTime, party.endTime, locale),
      ]
        .filter(Boolean)
        .join(", ");
      return {
        id: `${env().SITE_URL}${partyPath(party)}`,
        title: status ? `${status}: ${party.title}` : party.title,
        url: event.url ?? "",
        ...(event.modifiedAt ? { updated: event.modifiedAt } : {}),
        summary: [when, event.location, event.description].filter(Boolean).join("\n"),
      };
    }),
  });
}
