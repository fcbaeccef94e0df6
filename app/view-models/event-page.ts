import type { DjSet, Party } from "#app/domain/content-types.ts";
import {
  formatLongDate,
  formatShortDate,
  formatTimeRange,
  formatWallTime,
  zonedTimestamp,
} from "#app/domain/dates.ts";
import { setArtist } from "#app/domain/dj-sets.ts";
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
