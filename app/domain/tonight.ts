/**
 * Finding a party: the calendar's filters (when, area, genre, venue), how many parties each
 * choice would give, the nearest wider search when nothing matches, and what is on right now.
 * Times are each party's own area's (Cabo is two hours behind the Caribbean coast).
 */
import type { AreaSlug } from "#app/config/site.ts";
import type { PartyItem } from "./content-types.ts";
import { addDays, type IsoDate, type WallTime, zonedInstant } from "./dates.ts";
import type { Discoverable } from "./list-filters.ts";
import {
  clockAt,
  endOfNight,
  isOnNow,
  nightsMatcher,
  partyInterval,
  partyNight,
  runningOrder,
  type Scheduled,
  timeZoneOf,
  timeZoneOfArea,
  tonightIn,
} from "./time/index.ts";

/**
 * Tonight as lists show it: the parties of tonight's night, what is on now and what starts
 * later, and the DJ sets playing now.
 */

/** Tonight's parties in each one's own area's night (until 06:00, the night before's), not over. */
export function tonightsParties<T extends Scheduled>(parties: readonly T[], now: Date): T[] {
  return parties.filter(nightsMatcher("tonight", now));
}

/**
 * Tonight's parties in each one's own area's night, the ones over included: the night's whole
 * shape, as its picture draws it after 01:00 (issue 63).
 */
export function tonightsWholeNight<T extends Scheduled>(parties: readonly T[], now: Date): T[] {
  return parties.filter((party) => partyNight(party) === tonightIn(now, timeZoneOf(party)));
}

/**
 * Parties on right now (isOnNow) and the ones still to start tonight, in their area's night,
 * each list by start; a cancelled party is in neither.
 */
export function onNowAndNext<T extends Discoverable>(
  parties: readonly T[],
  now: Date,
): { onNow: T[]; next: T[] } {
  const at = now.getTime();
  const onNow: [number, T][] = [];
  const next: [number, T][] = [];
  const nightEnds = new Map<AreaSlug, number>();
  const nightEnd = (area: AreaSlug) => {
    const known = nightEnds.get(area) ?? endOfNight(now, timeZoneOfArea(area));
    nightEnds.set(area, known);
    return known;
  };
  for (const party of parties) {
    if (!party.startTime || party.status === "cancelled") continue;
    const { start } = partyInterval(party);
    if (isOnNow(party, now)) onNow.push([start, party]);
    else if (start > at && start < nightEnd(party.area)) next.push([start, party]);
  }
  const byStart = (list: [number, T][]) => list.sort((a, b) => a[0] - b[0]).map(([, p]) => p);
  return { onNow: byStart(onNow), next: byStart(next) };
}

/**
 * The hour the beach strip's music stops by the municipal rule (docs/product.md): "where does
 * the night go after 1 AM" is the question a visitor asks before it.
 */
export const STRIP_CLOSES: WallTime = "01:00";

/** 01:00 after a night's evening, on its area's clock. */
export function stripClosesAfter(night: IsoDate, area: AreaSlug): number {
  return zonedInstant(addDays(night, 1), STRIP_CLOSES, timeZoneOfArea(area)).getTime();
}

/**
 * Whether a party is known to go on past 01:00 of its night (issue 52): by an announced end
 * time only, never by the four hours assumed for a party whose end nobody announced; a
 * cancelled party does not go on at all.
 */
export function goesPastOne(party: Scheduled): boolean {
  if (!party.endTime || !party.startTime || party.status === "cancelled") return false;
  return partyInterval(party).end > stripClosesAfter(partyNight(party), party.area);
}

/** A DJ's slot at a party as the DJ schedule gives it. */
export interface ScheduledSet {
  date: IsoDate;
  startTime?: WallTime;
  endTime?: WallTime;
  artist: string;
}

export interface SetTimes {
  artist: string;
  start: WallTime;
  end: WallTime;
}

/**
 * A party of tonight as the "on now" list shows it: its hours as instants, and its timed sets
 * ("Nox Verde", "22:00–23:30") with theirs, so a page left open can tell what is on at any
 * minute (issue 52) without asking the server again.
 */
export type TonightCard = PartyItem & {
  hours: { start: number; end: number };
  sets: { artist: string; hours: string; start: number; end: number }[];
};

/** A party's sets with a known start and end, in running order, in its clock and as instants. */
export function timedSets(
  sets: readonly ScheduledSet[],
  party: Discoverable,
): (SetTimes & { startsAt: number; endsAt: number })[] {
  const timeZone = timeZoneOf(party);
  return runningOrder(sets, party, timeZone).flatMap(({ set, start, end }) =>
    start === null || end === null
      ? []
      : [
          {
            artist: set.artist,
            start: clockAt(start, timeZone),
            end: clockAt(end, timeZone),
            startsAt: start,
            endsAt: end,
          },
        ],
  );
}

/** The "on now" section's words, worded by the loader (so they cost the browser nothing). */
export interface OnNowWords {
  playingNow: string;
  nothingOn: string;
  later: string;
  nothingLater: string;
}
