import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { venueRecordOf } from "#app/directory/party-venue.ts";
import { directoryText } from "#app/directory/words.server.ts";
import type { DjSet, EventStatus, Party, PartyItem } from "#app/domain/content-types.ts";
import { formatShortDate, formatTimeRange, weekdayName } from "#app/domain/dates.ts";
import { foldText } from "#app/domain/slug.ts";
import { shortDayLabel } from "#app/domain/time/day-labels.server.ts";
import { isOnNow, isWeekly } from "#app/domain/time/index.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import type { Locale } from "#app/i18n/locales.ts";

/**
 * Parties as lists show them (PartyItem): every label is written here, on the server, in the
 * page's language, so list pages send finished text and the browser runs no date code for them.
 */

/** What labels are written for: the page's instant and language. */
export interface ListingContext {
  now: Date;
  locale: Locale;
  i18n: I18n;
}

/** A request's labels: its page's language, at `now`. */
export const listingContext = (request: Request, now: Date): ListingContext => ({
  now,
  locale: localeOf(request),
  i18n: i18nOf(request),
});

/**
 * When a party is, for a list: its night ("Today" until 06:00 the next morning, "Tomorrow",
 * else its date: "Sat, Nov 28") and its hours, in its own area's clock.
 */
export function whenLabel(
  party: Pick<Party, "date" | "startTime" | "endTime" | "area">,
  { now, locale }: Pick<ListingContext, "now" | "locale">,
): string {
  const day = shortDayLabel(party, now, locale);
  const hours = formatTimeRange(party.startTime, party.endTime, locale);
  return hours ? `${day} · ${hours}` : day;
}

/**
 * A party's row on a DJ's page: when the DJ plays there ("Sat, Nov 28 · set 1:00 AM – 2:30 AM",
 * the day being the party's night), where the schedule gives the set's time; else the party's.
 */
export function withSetTime(
  item: PartyItem,
  party: Party,
  set: Pick<DjSet, "startTime" | "endTime"> | undefined,
  { now, locale, i18n }: ListingContext,
): PartyItem {
  const hours = set?.startTime ? formatTimeRange(set.startTime, set.endTime, locale) : "";
  if (!hours) return item;
  const day = shortDayLabel(party, now, locale);
  return { ...item, when: t(i18n)`${day} · set ${hours}` };
}

/**
 * The kinds of place the directory knows, by its slug, in the page's language: a row's "Beach
 * club", and the calendar's and Today's "Place" filter.
 */
export function venueTypeNames(i18n: I18n): ReadonlyMap<string, string> {
  // Every row asks: the names are written once per language's i18n instance.
  const known = typeNames.get(i18n);
  if (known) return known;
  const names = new Map([
    ["club", t(i18n)`Club`],
    ["beach-club", t(i18n)`Beach club`],
    ["venue", t(i18n)`Event venue`],
    ["restaurant", t(i18n)`Restaurant`],
  ]);
  typeNames.set(i18n, names);
  return names;
}

const typeNames = new WeakMap<I18n, ReadonlyMap<string, string>>();

/** A lineup's first name: who the night is billed under ("Nox Verde, Coral Kaan"). */
const headlinerOf = (party: Party) =>
  party.artists[0]?.title ?? party.lineup.split(",")[0]?.trim() ?? "";

/**
 * A party as lists show it: when, where (venue, its kind, the area) and what kind of night
 * (genre, headliner, price) where known; `card` adds its image and line (for the few large cards).
 */
export function partyItemOf(
  party: Party,
  context: ListingContext,
  options: { venueName?: string | null; genre?: string | null; card?: boolean } = {},
): PartyItem {
  const record = venueRecordOf(party);
  const venueName = options.venueName ?? record?.name ?? party.venue?.title;
  const venueType = record ? venueTypeNames(context.i18n).get(record.kind) : undefined;
  const partOfTown = record ? directoryText(context.i18n, record.area) : undefined;
  const headliner = headlinerOf(party);
  const { id, kind, slug, title, date, startTime, endTime, area, status, contentLang } = party;
  return {
    id,
    kind,
    slug,
    title,
    date,
    ...(startTime ? { startTime } : {}),
    ...(endTime ? { endTime } : {}),
    area,
    status,
    ...(contentLang ? { contentLang } : {}),
    when: whenLabel(party, context),
    ...(isOnNow(party, context.now) ? { onNow: true as const } : {}),
    ...(party.previousDate
      ? { previousDay: formatShortDate(party.previousDate, context.locale) }
      : {}),
    ...(venueName ? { venueName } : {}),
    ...(venueType ? { venueType } : {}),
    ...(partOfTown ? { partOfTown } : {}),
    ...(options.genre ? { genre: options.genre } : {}),
    ...(headliner ? { headliner } : {}),
    // A price no editor gave is said so: it is not a free party.
    price: party.price || t(context.i18n)`Price not announced`,
    ...(party.minAge ? { age: `${party.minAge}+` } : {}),
    ...(options.card ? { image: party.image, caption: party.caption } : {}),
  };
}

/** A row of a list with each weekly night once: the night's first date, and its date count. */
export interface NightRow<T> {
  first: T;
  /** How many dates a weekly night has; null for a party that is not a weekly night. */
  weeklyDates: number | null;
}

/**
 * A club's list with each weekly night once: the dates of one title seven days apart become its
 * first date's row. Other parties keep their rows; the order stays the list's (by date). Works on
 * parties, so a long list builds rows (labels, dates) only for what a page shows.
 */
export function weeklyNightRows<T extends { title: string; date: string }>(
  items: readonly T[],
): NightRow<T>[] {
  const byTitle = new Map<string, T[]>();
  for (const item of items) {
    const key = foldText(item.title);
    const dates = byTitle.get(key);
    if (dates) dates.push(item);
    else byTitle.set(key, [item]);
  }
  const shown = new Set<string>();
  const rows: NightRow<T>[] = [];
  for (const item of items) {
    const key = foldText(item.title);
    const dates = byTitle.get(key) ?? [item];
    if (!isWeekly(dates.map((one) => one.date))) {
      rows.push({ first: item, weeklyDates: null });
      continue;
    }
    if (shown.has(key)) continue;
    shown.add(key);
    rows.push({ first: item, weeklyDates: dates.length });
  }
  return rows;
}

/** A weekly night's row says so: "Every Monday · next Mon, Dec 07" and how many dates. */
export function withRepeats(
  item: PartyItem,
  weeklyDates: number | null,
  { locale, i18n }: Pick<ListingContext, "locale" | "i18n">,
): PartyItem {
  if (weeklyDates === null) return item;
  const weekday = weekdayName(item.date, locale);
  const next = formatShortDate(item.date, locale);
  return {
    ...item,
    repeats: { label: t(i18n)`Every ${weekday} · next ${next}`, dates: weeklyDates },
  };
}

/** A party's status as a row, a card or a feed's title writes it ("" while it is on as planned). */
export function statusWord(status: EventStatus, i18n: I18n): string {
  return {
    scheduled: "",
    cancelled: t(i18n)`Cancelled`,
    postponed: t(i18n)`Postponed`,
    rescheduled: t(i18n)`New date`,
    "sold-out": t(i18n)`Sold out`,
  }[status];
}
