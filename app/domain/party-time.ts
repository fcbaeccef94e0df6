/**
 * The one home of time on the guide (docs/decisions/0043-one-night-one-answer.md): the clock
 * a party, a set or a venue is in; the night a moment belongs to (06:00 to 06:00, so 03:30 on
 * Saturday is still Friday night); when a party is on; where a DJ set falls in its party's
 * night; what "tonight", "tomorrow", "this weekend" and "this week" cover; the order of lists;
 * and the words "Today"/"Tomorrow" in both languages. Every page, feed, card and check asks
 * here; nothing else does date arithmetic on parties or sets (`dates.ts` below it only knows
 * calendars and clocks).
 */

import { AREAS, type AreaSlug, PATHS } from "#app/config/site.ts";
import type { Locale } from "#app/i18n/locales.ts";
import {
  addDays,
  daysBetween,
  formatLongDate,
  formatShortDate,
  formatWallTime,
  type IsoDate,
  isIsoDate,
  isoWeekday,
  isWallTime,
  localDate,
  localWallTime,
  utcOffsetMinutes,
  type WallTime,
  zonedInstant,
} from "./dates.ts";
import { packInPages } from "./pagination.ts";
import { ROWS_SHOWN } from "./rows-shown.ts";

/** Default length of a party with no end time, within the municipal closing hours. */
export const DEFAULT_PARTY_MINUTES = 240;

/**
 * When a night ends and the next day begins, on the area's clock: "tonight" runs until then,
 * as does a weekend's Sunday, and a set at an earlier clock time than this plays after midnight.
 */
export const MORNING: WallTime = "06:00";
const MORNING_MS = Number(MORNING.slice(0, 2)) * 3_600_000;
const WEEKEND_START: WallTime = "18:00";

/** What the time rule looks at in a party. */
export interface Scheduled {
  date: IsoDate;
  startTime?: WallTime;
  endTime?: WallTime;
  area: AreaSlug;
}

/** What the time rule looks at in a DJ set: its night's date (its party's), clock times. */
export interface TimedSet {
  date: IsoDate;
  startTime?: WallTime;
  endTime?: WallTime;
}

/** A night, named by the date of its evening (03:30 on Saturday belongs to Friday's night). */
export type IsoNight = IsoDate;

export interface Interval {
  start: number;
  end: number;
}

/** The clock of an area: every party, set and venue is in its own area's. */
export const timeZoneOfArea = (area: AreaSlug): string => AREAS[area].timeZone;

/** The clock of anything placed in an area (a party, a venue record, a saved party). */
export const timeZoneOf = (placed: { area: AreaSlug }): string => timeZoneOfArea(placed.area);

/** The area an event page's path is in (a DJ set names its party by path). */
export function areaOfEventPath(path: string): AreaSlug {
  if (path.startsWith(PATHS.caboEvent(""))) return "san-jose-cabo";
  if (path.startsWith(PATHS.islaEvent(""))) return "isla-mujeres";
  return "tulum";
}

/** The first instant of a clock time at or after `after`'s day, past midnight when it reads earlier. */
export function instantAfter(
  date: IsoDate,
  time: WallTime,
  after: number,
  timeZone: string,
): number {
  const instant = zonedInstant(date, time, timeZone).getTime();
  return instant <= after ? zonedInstant(addDays(date, 1), time, timeZone).getTime() : instant;
}

/**
 * When a party happens: from its start to its end time (past midnight when the end reads
 * earlier), DEFAULT_PARTY_MINUTES when it has no end; a party with only a date lasts its whole day.
 */
export function partyInterval(party: Scheduled): Interval {
  // Counting every filter choice asks for the same party's times many times over.
  const known = intervals.get(party);
  if (known) return known;
  const interval = computeInterval(party);
  intervals.set(party, interval);
  return interval;
}

const intervals = new WeakMap<Scheduled, Interval>();

function computeInterval(party: Scheduled): Interval {
  const timeZone = timeZoneOf(party);
  if (!party.startTime) {
    return {
      start: zonedInstant(party.date, undefined, timeZone).getTime(),
      end: zonedInstant(addDays(party.date, 1), undefined, timeZone).getTime(),
    };
  }
  const start = zonedInstant(party.date, party.startTime, timeZone).getTime();
  const end = party.endTime
    ? instantAfter(party.date, party.endTime, start, timeZone)
    : start + DEFAULT_PARTY_MINUTES * 60_000;
  return { start, end };
}

/**
 * An end time that cannot be the party's: earlier than its start and not in the small hours
 * (04:00 after 22:00 is the next morning; 20:00 after 22:00 is a slip).
 */
export function endsBeforeItStarts(start: WallTime, end: WallTime): boolean {
  return end < start && end >= MORNING;
}

