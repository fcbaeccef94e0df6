/**
 * The words for a day seen from now: "Today", "Tomorrow", otherwise the date, in both languages.
 * The words come from the message catalogs (the Spanish is translated there, with the rest of
 * the guide); only loaders and view models say them, so they never ride in a browser's catalog.
 */

import { msg, t } from "@lingui/core/macro";
import { i18nFor } from "#app/i18n/catalogs.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import {
  addDays,
  formatLongDate,
  formatShortDate,
  formatWallTime,
  type IsoDate,
  isWallTime,
  localDate,
  type WallTime,
  weekdayName,
} from "../dates.ts";
import { type IsoNight, type Scheduled, timeZoneOf } from "./clock.ts";
import { nightFromNow, nightOf, partyNight } from "./night.ts";

const DAY_WORDS = { tonight: msg`Today`, tomorrow: msg`Tomorrow` };

/**
 * "Today" / "Tomorrow" (in the page's language) for tonight's and tomorrow's nights, else
 * undefined. In the small hours the phone already shows the next night's date, so that night is
 * named by its day, "Saturday night" ("sábado en la noche"), never "Tomorrow" (issue 52).
 */
export function dayWord(
  night: IsoDate,
  now: Date,
  timeZone: string,
  locale: Locale,
): string | undefined {
  const which = nightFromNow(night, now, timeZone);
  if (!which) return undefined;
  const i18n = i18nFor(locale);
  if (which === "tomorrow" && night === localDate(now, timeZone)) {
    const weekday = weekdayName(night, locale);
    return t(i18n)`${weekday} night`;
  }
  return i18n._(DAY_WORDS[which]);
}

/** A list row's day: "Today", "Tomorrow" (by its night, in its clock), else "Sat, Nov 28". */
export function shortDayLabel(party: Scheduled, now: Date, locale: Locale): string {
  return (
    dayWord(partyNight(party), now, timeZoneOf(party), locale) ??
    formatShortDate(party.date, locale)
  );
}

/**
 * A day and a start as one label: "Today at 10:00 PM", "Tomorrow at 11:30 PM", otherwise
 * "Saturday, January 10th" (in Spanish "Hoy a las 22:00", "sábado 10 de enero, 23:00").
 */
function dayAndTime(
  word: string | undefined,
  date: IsoDate,
  time: WallTime | undefined,
  locale: Locale,
): string {
  const clock = time && isWallTime(time) ? formatWallTime(time, locale) : "";
  if (word) return clock ? i18nFor(locale)._(msg`${word} at ${clock}`) : word;
  const day = formatLongDate(date, locale);
  // A later date keeps its time too: "Saturday, January 10th, 11:00 PM".
  return clock ? `${day}, ${clock}` : day;
}

/** A night's heading: "Today", "Tomorrow", otherwise "Saturday, January 10th". */
export function nightLabel(night: IsoNight, now: Date, timeZone: string, locale: Locale): string {
  return dayAndTime(dayWord(night, now, timeZone, locale), night, undefined, locale);
}

/**
 * A party's day and start ("Today at 10:00 PM"): "Today"/"Tomorrow" by its night in its own
 * clock, otherwise its own date.
 */
export function partyLabel(party: Scheduled, now: Date, locale: Locale): string {
  const word = dayWord(partyNight(party), now, timeZoneOf(party), locale);
  return dayAndTime(word, party.date, party.startTime, locale);
}

/**
 * What the "Tomorrow" filter is called now: between midnight and 06:00 the phone already shows
 * the coming evening's date, so it is "Saturday night" ("Sábado en la noche", issue 52); else
 * undefined (the filter's own word holds).
 */
export function eveningAheadName(now: Date, timeZone: string, locale: Locale): string | undefined {
  const ahead = addDays(nightOf(now.getTime(), timeZone), 1);
  if (ahead !== localDate(now, timeZone)) return undefined;
  const word = dayWord(ahead, now, timeZone, locale);
  return word && capitalized(word, locale);
}

/** A sentence or a name that starts a line: "sábado en la noche" → "Sábado en la noche". */
export function capitalized(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
