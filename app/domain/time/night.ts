/**
 * Nights: the night a moment or a party belongs to (06:00 to 06:00 in its area's clock, so 03:30
 * on Saturday is still Friday night), and what "tonight", "tomorrow", "this weekend" and "this
 * week" cover.
 */

import { AREAS } from "#app/config/site.ts";
import {
  addDays,
  type IsoDate,
  isIsoDate,
  isoWeekday,
  localDate,
  utcOffsetMinutes,
  zonedInstant,
} from "../dates.ts";
import {
  type Interval,
  type IsoNight,
  instantAfter,
  MORNING,
  MORNING_MS,
  type Scheduled,
  timeZoneOf,
  WEEKEND_START,
} from "./clock.ts";
import { isOver, partyInterval } from "./party-hours.ts";

/** The next 06:00 in the zone after `now`: when "tonight" ends. */
export function endOfNight(now: Date, timeZone: string): number {
  return instantAfter(localDate(now, timeZone), MORNING, now.getTime(), timeZone);
}

/** The night (named by the date of its evening) an instant belongs to: 03:30 Saturday is Friday's. */
export function nightOf(instant: number, timeZone: string): IsoDate {
  // The wall clock six hours earlier reads the night's date (asked for every party a page lists:
  // wall-clock arithmetic, not a second zone lookup).
  const wall = instant + utcOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(wall - MORNING_MS).toISOString().slice(0, 10);
}

/** A night's hours: from 06:00 on its date to 06:00 the next day. */
export function nightInterval(night: IsoDate, timeZone: string): Interval {
  return {
    start: zonedInstant(night, MORNING, timeZone).getTime(),
    end: zonedInstant(addDays(night, 1), MORNING, timeZone).getTime(),
  };
}

/** The night an instant belongs to, as hours: from 06:00 to the next 06:00. */
export function nightAround(instant: number, timeZone: string): Interval {
  return nightInterval(nightOf(instant, timeZone), timeZone);
}

/** Tonight, in a zone: the night `now` belongs to (until 06:00, the one that began yesterday). */
export function tonightIn(now: Date, timeZone: string): IsoDate {
  return nightOf(now.getTime(), timeZone);
}

/** The night a party belongs to: its start's (a party dated Saturday at 01:00 is Friday night's). */
export function partyNight(party: Scheduled): IsoDate {
  nights ??= new WeakMap();
  const known = nights.get(party);
  if (known) return known;
  const night = party.startTime
    ? nightOf(partyInterval(party).start, timeZoneOf(party))
    : party.date;
  nights.set(party, night);
  return night;
}

// Made on first use, as party-hours.ts does.
let nights: WeakMap<Scheduled, IsoDate> | undefined;

/** The first night a list asks the CMS for: the one before tonight, so a party still on is found. */
export function firstListedDate(now: Date, timeZone: string): IsoDate {
  return addDays(tonightIn(now, timeZone), -1);
}

/**
 * The weekend a visitor means: Friday 18:00 to Monday 06:00, the current one while it lasts
 * (Monday before 06:00 included), otherwise the coming one. It starts no earlier than `now`.
 */
export function weekendInterval(now: Date, timeZone: string): Interval {
  const night = tonightIn(now, timeZone);
  const weekday = isoWeekday(night);
  // Friday's, Saturday's and Sunday's nights are the weekend's; Monday's night waits for the next.
  const friday = addDays(night, 5 - weekday);
  const start = zonedInstant(friday, WEEKEND_START, timeZone).getTime();
  return {
    start: Math.max(start, now.getTime()),
    end: zonedInstant(addDays(friday, 3), MORNING, timeZone).getTime(),
  };
}

export const WHEN_CHOICES = ["tonight", "tomorrow", "weekend", "week"] as const;
export type WhenChoice = (typeof WHEN_CHOICES)[number];

/** The nights a `when` choice names in a zone: tonight, tomorrow, the weekend's Friday to Sunday, seven. */
export function whenNights(
  when: string,
  now: Date,
  timeZone: string,
): { first: IsoNight; last: IsoNight } | null {
  const tonight = tonightIn(now, timeZone);
  if (when === "tonight") return { first: tonight, last: tonight };
  if (when === "tomorrow") return { first: addDays(tonight, 1), last: addDays(tonight, 1) };
  if (when === "weekend") {
    // Friday's, Saturday's and Sunday's nights; from Monday's night on, the coming weekend.
    const friday = addDays(tonight, 5 - isoWeekday(tonight));
    return { first: friday, last: addDays(friday, 2) };
  }
  if (when === "week") return { first: tonight, last: addDays(tonight, 6) };
  return null;
}

/**
 * A test of whether a party is on a `when` choice's nights (or a date's night) in its own
 * clock and not over yet: the chips, the labels and "on now" name the same night for it. The
 * nights are worked out once per zone (lists count every filter choice over every party).
 */
export function nightsMatcher(when: string, now: Date): (party: Scheduled) => boolean {
  if (isIsoDate(when)) return (party) => partyNight(party) === when;
  const spans = new Map<string, { first: IsoNight; last: IsoNight; from: number } | null>();
  const spanIn = (timeZone: string) => {
    let span = spans.get(timeZone);
    if (span === undefined) {
      const nights = whenNights(when, now, timeZone);
      // The weekend starts on Friday evening: a Friday afternoon party is not part of it.
      const from = when === "weekend" ? weekendInterval(now, timeZone).start : 0;
      span = nights && { ...nights, from };
      spans.set(timeZone, span);
    }
    return span;
  };
  return (party) => {
    const span = spanIn(timeZoneOf(party));
    if (!span) return false;
    const night = partyNight(party);
    return (
      night >= span.first &&
      night <= span.last &&
      !isOver(party, now) &&
      partyInterval(party).end > span.from
    );
  };
}

/**
 * The next instant a list of parties can read differently through the `when` filters and
 * "upcoming": the soonest end of a party not over yet (a party leaves every list as it ends),
 * or the next 06:00 in any area's clock (tonight, tomorrow and the weekend move then).
 */
export function nextListChange(parties: readonly Scheduled[], now: Date): number {
  const at = now.getTime();
  let next = Math.min(...Object.values(AREAS).map((area) => endOfNight(now, area.timeZone)));
  for (const party of parties) {
    const { end } = partyInterval(party);
    if (end > at && end < next) next = end;
  }
  return next;
}

/**
 * The first of `instants` after `now`, else null: when a page listing parties or sets that start
 * or end then next reads differently (its `freshUntil`: a tab left open asks again then).
 */
export function firstAfter(instants: Iterable<number | null>, now: Date): number | null {
  let first: number | null = null;
  for (const instant of instants) {
    if (instant !== null && instant > now.getTime() && (first === null || instant < first))
      first = instant;
  }
  return first;
}

/** The nights a "what is on around now" list asks the CMS for: last night's to tomorrow's. */
export function nightsAroundTonight(
  now: Date,
  timeZone: string,
): { first: IsoDate; last: IsoDate } {
  const tonight = tonightIn(now, timeZone);
  return { first: addDays(tonight, -1), last: addDays(tonight, 1) };
}

/** Which night a date is, seen from `now`: tonight, tomorrow, or another. */
export function nightFromNow(
  night: IsoDate,
  now: Date,
  timeZone: string,
): "tonight" | "tomorrow" | null {
  const tonight = tonightIn(now, timeZone);
  if (night === tonight) return "tonight";
  if (night === addDays(tonight, 1)) return "tomorrow";
  return null;
}
