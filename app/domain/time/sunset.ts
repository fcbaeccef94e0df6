/**
 * The sunset for a date and place (issue 52), the reason many day parties exist: computed with
 * suncalc (the upper edge of the sun on an unobstructed horizon, as published tables give it),
 * within a minute of those tables. Not in the time index: only the server asks, so the library
 * never rides in a page's script.
 */

import { getTimes } from "suncalc";
import type { AreaSlug } from "#app/config/site.ts";
import { type IsoDate, zonedInstant } from "../dates.ts";
import { type Scheduled, timeZoneOf } from "./clock.ts";
import { partyInterval } from "./party-hours.ts";

export interface Place {
  latitude: number;
  longitude: number;
}

/**
 * Each town's centre (its main square), where a venue's own position is unknown: the sunset
 * moves four minutes per degree of longitude, so a town is one place for it. Here, not in the
 * site's configuration, which every page's script carries.
 */
export const AREA_CENTRES: Record<AreaSlug, Place> = {
  tulum: { latitude: 20.2114, longitude: -87.4654 },
  cancun: { latitude: 21.1619, longitude: -86.8515 },
  "playa-del-carmen": { latitude: 20.6296, longitude: -87.0739 },
  "isla-mujeres": { latitude: 21.2311, longitude: -86.731 },
  "san-jose-cabo": { latitude: 23.061, longitude: -109.7081 },
};

/** The instant the sun sets on a date at a place, its date read on the place's clock; null where it does not set. */
export function sunsetOn(date: IsoDate, place: Place, timeZone: string): number | null {
  // Midday on the place's clock names the solar day whose evening is meant.
  const midday = zonedInstant(date, "12:00", timeZone);
  return getTimes(midday, place.latitude, place.longitude).sunset?.getTime() ?? null;
}

/**
 * The sunset a party's page names: for a party that starts before the sun sets on its date (a
 * day party, a sunset session: issue 52), null for a night party or without a start time.
 */
export function sunsetOfParty(party: Scheduled, place: Place): number | null {
  if (!party.startTime) return null;
  const sunset = sunsetOn(party.date, place, timeZoneOf(party));
  return sunset !== null && partyInterval(party).start < sunset ? sunset : null;
}