/** Whether a party has ended: from then on no list shows it, and its page says so. */
export function isOver(party: Scheduled, now: Date): boolean {
  return partyInterval(party).end <= now.getTime();
}

/** Whether a party is on at `now` (started, not ended). */
export function isOnNow(party: Scheduled, now: Date): boolean {
  const { start, end } = partyInterval(party);
  return start <= now.getTime() && now.getTime() < end;
}

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
  const known = nights.get(party);
  if (known) return known;
  const night = party.startTime
    ? nightOf(partyInterval(party).start, timeZoneOf(party))
    : party.date;
  nights.set(party, night);
  return night;
}

const nights = new WeakMap<Scheduled, IsoDate>();

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

/** Earliest start first, whatever the area's clock reads; ties keep their order. */
export function compareByStart(a: Scheduled, b: Scheduled): number {
  return partyInterval(a).start - partyInterval(b).start;
}

/** A list in the order its parties start (Cabo's 22:00 is the coast's 23:00). */
export function sortByStart<T extends Scheduled>(parties: readonly T[]): T[] {
  return [...parties].sort(compareByStart);
}

export interface NightGroup<T> {
  night: IsoDate;
  items: T[];
}

/** Parties by the night they belong to, nights in order, each in the order its parties start. */
export function groupByNight<T extends Scheduled>(parties: readonly T[]): NightGroup<T>[] {
  const groups = new Map<IsoDate, T[]>();
  for (const party of sortByStart(parties)) {
    const night = partyNight(party);
    const list = groups.get(night);
    if (list) list.push(party);
    else groups.set(night, [party]);
  }
  return [...groups]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([night, items]) => ({ night, items }));
}

/**
 * Where a set falls: its date is its party's night, so a clock time before 06:00 (or before
 * the party's night began) is after midnight; in its party's clock (Cabo's sets in Cabo's). A
 * set dated the next day at 00:30 is read as written. Without a known party, the set's own
 * date names the night, in the clock of the area its event path is in.
 */
export function setStart(set: TimedSet, party: Scheduled | null, timeZone: string): number | null {
  if (!set.startTime || !isWallTime(set.startTime)) return null;
  const nightStart = party
    ? nightInterval(partyNight(party), timeZone).start
    : zonedInstant(set.date, MORNING, timeZone).getTime();
  return instantAfter(set.date, set.startTime, nightStart - 1, timeZone);
}

export interface PlacedSet<T> {
  set: T;
  /** null for a set with no time yet: it comes after the timed ones. */
  start: number | null;
  /** Its end time, else the next set's start, else the party's end (null when none is known). */
  end: number | null;
  timeZone: string;
}

/** A party's sets in the order they are played, each with its hours. */
export function runningOrder<T extends TimedSet>(
  sets: readonly T[],
  party: Scheduled | null,
  timeZone: string,
): PlacedSet<T>[] {
  const placed = sets
    .map((set) => ({ set, start: setStart(set, party, timeZone) }))
    .sort((a, b) => (a.start ?? Number.POSITIVE_INFINITY) - (b.start ?? Number.POSITIVE_INFINITY));
  const partyEnd = party ? partyInterval(party).end : null;
  return placed.map(({ set, start }, i) => {
    if (start === null) return { set, start, end: null, timeZone };
    const following = placed[i + 1]?.start ?? null;
    const end =
      set.endTime && isWallTime(set.endTime)
        ? instantAfter(set.date, set.endTime, start, timeZone)
        : (following ?? partyEnd);
    return { set, start, end, timeZone };
  });
}

/** The sets of a running order playing at `now`. */
export function playingAt<T>(order: readonly PlacedSet<T>[], now: Date): PlacedSet<T>[] {
  const at = now.getTime();
  return order.filter(
    ({ start, end }) => start !== null && end !== null && start <= at && at < end,
  );
}

/** A placed instant as its area's clock reads it ("00:30"). */
export const clockAt = (instant: number, timeZone: string): WallTime =>
  localWallTime(new Date(instant), timeZone);

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

const DAY_WORDS: Record<Locale, { tonight: string; tomorrow: string; at: string }> = {
  en: { tonight: "Today", tomorrow: "Tomorrow", at: "at" },
  es: { tonight: "Hoy", tomorrow: "Mañana", at: "a las" },
};

/** "Today" / "Tomorrow" ("Hoy" / "Mañana") for tonight's and tomorrow's nights, else undefined. */
export function dayWord(
  night: IsoDate,
  now: Date,
  timeZone: string,
  locale: Locale,
): string | undefined {
  const which = nightFromNow(night, now, timeZone);
  return which ? DAY_WORDS[locale][which] : undefined;
}

/** A list row's day: "Today", "Tomorrow" (by its night, in its clock), else "Sat, Nov 28". */
export function shortDayLabel(party: Scheduled, now: Date, locale: Locale): string {
  return (
    dayWord(partyNight(party), now, timeZoneOf(party), locale) ??
    formatShortDate(party.date, locale)
  );
}

