import { LANGUAGE_TAG, type Locale } from "#app/i18n/locales.ts";

/** A calendar date as the CMS stores it: YYYY-MM-DD, local to the area. */
export type IsoDate = string;
/** A wall-clock time as the CMS stores it: HH:MM, 24 h, local to the area. */
export type WallTime = string;

export const ONE_DAY_MS = 86_400_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
}

export function isWallTime(value: string): boolean {
  return WALL_TIME.test(value);
}

function parts(date: IsoDate): [number, number, number] {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Keeps one formatter per time zone (the zones are the site's own, a handful): building an
 * Intl.DateTimeFormat costs far more than using one, and every party card asks for dates and
 * offsets several times per render.
 */
function perTimeZone(create: (timeZone: string) => Intl.DateTimeFormat) {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string): Intl.DateTimeFormat => {
    let found = made.get(timeZone);
    if (!found) {
      found = create(timeZone);
      made.set(timeZone, found);
    }
    return found;
  };
}

const calendarDateFormat = perTimeZone(
  (timeZone) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }),
);
const offsetFormat = perTimeZone(
  (timeZone) => new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" }),
);

const wallTimeFormat = perTimeZone(
  (timeZone) =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

/** The wall-clock time it is in `timeZone` at `instant` (HH:MM, 24 h). */
export function localWallTime(instant: Date, timeZone: string): WallTime {
  return wallTimeFormat(timeZone).format(instant);
}

/** The calendar date it is in `timeZone` at instant `now`. */
export function localDate(now: Date, timeZone: string): IsoDate {
  const offset = cachedOffset(now.getTime(), timeZone);
  if (offset === undefined) return calendarDateFormat(timeZone).format(now);
  return new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / ONE_DAY_MS);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The zone's UTC offset at an instant, in minutes (e.g. -300 for America/Cancun). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  return cachedOffset(instant.getTime(), timeZone) ?? offsetAt(instant, timeZone);
}

/**
 * The offset of whole UTC days in which it does not change (every day but the one or two of a
 * daylight-saving change), asked of Intl once per zone and day: pages ask for it for every
 * party they show, and Intl's answer costs far more than the arithmetic around it.
 */
const offsetsByDay = new Map<string, number | null>();
const REMEMBERED_DAYS = 2000;

function cachedOffset(ms: number, timeZone: string): number | undefined {
  const day = Math.floor(ms / ONE_DAY_MS);
  const key = `${timeZone} ${day}`;
  let offset = offsetsByDay.get(key);
  if (offset === undefined) {
    const first = offsetAt(new Date(day * ONE_DAY_MS), timeZone);
    const last = offsetAt(new Date((day + 1) * ONE_DAY_MS - 1), timeZone);
    offset = first === last ? first : null;
    if (offsetsByDay.size >= REMEMBERED_DAYS) offsetsByDay.clear();
    offsetsByDay.set(key, offset);
  }
  return offset ?? undefined;
}

function offsetAt(instant: Date, timeZone: string): number {
  const name =
    offsetFormat(timeZone)
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant a local date and time happen in `timeZone` (midnight when no time is given). */
export function zonedInstant(date: IsoDate, time: WallTime | undefined, timeZone: string): Date {
  const [y, m, d] = parts(date);
  const [hh = 0, mm = 0] = time && isWallTime(time) ? time.split(":").map(Number) : [0, 0];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Take the offset at the first guess, then again at the result, so a DST change in between is honoured.
  const guess = wall - utcOffsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - utcOffsetMinutes(new Date(guess), timeZone) * 60_000);
}

/** ISO 8601 with the area's UTC offset, as schema.org startDate wants: 2026-01-10T22:00:00-05:00. */
export function isoWithOffset(date: IsoDate, time: WallTime | undefined, timeZone: string): string {
  const offsetMinutes = utcOffsetMinutes(zonedInstant(date, time, timeZone), timeZone);
  const sign = offsetMinutes >= 0 ? "+" : "-";
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
  return `${date}T${time && isWallTime(time) ? time : "00:00"}:00${offset}`;
}

