import { addDays, daysBetween, type IsoDate } from "./dates.ts";
import { isOver, partyNight, type Scheduled } from "./party-time.ts";

/**
 * Upcoming means not over yet (app/domain/party-time.ts): a party stays in every list from its
 * announcement until it ends (its end time, else four hours after it starts; a party with only
 * a date lasts its day), in its own area's clock.
 */
export function isUpcoming(party: Scheduled, now: Date): boolean {
  return !isOver(party, now);
}

/**
 * What a list may show: a party not over yet, not hidden from lists by its editor
 * (`hide_from_calendar` hides it from every list; its page and feed entry stay for its link).
 */
export function isListed(party: Scheduled & { hideFromCalendar?: boolean }, now: Date): boolean {
  return !party.hideFromCalendar && isUpcoming(party, now);
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
 * in order.
 */
export function dateSpans<T extends Scheduled>(
  items: readonly T[],
  tonight: IsoDate,
  spanDays = CALENDAR_SPAN_DAYS,
): DateSpan<T>[] {
  const spans = new Map<number, DateSpan<T>>();
  for (const item of items) {
    const index = Math.max(0, Math.floor(daysBetween(tonight, partyNight(item)) / spanDays));
    const span = spans.get(index);
    if (span) span.items.push(item);
    else {
      const first = addDays(tonight, index * spanDays);
      spans.set(index, { first, last: addDays(first, spanDays - 1), items: [item] });
    }
  }
  return [...spans].sort(([a], [b]) => a - b).map(([, span]) => span);
}
