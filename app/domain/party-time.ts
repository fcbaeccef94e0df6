/**
 * When a party is on: from its start to its end (its end time, else DEFAULT_PARTY_MINUTES after
 * the start; a party with only a date lasts its whole day), in its own area's clock. Every list,
 * label and feed asks this module, so "is it over" has one answer everywhere.
 */
import { AREAS, type AreaSlug } from "#app/config/site.ts";
import { addDays, type IsoDate, type WallTime, zonedInstant } from "./dates.ts";

/** Default length of a party with no end time, within the municipal closing hours. */
export const DEFAULT_PARTY_MINUTES = 240;

/** What the time rule looks at in a party. */
export interface Scheduled {
  date: IsoDate;
  startTime?: WallTime;
  endTime?: WallTime;
  area: AreaSlug;
}

export interface Interval {
  start: number;
  end: number;
}

export const timeZoneOfArea = (area: AreaSlug): string => AREAS[area].timeZone;

/** Start time of a set or a party's end, past midnight when it reads earlier than `after`. */
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
  const timeZone = timeZoneOfArea(party.area);
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

/** Whether a party has ended: from then on no list shows it, and its page says so. */
export function isOver(party: Scheduled, now: Date): boolean {
  return partyInterval(party).end <= now.getTime();
}

/** Whether a party is on at `now` (started, not ended). */
export function isOnNow(party: Scheduled, now: Date): boolean {
  const { start, end } = partyInterval(party);
  return start <= now.getTime() && now.getTime() < end;
}
