/**
 * The clocks of the guide: each area's time zone, the instant a clock time names, and the morning
 * (06:00) where one night ends and the next day begins.
 */

import { AREAS, type AreaSlug, areaSlugOf, DEFAULT_TIME_ZONE, PATHS } from "#app/config/site.ts";
import { addDays, type IsoDate, localWallTime, type WallTime, zonedInstant } from "../dates.ts";

/**
 * When a night ends and the next day begins, on the area's clock: "tonight" runs until then,
 * as does a weekend's Sunday, and a set at an earlier clock time than this plays after midnight.
 */
export const MORNING: WallTime = "06:00";
export const MORNING_MS = Number(MORNING.slice(0, 2)) * 3_600_000;
export const WEEKEND_START: WallTime = "18:00";

/** What the time rule looks at in a party. */
export interface Scheduled {
  date: IsoDate;
  startTime?: WallTime;
  endTime?: WallTime;
  area: AreaSlug;
  /** A cancelled party is never on now ("scheduled" when the editor set none). */
  status?: string;
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

/** The clock a list reads in: the area it shows, Tulum's when it shows every area. */
export function timeZoneOfList(areaShown: string | undefined): string {
  const area = areaSlugOf(areaShown);
  return area ? timeZoneOfArea(area) : DEFAULT_TIME_ZONE;
}

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

/** A placed instant as its area's clock reads it ("00:30"). */
export const clockAt = (instant: number, timeZone: string): WallTime =>
  localWallTime(new Date(instant), timeZone);
