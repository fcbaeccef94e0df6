/**
 * When what a page shows stops being true (issue 63): the instants at which a party or a set
 * reads differently (it starts, it ends), and the turns of the day every dated page moves at
 * (midnight: "Today" becomes another day; 06:00: "tonight" becomes the next night).
 */

import { AREAS } from "#app/config/site.ts";
import { isWallTime, localDate } from "../dates.ts";
import { areaOfEventPath, instantAfter, MORNING, type Scheduled, timeZoneOfArea } from "./clock.ts";
import { partyInterval } from "./party-hours.ts";
import { setStart } from "./sets.ts";

/** A party changes as it starts and as it ends. */
export function partyChanges(party: Scheduled): number[] {
  const { start, end } = partyInterval(party);
  return [start, end];
}

/**
 * A set changes as it starts and, when it has one, at its own end (a set without an end ends
 * as the next set starts or as its party ends: instants of those, read on the same page).
 */
export function setChanges(set: {
  date: string;
  startTime?: string;
  endTime?: string;
  eventLink: string;
}): number[] {
  const timeZone = timeZoneOfArea(areaOfEventPath(set.eventLink));
  const start = setStart(set, null, timeZone);
  if (start === null) return [];
  const end =
    set.endTime && isWallTime(set.endTime)
      ? instantAfter(set.date, set.endTime, start, timeZone)
      : null;
  return end === null ? [start] : [start, end];
}

const ZONES = [...new Set(Object.values(AREAS).map((area) => area.timeZone))];

/** The next midnight or 06:00 after `now` in any area's clock: a dated page's words move then. */
export function nextDayTurn(now: Date): number {
  let next = Number.POSITIVE_INFINITY;
  for (const timeZone of ZONES) {
    const today = localDate(now, timeZone);
    for (const time of ["00:00", MORNING]) {
      next = Math.min(next, instantAfter(today, time, now.getTime(), timeZone));
    }
  }
  return next;
}

/** The first of sorted `instants` after `at` (a binary search: a list can hold thousands). */
export function firstSortedAfter(instants: readonly number[], at: number): number | null {
  let low = 0;
  let high = instants.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((instants[middle] ?? Number.POSITIVE_INFINITY) <= at) low = middle + 1;
    else high = middle;
  }
  return instants[low] ?? null;
}