/**
 * A day and a start as one label: "Today at 10:00 PM", "Tomorrow at 11:30 PM", otherwise
 * "Saturday, January 10th" (in Spanish "Hoy a las 22:00", "sábado 10 de enero, 23:00").
 */
function dayAndTime(
  word: string | undefined,
  date: IsoDate,
  time: WallTime | undefined,
  locale: Locale,
): string {
  const clock = time && isWallTime(time) ? formatWallTime(time, locale) : "";
  if (word) return clock ? `${word} ${DAY_WORDS[locale].at} ${clock}` : word;
  const day = formatLongDate(date, locale);
  // A later date keeps its time too: "Saturday, January 10th, 11:00 PM".
  return clock ? `${day}, ${clock}` : day;
}

/** A night's heading: "Today", "Tomorrow", otherwise "Saturday, January 10th". */
export function nightLabel(night: IsoNight, now: Date, timeZone: string, locale: Locale): string {
  return dayAndTime(dayWord(night, now, timeZone, locale), night, undefined, locale);
}

/**
 * A party's day and start ("Today at 10:00 PM"): "Today"/"Tomorrow" by its night in its own
 * clock, otherwise its own date.
 */
export function partyLabel(party: Scheduled, now: Date, locale: Locale): string {
  const word = dayWord(partyNight(party), now, timeZoneOf(party), locale);
  return dayAndTime(word, party.date, party.startTime, locale);
}

/** The calendar shows two weeks at a time: a page a phone can scroll, rendered in a few ms. */
export const CALENDAR_SPAN_DAYS = 14;

export interface DateSpan<T> {
  first: IsoDate;
  last: IsoDate;
  items: T[];
}

/**
 * Parties in spans of `spanDays` nights counted from `tonight` (earlier nights, such as a party
 * still on from last night, join the first span); only spans that hold something are returned,
 * in order. A span holding more than `maxItems` is cut between nights into shorter ones (a
 * night is never cut), so a page stays the same size however busy the season.
 */
export function dateSpans<T extends Scheduled>(
  items: readonly T[],
  tonight: IsoDate,
  spanDays = CALENDAR_SPAN_DAYS,
  maxItems: number = ROWS_SHOWN.calendarPage,
): DateSpan<T>[] {
  const spans = new Map<number, DateSpan<T>>();
  // A thousand parties fall on a few hundred nights: each night's span worked out once.
  const spanOfNight = new Map<IsoNight, number>();
  for (const item of items) {
    const night = partyNight(item);
    let index = spanOfNight.get(night);
    if (index === undefined) {
      index = Math.max(0, Math.floor(daysBetween(tonight, night) / spanDays));
      spanOfNight.set(night, index);
    }
    const span = spans.get(index);
    if (span) span.items.push(item);
    else {
      const first = addDays(tonight, index * spanDays);
      spans.set(index, { first, last: addDays(first, spanDays - 1), items: [item] });
    }
  }
  return [...spans]
    .sort(([a], [b]) => a - b)
    .flatMap(([, span]) => splitSpan(span, tonight, maxItems));
}

/** A span cut between nights into spans of at most `maxItems` (one night may hold more). */
function splitSpan<T extends Scheduled>(
  span: DateSpan<T>,
  tonight: IsoDate,
  maxItems: number,
): DateSpan<T>[] {
  if (span.items.length <= maxItems) return [span];
  // Earlier nights (a party still on from last night) count as tonight's, as in the span.
  const byNight = new Map<IsoDate, T[]>();
  for (const item of span.items) {
    const own = partyNight(item);
    const night = own < tonight ? tonight : own;
    byNight.set(night, [...(byNight.get(night) ?? []), item]);
  }
  const nights = [...byNight]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([night, items]) => ({ night, items }));
  const pages = packInPages(nights, maxItems);
  return pages.map((page, index) => ({
    first: index === 0 ? span.first : (page[0]?.night ?? span.first),
    last: index === pages.length - 1 ? span.last : (page.at(-1)?.night ?? span.last),
    items: page.flatMap((night) => night.items),
  }));
}

/** Whether dates are one weekly night: each seven days after the one before. */
export function isWeekly(dates: readonly IsoDate[]): boolean {
  return (
    dates.length > 1 && dates.every((date, i) => i === 0 || date === addDays(dates[i - 1] ?? "", 7))
  );
}

/** The nights a "what is on around now" list asks the CMS for: last night's to tomorrow's. */
export function nightsAroundTonight(
  now: Date,
  timeZone: string,
): { first: IsoDate; last: IsoDate } {
  const tonight = tonightIn(now, timeZone);
  return { first: addDays(tonight, -1), last: addDays(tonight, 1) };
}
