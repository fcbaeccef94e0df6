/**
 * A party's hours: when it starts and ends, whether it is over, and whether it is on now (the one
 * rule every page, list, badge and card asks).
 */

import { addDays, type WallTime, zonedInstant } from "../dates.ts";
import { type Interval, instantAfter, MORNING, type Scheduled, timeZoneOf } from "./clock.ts";

/** Default length of a party with no end time, within the municipal closing hours. */
export const DEFAULT_PARTY_MINUTES = 240;

/**
 * When a party happens: from its start to its end time (past midnight when the end reads
 * earlier), DEFAULT_PARTY_MINUTES when it has no end; a party with only a date lasts its whole day.
 */
export function partyInterval(party: Scheduled): Interval {
  // Counting every filter choice asks for the same party's times many times over.
  intervals ??= new WeakMap();
  const known = intervals.get(party);
  if (known) return known;
  const interval = computeInterval(party);
  intervals.set(party, interval);
  return interval;
}

// Made on first use: a module with nothing to run when it loads costs a page nothing until used.
let intervals: WeakMap<Scheduled, Interval> | undefined;

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

/**
 * "On now", the one rule (docs/decisions/0055): a party is on from its start until its end. A
 * known end holds however late it is; an unknown end is capped at DEFAULT_PARTY_MINUTES after the
 * start (partyInterval), so nothing is claimed to go on that nobody announced. A cancelled party
 * is never on, nor one with only a date: nobody knows when it starts.
 */
export function isOnNow(party: Scheduled, now: Date): boolean {
  if (party.status === "cancelled" || !party.startTime) return false;
  const { start, end } = partyInterval(party);
  return start <= now.getTime() && now.getTime() < end;
}
