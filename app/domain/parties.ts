import type { Party, PartyCardData } from "./content-types.ts";
import { addDays, type IsoDate, localDate, type WallTime, zonedInstant } from "./dates.ts";

export interface Timed {
  date: IsoDate;
  startTime?: WallTime;
}

/**
 * product.md#rules: a party is upcoming while its date and start time are not past; a party with only a
 * date counts as past once its day has ended, i.e. from the start of the next day in the area.
 */
export function isUpcoming(party: Timed, now: Date, timeZone: string): boolean {
  if (party.startTime) {
    return zonedInstant(party.date, party.startTime, timeZone).getTime() >= now.getTime();
  }
  return party.date >= localDate(now, timeZone);
}

/** product.md#rules: main-page events are those dated yesterday or later (in the area). */
export function isMainPageEvent(party: Timed, now: Date, timeZone: string): boolean {
  return party.date >= addDays(localDate(now, timeZone), -1);
}

/** The first date the CMS is asked for: "date from yesterday" (product.md#calls). */
export function yesterday(now: Date, timeZone: string): IsoDate {
  return addDays(localDate(now, timeZone), -1);
}

/** Ascending by date, then start time; parties without a time come first on their day. */
export function compareByDateAndTime(a: Timed, b: Timed): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const ta = a.startTime ?? "";
  const tb = b.startTime ?? "";
  return ta === tb ? 0 : ta < tb ? -1 : 1;
}

export function sortByDateAndTime<T extends Timed>(parties: readonly T[]): T[] {
  return [...parties].sort(compareByDateAndTime);
}

export interface ClubGroup<T> {
  club: string;
  parties: T[];
}

/**
 * Groups parties under the club key their title resolves to, keeping the order in which
 * clubs first appear; parties whose venue is unknown are left out.
 */
export function groupByClub<T>(
  parties: readonly T[],
  clubKeyOf: (party: T) => string | undefined,
): ClubGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const party of parties) {
    const club = clubKeyOf(party);
    if (!club) continue;
    const list = groups.get(club);
    if (list) list.push(party);
    else groups.set(club, [party]);
  }
  return [...groups].map(([club, list]) => ({ club, parties: list }));
}

export interface CalendarDay<T> {
  date: IsoDate;
  items: T[];
}

/**
 * product.md#rules: the calendar puts mini parties first, then regular parties, in ascending date and
 * start-time order (a stable sort keeps mini parties ahead on ties), grouped by day.
 */
export function calendarDays<T extends Timed>(
  miniParties: readonly T[],
  parties: readonly T[],
): CalendarDay<T>[] {
  const days: CalendarDay<T>[] = [];
  for (const item of sortByDateAndTime([...miniParties, ...parties])) {
    const last = days[days.length - 1];
    if (last && last.date === item.date) last.items.push(item);
    else days.push({ date: item.date, items: [item] });
  }
  return days;
}

/** What a party card needs of a party: list pages send only this to the browser. */
export function cardOf(party: Party): PartyCardData {
  const { id, kind, slug, title, date, startTime, area, caption, image, contentLang, status } =
    party;
  return {
    id,
    kind,
    slug,
    title,
    date,
    area,
    ...(startTime ? { startTime } : {}),
    caption,
    image,
    ...(contentLang ? { contentLang } : {}),
    status,
    ...(party.previousDate ? { previousDate: party.previousDate } : {}),
  };
}
