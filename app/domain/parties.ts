import { addDays, daysBetween, type IsoDate, localDate, type WallTime } from "./dates.ts";
import { isOver, type Scheduled } from "./party-time.ts";

export interface Timed {
  date: IsoDate;
  startTime?: WallTime;
}

/**
 * Upcoming means not over yet (app/domain/party-time.ts): a party stays in every list from its
 * announcement until it ends (its end time, else four hours after it starts; a party with only
 * a date lasts its day), in its own area's clock.
 */
export function isUpcoming(party: Scheduled, now: Date): boolean {
  return !isOver(party, now);
}

/**
 * The first date the CMS is asked for: "date from yesterday" (product.md#calls), so a party of
 * yesterday that runs past midnight is still found; what is over is then left out by isUpcoming.
 */
export function yesterday(now: Date, timeZone: string): IsoDate {
  return addDays(localDate(now, timeZone), -1);
}

/** Ascending by date, then start time; parties without a time come first on their day. */
export function compareByDateAndTime(a: Timed, b: Timed): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const ta = a.startTime ?? "";
  const tb = b.startTime ?? "";
  return ta === tb ? 0 : ta < tb ? -1 : 1;
}

export function sortByDateAndTime<T extends Timed>(parties: readonly T[]): T[] {
  return [...parties].sort(compareByDateAndTime);
}

export interface ClubGroup<T> {
  club: string;
  parties: T[];
}

/**
 * Groups parties under the club key their title resolves to, keeping the order in which
 * clubs first appear; parties whose venue is unknown are left out.
 */
export function groupByClub<T>(
  parties: readonly T[],
  clubKeyOf: (party: T) => string | undefined,
): ClubGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const party of parties) {
    const club = clubKeyOf(party);
    if (!club) continue;
    const list = groups.get(club);
    if (list) list.push(party);
    else groups.set(club, [party]);
  }
  return [...groups].map(([club, list]) => ({ club, parties: list }));
}

export interface CalendarDay<T> {
  date: IsoDate;
  items: T[];
}

/**
 * product.md#rules: the calendar puts mini parties first, then regular parties, in ascending date and
 * start-time order (a stable sort keeps mini parties ahead on ties), grouped by day.
 */
export function calendarDays<T extends Timed>(
  miniParties: readonly T[],
  parties: readonly T[],
): CalendarDay<T>[] {
  const days: CalendarDay<T>[] = [];
  for (const item of sortByDateAndTime([...miniParties, ...parties])) {
    const last = days[days.length - 1];
    if (last && last.date === item.date) last.items.push(item);
    else days.push({ date: item.date, items: [item] });
  }
  return days;
}

/** The calendar shows two weeks at a time: a page a phone can scroll, rendered in a few ms. */
export const CALENDAR_SPAN_DAYS = 14;

export interface DateSpan<T> {
  first: IsoDate;
  last: IsoDate;
  items: T[];
}

/**
 * Items in spans of `spanDays` counted from `today` (earlier dates, such as a party still on
 * from last night, join the first span); only spans that hold something are returned, in order.
 */
export function dateSpans<T extends { date: IsoDate }>(
  items: readonly T[],
  today: IsoDate,
  spanDays = CALENDAR_SPAN_DAYS,
): DateSpan<T>[] {
  const spans = new Map<number, DateSpan<T>>();
  for (const item of items) {
    const index = Math.max(0, Math.floor(daysBetween(today, item.date) / spanDays));
    const span = spans.get(index);
    if (span) span.items.push(item);
    else {
      const first = addDays(today, index * spanDays);
      spans.set(index, { first, last: addDays(first, spanDays - 1), items: [item] });
    }
  }
  return [...spans].sort(([a], [b]) => a - b).map(([, span]) => span);
}
