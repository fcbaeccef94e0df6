import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { mapsLinkOf, type VenueFacts } from "#app/directory/venue-facts.ts";
import type { Party } from "#app/domain/content-types.ts";
import { formatTimeRange, formatWallTime, formatWeekdays, isoWeekday } from "#app/domain/dates.ts";
import {
  clockAt,
  nightsMatcher,
  type Scheduled,
  sortByStart,
  timeZoneOf,
  tonightIn,
} from "#app/domain/time/index.ts";
import { AREA_CENTRES, sunsetOfParty } from "#app/domain/time/sunset.ts";
import { formatPriceLevel } from "#app/domain/venue-paths.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { ListingContext } from "./party-items.server.ts";

/** A venue's facts as a page shows them, each a finished line in the page's language. */
export interface FactLines {
  /** "Open tonight · 10:00 PM – 4:00 AM", "Closed tonight", or the hours as written. */
  tonight?: string;
  days?: string;
  price?: string;
  minAge?: string;
  dress?: string;
  music?: string;
  goodFor?: string;
  address?: string;
  maps?: string;
  approximate?: true;
}

/** The days a venue opens: "Wed, Fri, Sat" / "mié, vie, sáb", or "Daily" when it never closes. */
function daysOpen(days: readonly number[], i18n: I18n, locale: Locale): string {
  return new Set(days.filter((day) => day >= 1 && day <= 7)).size === 7
    ? t(i18n)`Daily`
    : formatWeekdays(days, locale);
}

const HOURS = /^(\d{1,2})(?::(\d{2}))?\s*[-–]\s*(\d{1,2})(?::(\d{2}))?$/;

/** "22:00-04:00" as two wall times, when the hours are written that way. */
function parsedHours(text: string): [string, string] | null {
  const match = HOURS.exec(text.trim());
  if (!match) return null;
  const time = (hours = "", minutes = "00") =>
    Number(hours) <= 23 ? `${hours.padStart(2, "0")}:${minutes}` : null;
  const from = time(match[1], match[2]);
  const to = time(match[3], match[4]);
  return from && to ? [from, to] : null;
}

/** The night a visitor is in: before 06:00 it is still the evening before's. */
function tonightsWeekday(now: Date, timeZone: string): number {
  return isoWeekday(tonightIn(now, timeZone));
}

/**
 * "Open tonight · 10:30 PM - 1:00 AM" for a venue holding a party tonight that is still on (its
 * first one's hours): a party editors announced says more than the venue's usual days.
 */
function openTonightForParty(
  parties: readonly Party[],
  { now, locale, i18n }: ListingContext,
): string | undefined {
  const isTonight = nightsMatcher("tonight", now);
  const first = sortByStart(
    parties.filter(
      (party) => party.status !== "cancelled" && party.status !== "postponed" && isTonight(party),
    ),
  )[0];
  if (!first) return undefined;
  const hoursText = formatTimeRange(first.startTime, first.endTime, locale);
  return hoursText ? t(i18n)`Open tonight · ${hoursText}` : t(i18n)`Open tonight`;
}

/** "Open tonight · hours" or "Closed tonight" from the days a venue opens, else its hours. */
function usualTonight(
  facts: VenueFacts,
  hoursText: string,
  now: Date,
  timeZone: string,
  i18n: I18n,
): string | undefined {
  if (facts.daysOpen.length > 0)
    return facts.daysOpen.includes(tonightsWeekday(now, timeZone))
      ? hoursText
        ? t(i18n)`Open tonight · ${hoursText}`
        : t(i18n)`Open tonight`
      : t(i18n)`Closed tonight`;
  return hoursText ? t(i18n)`Hours: ${hoursText}` : undefined;
}

/**
 * A venue's known facts as lines for a page; what is unknown is left out (the page offers the
 * concierge instead of a placeholder). `parties`: the venue's own, when the page lists them.
 */
export function factLines(
  facts: VenueFacts,
  name: string,
  timeZone: string,
  context: ListingContext,
  parties: readonly Party[] = [],
): FactLines {
  const { now, locale, i18n } = context;
  const hours = parsedHours(facts.openingHours);
  const hoursText = hours ? formatTimeRange(hours[0], hours[1], locale) : facts.openingHours;
  const tonight =
    openTonightForParty(parties, context) ?? usualTonight(facts, hoursText, now, timeZone, i18n);
  const maps = mapsLinkOf(facts, name);
  const minAge = facts.minAge;
  return {
    ...(tonight ? { tonight } : {}),
    ...(facts.daysOpen.length > 0 ? { days: daysOpen(facts.daysOpen, i18n, locale) } : {}),
    ...(facts.priceLevel ? { price: formatPriceLevel(facts.priceLevel) } : {}),
    ...(minAge !== null ? { minAge: t(i18n)`${minAge}+` } : {}),
    ...(facts.dressCode ? { dress: facts.dressCode } : {}),
    ...(facts.music.length > 0 ? { music: facts.music.join(", ") } : {}),
    ...(facts.goodFor.length > 0 ? { goodFor: facts.goodFor.join(", ") } : {}),
    ...(facts.address ? { address: facts.address } : {}),
    ...(maps ? { maps } : {}),
    ...(facts.approximate && maps ? { approximate: true as const } : {}),
  };
}

/**
 * "Sunset 6:09 PM" ("Puesta de sol 18:09") for a party that starts before sunset (issue 52), at its
 * venue where the position is known, else at its town's centre (a minute apart at most); "" else.
 */
export function sunsetLine(
  party: Scheduled,
  facts: Pick<VenueFacts, "latitude" | "longitude">,
  { locale, i18n }: Pick<ListingContext, "locale" | "i18n">,
): string {
  const place =
    facts.latitude !== null && facts.longitude !== null
      ? { latitude: facts.latitude, longitude: facts.longitude }
      : AREA_CENTRES[party.area];
  const sunset = sunsetOfParty(party, place);
  if (sunset === null) return "";
  const clock = formatWallTime(clockAt(sunset, timeZoneOf(party)), locale);
  return t(i18n)`Sunset ${clock}`;
}
