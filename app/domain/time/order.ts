/**
 * The order of lists: by start, grouped by night, cut into the calendar's spans; weekly nights.
 */

import { addDays, daysBetween, type IsoDate } from "../dates.ts";
import { packInPages } from "../page-numbers.ts";
import { ROWS_SHOWN } from "../rows-shown.ts";
import type { IsoNight, Scheduled } from "./clock.ts";
import { partyNight } from "./night.ts";
import { partyInterval } from "./party-hours.ts";

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