/** An instant as the zone's clock reads it, with its offset: 2026-01-11T02:00:00-05:00. */
export function zonedTimestamp(instant: number, timeZone: string): string {
  const at = new Date(instant);
  const time = localWallTime(at, timeZone);
  return isoWithOffset(localDate(at, timeZone), time, timeZone);
}

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  es: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
};
const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
};

function weekdayOf(date: IsoDate): number {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** ISO weekdays (1 = Monday) as short names in order: "Wed, Thu, Fri" / "mié, jue, vie". */
export function formatWeekdays(days: readonly number[], locale: Locale): string {
  const sorted = [...new Set(days)].filter((day) => day >= 1 && day <= 7).sort();
  return sorted.map((day) => WEEKDAYS[locale][day % 7]?.slice(0, 3) ?? "").join(", ");
}

/** The weekday's name: "Monday" / "lunes". */
export function weekdayName(date: IsoDate, locale: Locale): string {
  return WEEKDAYS[locale][weekdayOf(date)] ?? "";
}

/** ISO weekday of a date: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  return weekdayOf(date) || 7;
}

export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: "st", 2: "nd", 3: "rd" }[day % 10] ?? "th"}`;
}

/**
 * A party's hours: "10:30 PM – 4:00 AM" / "22:30–04:00" with an end time, its start alone
 * without one, "" without either.
 */
export function formatTimeRange(
  start: WallTime | undefined,
  end: WallTime | undefined,
  locale: Locale,
): string {
  if (!start || !isWallTime(start)) return "";
  const from = formatWallTime(start, locale);
  if (!end || !isWallTime(end)) return from;
  const to = formatWallTime(end, locale);
  return locale === "es" ? `${from}–${to}` : `${from} – ${to}`;
}

/** "10:00 PM" from "22:00" in English; Mexico writes 24-hour time: "22:00". */
export function formatWallTime(time: WallTime, locale: Locale): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  if (locale === "es") return `${pad2(h)}:${pad2(m)}`;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${pad2(m)} ${h < 12 ? "AM" : "PM"}`;
}

/** "Saturday, January 10th" / "sábado 10 de enero". */
export function formatLongDate(date: IsoDate, locale: Locale): string {
  const [, m, d] = parts(date);
  const weekday = WEEKDAYS[locale][weekdayOf(date)];
  const month = MONTHS[locale][m - 1];
  return locale === "es" ? `${weekday} ${d} de ${month}` : `${weekday}, ${month} ${ordinal(d)}`;
}

/** "Sat, Jan 03" / "sáb 03 ene": short weekday, day padded to 2, short month. */
export function formatShortDate(date: IsoDate, locale: Locale): string {
  const [, m, d] = parts(date);
  const weekday = WEEKDAYS[locale][weekdayOf(date)]?.slice(0, 3);
  const month = MONTHS[locale][m - 1]?.slice(0, 3);
  return locale === "es" ? `${weekday} ${pad2(d)} ${month}` : `${weekday}, ${month} ${pad2(d)}`;
}

/** A span of days: "Nov 24 – Dec 7" / "24 nov – 7 dic". */
export function formatDateSpan(first: IsoDate, last: IsoDate, locale: Locale): string {
  const dayMonth = (date: IsoDate) => {
    const [, m, d] = parts(date);
    const month = MONTHS[locale][m - 1]?.slice(0, 3);
    return locale === "es" ? `${d} ${month}` : `${month} ${d}`;
  };
  return `${dayMonth(first)} – ${dayMonth(last)}`;
}

/** An article's day of publication, from Cosmic's timestamp: "November 27, 2026" / "27 de noviembre de 2026". */
export function formatPublishedDay(timestamp: string, locale: Locale): string {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return "";
  return new Intl.DateTimeFormat(LANGUAGE_TAG[locale], {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(time);
}
