import { t } from "@lingui/core/macro";
import { areaName, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { toPlainText } from "#app/content/queries/sanitize.server.ts";
import type { DirectoryRecord } from "#app/directory/schema.ts";
import { venueFacts } from "#app/directory/venue-facts.ts";
import type { DjSet, Party, Venue } from "#app/domain/content-types.ts";
import { readableOn, SURFACES, TEXT_CONTRAST } from "#app/domain/contrast.ts";
import {
  formatLongDate,
  formatShortDate,
  formatTimeRange,
  formatWallTime,
  zonedTimestamp,
} from "#app/domain/dates.ts";
import { setArtist } from "#app/domain/dj-sets.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { dayWord } from "#app/domain/time/day-labels.server.ts";
import {
  clockAt,
  isOnNow,
  isOver,
  partyInterval,
  partyNight,
  runningOrder,
  timeZoneOf,
} from "#app/domain/time/index.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { eventCard, previewImage } from "#app/link-previews/cards.server.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { structuredData } from "#app/seo/json-ld.server.ts";
import { musicEvent } from "#app/seo/music-event.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { partyActions } from "./booking.server.ts";
import type { NextSteps } from "./next-steps.server.ts";
import { googleCalendarLinkOf } from "./party-calendar.server.ts";
import type { ListingContext } from "./party-items.server.ts";
import { factLines, sunsetLine } from "./venue-facts.server.ts";

/**
 * What the event page shows of a party's time and its DJ sets, as plain data in the page's
 * language: the loader (app/routes/event.tsx) composes these, and they are tested on their own.
 */

/** When a party is, as its page says it, and its instants for structured data. */
export interface PartyWhen {
  /**
   * "Tonight, Sat, Nov 28" for tonight's and tomorrow's nights, else the long date; a party that
   * is over by its long date ("Friday, December 4th"): at 01:30 on Saturday it was not "Today".
   */
  day: string;
  longDate: string;
  /** "10:00 PM - 3:00 AM", "10:00 PM", or "" when no start is known. */
  hours: string;
  /** Playing now (never a cancelled party). */
  onNow: boolean;
  /** The start with its zone's offset ("2026-11-28T22:00:00-05:00"). */
  startDate: string;
  /** The end, only when the start is known (an end without one would be a guess). */
  endDate?: string;
  /** A rescheduled party's former start, and its former day in words. */
  previousStartDate?: string;
  previousDay?: string;
}

export function partyWhen(party: Party, now: Date, locale: Locale): PartyWhen {
  const timeZone = timeZoneOf(party);
  const interval = partyInterval(party);
  const longDate = formatLongDate(party.date, locale);
  const word = isOver(party, now) ? undefined : dayWord(partyNight(party), now, timeZone, locale);
  const previous = party.previousDate;
  return {
    day: word ? `${word}, ${formatShortDate(party.date, locale)}` : longDate,
    longDate,
    hours: formatTimeRange(party.startTime, party.endTime, locale),
    onNow: isOnNow(party, now),
    startDate: zonedTimestamp(interval.start, timeZone),
    ...(party.startTime ? { endDate: zonedTimestamp(interval.end, timeZone) } : {}),
    ...(previous
      ? {
          previousStartDate: zonedTimestamp(
            partyInterval({ ...party, date: previous }).start,
            timeZone,
          ),
          previousDay: formatShortDate(previous, locale),
        }
      : {}),
  };
}

/** One DJ's set on the event page. */
export interface SetTimeRow {
  slug: string;
  /** The DJ's name ("Nox Verde at Night" reads "Nox Verde" when the set links a DJ). */
  artist: string;
  artistLink: string;
  /** The set's start in the page's words, or "" when not known. */
  time: string;
  /** When it stops in the page's words (its end, the next set's start, the party's end), or "". */
  until: string;
  /** Its instants in the one clock for sets (app/domain/time/sets.ts); null when not known. */
  start: number | null;
  end: number | null;
  headliner: boolean;
}

/** The party's sets in the order they are played: a set after midnight after the evening's. */
export function setTimeRows(sets: readonly DjSet[], party: Party, locale: Locale): SetTimeRow[] {
  const timeZone = timeZoneOf(party);
  // A cancelled party has no one playing: its sets keep their times but no instants.
  const live = party.status !== "cancelled";
  return runningOrder(sets, party, timeZone).map(({ set, start, end }) => ({
    slug: set.slug,
    artist: set.artistLink ? setArtist(set.title) : set.title,
    artistLink: set.artistLink,
    time: set.startTime ? formatWallTime(set.startTime, locale) : "",
    until: end === null ? "" : formatWallTime(clockAt(end, timeZone), locale),
    start: live ? start : null,
    end: live ? end : null,
    headliner: set.highlight,
  }));
}

/** What the event page's loader read, for its page model. */
export interface EventReads {
  party: Party;
  sets: readonly DjSet[];
  /** The party's venue in Cosmic, where it has one (null also when it could not be read). */
  venue: Venue | null;
  /** The directory's record of where the party is (Tulum's clubs and beach clubs). */
  record: DirectoryRecord | null;
  next: NextSteps;
}

/**
 * The event page, as plain data in the page's language at `context.now`: when and where the party
 * is, its sets, what it offers (a table, a save, a calendar entry, or none once it ended or was
 * called off), where to go next, its meta tags and structured data.
 */
export function eventPage(reads: EventReads, context: ListingContext, siteUrl: string) {
  const { party, sets, venue, record, next } = reads;
  const { now, locale, i18n } = context;
  const timeZone = timeZoneOf(party);
  const path = partyPath(party);
  const title = party.title;
  const page = localizedPath(locale, path);
  const venueName = record?.name ?? venue?.title ?? party.venue?.title ?? "";
  const known = venueFacts(record, venue);
  const facts = factLines(known, venueName, timeZone, context);
  const ended = isOver(party, now);
  const description =
    party.caption || toPlainText(party.content, 160) || t(i18n)`${title} in ${PRODUCT_NAME}.`;
  const when = partyWhen(party, now, locale);
  const preview = previewImage(eventCard(party, locale, i18n), party.slug, locale);
  return {
    party,
    path,
    ended,
    when: {
      day: when.day,
      longDate: when.longDate,
      hours: when.hours,
      onNow: when.onNow,
      sunset: sunsetLine(party, known, context),
    },
    venue: {
      name: venueName,
      route: record?.route ?? null,
      area: areaName(party.area, locale),
      ...facts,
      // The night's own dress code before the venue's usual one.
      ...(party.dressCode ? { dress: party.dressCode } : {}),
    },
    next,
    sets: setTimeRows(sets, party, locale),
    now: now.getTime(),
    googleCalendar: googleCalendarLinkOf(party, locale),
    description,
    startDate: when.startDate,
    previousDay: when.previousDay,
    // Club-event paths show the same party: the canonical page is its own.
    meta: pageMeta({ i18n, title: `${title}, ${when.longDate}`, description, path, preview }),
    // Built here, not in the browser: the page's script stays within its budget.
    secondaryColor: readableOn(party.secondaryColor, SURFACES.card, TEXT_CONTRAST, "#f59e0b"),
    structuredData: structuredData(
      siteUrl,
      musicEvent({
        party,
        venue: record,
        description,
        startDate: when.startDate,
        ...(when.endDate ? { endDate: when.endDate } : {}),
        previousStartDate: when.previousStartDate,
        url: `${siteUrl}${page}`,
        ended,
      }),
      breadcrumbList(siteUrl, locale, [
        { name: t(i18n)`Calendar`, path: PATHS.calendar },
        { name: title, path },
      ]),
    ),
    ...partyActions(party, { ended, facts, next }, { locale, i18n }, siteUrl),
    share: { title, path, when: [when.longDate, when.hours].filter(Boolean).join(", ") },
  };
}
