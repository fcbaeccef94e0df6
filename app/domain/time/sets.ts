/**
 * DJ sets in their party's night and clock: where each falls, the running order, who is playing.
 */

import { isWallTime, zonedInstant } from "../dates.ts";
import { instantAfter, MORNING, type Scheduled, type TimedSet } from "./clock.ts";
import { nightInterval, partyNight } from "./night.ts";
import { DEFAULT_PARTY_MINUTES, partyInterval } from "./party-hours.ts";
import { phaseAt } from "./phase.ts";

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

/**
 * The one clock of a set (issue 52): on from its start until its end (its own end time, else the
 * next set of its party, else the party's end); with none of those known, it is taken to be over
 * DEFAULT_PARTY_MINUTES after its start, as a party with no end is. An untimed set is never on.
 */
export function setHours(placed: Pick<PlacedSet<unknown>, "start" | "end">) {
  if (placed.start === null) return null;
  return { start: placed.start, end: placed.end ?? placed.start + DEFAULT_PARTY_MINUTES * 60_000 };
}

/** Whether a set has finished: from then on no schedule lists it as to come. */
export function setIsOver(placed: Pick<PlacedSet<unknown>, "start" | "end">, now: Date): boolean {
  const hours = setHours(placed);
  return hours !== null && hours.end <= now.getTime();
}

/** The sets of a running order playing at `now`. */
export function playingAt<T>(order: readonly PlacedSet<T>[], now: Date): PlacedSet<T>[] {
  return order.filter(({ start, end }) => phaseAt(now.getTime(), start, end) === "on");
}
