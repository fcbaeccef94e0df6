/**
 * Finding a party: the calendar's filters (when, area, genre, venue), how many parties each
 * choice would give, the nearest wider search when nothing matches, and what is on right now.
 * Times are each party's own area's (Cabo is an hour behind the Caribbean coast).
 */
import {
  AREA_SLUGS,
  AREAS,
  type AreaSlug,
  areaSlugOf,
  DEFAULT_TIME_ZONE,
} from "#app/config/site.ts";
import type { PartyItem } from "./content-types.ts";
import { addDays, type IsoDate, isIsoDate, type WallTime } from "./dates.ts";
import { textSlug } from "./slug.ts";
import {
  clockAt,
  endOfNight,
  isOnNow,
  nightsMatcher,
  partyInterval,
  partyNight,
  playingAt,
  runningOrder,
  type Scheduled,
  timeZoneOf,
  timeZoneOfArea,
  tonightIn,
  WHEN_CHOICES,
} from "./time/index.ts";

export { WHEN_CHOICES };

export const FILTER_NAMES = ["when", "area", "type", "genre", "venue"] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The filters of a list, as read from the URL: each one a known value, or absent. */
export type Filters = Partial<Record<FilterName, string>>;

/**
 * The URL value that lifts a list's default ("?area=all" on a Tulum list): a list titled with a
 * place holds that place unless the visitor asks for every area (issue 42).
 */
export const EVERY_VALUE = "all";

/**
 * What the destination's lists (the calendar, Today) hold unless the URL says otherwise: Tulum;
 * the other areas are one tap away, labelled (issue 42: a list titled with a place holds it).
 */
export const DESTINATION_FILTERS: Filters = { area: AREAS.tulum.slug };

/** The URL's values with a list's defaults applied: absent -> the default, "all" -> none. */
function withDefaults(
  raw: Partial<Record<FilterName, string | null>>,
  defaults: Filters,
): Partial<Record<FilterName, string | null>> {
  const applied = { ...raw };
  for (const name of FILTER_NAMES) {
    const fallback = defaults[name];
    if (!fallback) continue;
    const value = raw[name]?.trim();
    applied[name] = !value ? fallback : value === EVERY_VALUE ? null : value;
  }
  return applied;
}

/** Whether the filters differ from the list's defaults (a list the visitor narrowed or widened). */
export function differsFromDefaults(filters: Filters, defaults: Filters): boolean {
  return FILTER_NAMES.some((name) => (filters[name] ?? "") !== (defaults[name] ?? ""));
}

/** What the filters look at in a party. */
export interface Discoverable extends Scheduled {
  /** The directory slug of the club it happens at, when known. */
  venue: string | null;
  /** What kind of place that is (the directory's kind: "club", "beach-club" ...), when known. */
  venueType?: string | null;
  /** Genre slugs (textSlug of the names). */
  genres: readonly string[];
}

/** A test of parties against filters; `when` names nights (app/domain/time/). */
export function partyMatcher(filters: Filters, now: Date): (party: Discoverable) => boolean {
  const onNights = filters.when ? nightsMatcher(filters.when, now) : null;
  return (party) => {
    if (filters.area && party.area !== filters.area) return false;
    if (filters.venue && party.venue !== filters.venue) return false;
    if (filters.type && party.venueType !== filters.type) return false;
    if (filters.genre && !party.genres.includes(filters.genre)) return false;
    return !onNights || onNights(party);
  };
}

/** Tonight's parties in each one's own area's night (until 06:00, the night before's), not over. */
export function tonightsParties<T extends Scheduled>(parties: readonly T[], now: Date): T[] {
  return parties.filter(nightsMatcher("tonight", now));
}

export function filterParties<T extends Discoverable>(
  parties: readonly T[],
  filters: Filters,
  now: Date,
): T[] {
  return parties.filter(partyMatcher(filters, now));
}

/** The genres and clubs a list offers (slug -> name), against which URL values are checked. */
export interface FilterChoices {
  genres: ReadonlyMap<string, string>;
  venues: ReadonlyMap<string, string>;
  /** Kinds of place (slug -> name in the page's language); absent: no type filter. */
  types?: ReadonlyMap<string, string>;
  /**
   * The first and last night the list holds: a date outside them can hold no party, so it is
   * not a choice (a flood of made-up dates makes no pages); absent = any date.
   */
  nights?: { first: string; last: string };
}

/** A URL value that was not understood, kept short for the note that says so. */
export interface IgnoredValue {
  name: FilterName;
  value: string;
}

const SHOWN_VALUE_LENGTH = 40;

function isListedNight(date: string, nights: FilterChoices["nights"]): boolean {
  return !nights || (date >= nights.first && date <= nights.last);
}

/**
 * The filters in a URL's values. Unknown or malformed values are left out and reported, so the
 * page can say what it ignored; a genre matches whatever its case and accents.
 */
export function readFilters(
  raw: Partial<Record<FilterName, string | null>>,
  choices: FilterChoices,
): { filters: Filters; ignored: IgnoredValue[] } {
  const filters: Filters = {};
  const ignored: IgnoredValue[] = [];
  const known: Record<FilterName, (value: string) => string | null> = {
    when: (value) =>
      WHEN_CHOICES.some((choice) => choice === value) ||
      (isIsoDate(value) && isListedNight(value, choices.nights))
        ? value
        : null,
    area: (value) => areaSlugOf(value) ?? null,
    genre: (value) => {
      const slug = textSlug(value);
      return choices.genres.has(slug) ? slug : null;
    },
    venue: (value) => (choices.venues.has(value) ? value : null),
    type: (value) => (choices.types?.has(value) ? value : null),
  };
  for (const name of FILTER_NAMES) {
    const value = raw[name]?.trim();
    if (!value) continue;
    const accepted = known[name](value);
    if (accepted) filters[name] = accepted;
    else ignored.push({ name, value: value.slice(0, SHOWN_VALUE_LENGTH) });
  }
  return { filters, ignored };
}

/**
 * Whether the URL spelled an accepted filter otherwise than the list keys it ("TECHNO",
 * "techno!!", "Cancun"): such a URL redirects to the one spelling, so each choice is one page
 * (and one cache entry), not one per spelling.
 */
export function isRespelled(
  raw: Partial<Record<FilterName, string | null>>,
  filters: Filters,
  defaults: Filters = {},
): boolean {
  const canonical = new URLSearchParams(filtersSearch(filters, defaults));
  return FILTER_NAMES.some((name) => {
    const spelled = canonical.get(name);
    if (spelled !== null) return raw[name] !== spelled;
    // The default written out ("?area=tulum" on a Tulum list) is the bare URL's page.
    return filters[name] !== undefined && raw[name] === filters[name];
  });
}

export interface OptionCount {
  value: string;
  count: number;
}

/**
 * How many parties each value of one filter would give, the other filters as they are; `any`
 * is the count without that filter.
 */
export function optionCounts(
  parties: readonly Discoverable[],
  filters: Filters,
  name: FilterName,
  values: readonly string[],
  now: Date,
): { any: number; options: OptionCount[] } {
  // The other filters once, then each value counted in one pass: a five-year bucket's calendar
  // counts dozens of values over a thousand parties on every request.
  const others = filterParties(parties, { ...filters, [name]: undefined }, now);
  const counts = new Map<string, number>();
  const tally = (value: string | null) => {
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  };
  if (name === "when") {
    // The choices other than a date name nights within a week of tonight (the weekend's Friday
    // at most three nights back): only the parties of those nights are tried against them.
    const tonight = tonightIn(now, DEFAULT_TIME_ZONE);
    const [first, last] = [addDays(tonight, -3), addDays(tonight, 8)];
    const near = others.filter((party) => {
      const night = partyNight(party);
      return night >= first && night <= last;
    });
    for (const value of values) {
      const tried = isIsoDate(value) ? others : near;
      counts.set(value, tried.filter(nightsMatcher(value, now)).length);
    }
  } else {
    for (const party of others) {
      if (name === "genre") new Set(party.genres).forEach(tally);
      else
        tally(
          name === "area" ? party.area : name === "type" ? (party.venueType ?? null) : party.venue,
        );
    }
  }
  return {
    any: others.length,
    options: values.map((value) => ({ value, count: counts.get(value) ?? 0 })),
  };
}

/** Which filters to let go of first when nothing matches: the day before the taste. */
const WIDENING_ORDER: readonly FilterName[] = ["when", "venue", "type", "area", "genre"];

function* subsetsOfSize<T>(items: readonly T[], size: number, from = 0): Generator<T[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - size; i++) {
    for (const rest of subsetsOfSize(items, size - 1, i + 1)) yield [items[i] as T, ...rest];
  }
}

/**
 * The nearest search that finds something when `filters` find nothing: the fewest filters
 * dropped, the day first (the same genre any day), then the club, the area, the genre.
 */
export function nearestWidening(
  parties: readonly Discoverable[],
  filters: Filters,
  now: Date,
): Filters | null {
  const active = WIDENING_ORDER.filter((name) => filters[name]);
  for (let size = 1; size <= active.length; size++) {
    for (const dropped of subsetsOfSize(active, size)) {
      const wider: Filters = { ...filters };
      for (const name of dropped) delete wider[name];
      if (filterParties(parties, wider, now).length > 0) return wider;
    }
  }
  return null;
}

/**
 * The search of a set of filters, in the fixed order of FILTER_NAMES ("" when there are none); a
 * list's default is left out, and its absence written as EVERY_VALUE.
 */
export function filtersSearch(filters: Filters, defaults: Filters = {}): string {
  const search = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    const fallback = defaults[name];
    if (fallback && value === fallback) continue;
    if (value) search.set(name, value);
    else if (fallback) search.set(name, EVERY_VALUE);
  }
  const text = search.toString();
  return text ? `?${text}` : "";
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

/** A party of tonight as the "on now" list shows it, with the sets playing ("Nox Verde", "22:00–23:30"). */
export type TonightCard = PartyItem & { sets: { artist: string; hours: string }[] };

/**
 * The sets playing at `now` at a party, in its running order (app/domain/time/): each
 * runs to its end time, else to the next set's start, else to the party's end.
 */
export function setsPlayingNow(
  sets: readonly ScheduledSet[],
  party: Discoverable,
  now: Date,
): SetTimes[] {
  const timeZone = timeZoneOf(party);
  return playingAt(runningOrder(sets, party, timeZone), now).flatMap(({ set, start, end }) =>
    start === null || end === null
      ? []
      : [{ artist: set.artist, start: clockAt(start, timeZone), end: clockAt(end, timeZone) }],
  );
}

/** One filter of a list's form: its value, and each choice with how many parties it gives. */
export interface FilterField {
  name: FilterName;
  value: string;
  any: number;
  options: OptionCount[];
  /** Names of the choices that have one (genres, clubs). */
  names: Record<string, string>;
}

export interface FilteredList<T> {
  parties: T[];
  filters: Filters;
  fields: FilterField[];
  ignored: IgnoredValue[];
  /** Where to look when nothing matches: the nearest wider search and what it finds. */
  widening: { filters: Filters; count: number } | null;
  /** Whether the visitor changed the list's filters from its defaults. */
  filtered: boolean;
  /** What the list holds when the URL says nothing (its links leave these out). */
  defaults: Filters;
  /** The first and last night a date can be picked from (the list's nights). */
  nights?: FilterChoices["nights"];
}

/** What a list's filter form shows (sent to the browser without the parties). */
export type FilterFormState = Omit<FilteredList<unknown>, "parties" | "filters">;

export function filterForm({
  fields,
  ignored,
  widening,
  filtered,
  defaults,
  nights,
}: FilterFormState): FilterFormState {
  return { fields, ignored, widening, filtered, defaults, nights };
}

const byName = (names: ReadonlyMap<string, string>) =>
  [...names].sort((a, b) => a[1].localeCompare(b[1])).map(([slug]) => slug);

/**
 * A list narrowed by the filters `names` in the URL's values, with everything its form shows.
 * Genres offered are those some party of the list has.
 */
/** The genres a list's parties have, once per list (a five-year calendar holds a thousand). */
function genresListed(all: readonly Discoverable[]): ReadonlySet<string> {
  const known = listedGenres.get(all);
  if (known) return known;
  const genres = new Set(all.flatMap((party) => party.genres));
  listedGenres.set(all, genres);
  return genres;
}

const listedGenres = new WeakMap<readonly Discoverable[], ReadonlySet<string>>();

export function filteredList<T extends Discoverable>(
  all: readonly T[],
  choices: FilterChoices,
  raw: Partial<Record<FilterName, string | null>>,
  names: readonly FilterName[],
  now: Date,
  defaults: Filters = {},
): FilteredList<T> {
  const { filters, ignored } = readFilters(withDefaults(raw, defaults), choices);
  // A value not understood is as if absent: the list's default holds (and the page says so).
  for (const { name } of ignored) if (defaults[name]) filters[name] = defaults[name];
  const parties = filterParties(all, filters, now);
  const listed = genresListed(all);
  const valuesOf: Record<FilterName, () => string[]> = {
    when: () => [
      ...WHEN_CHOICES,
      ...(filters.when && isIsoDate(filters.when) ? [filters.when] : []),
    ],
    area: () => [...AREA_SLUGS],
    genre: () =>
      byName(choices.genres).filter((slug) => listed.has(slug) || slug === filters.genre),
    venue: () => byName(choices.venues),
    type: () => [...(choices.types?.keys() ?? [])],
  };
  const namesOf = (name: FilterName) =>
    Object.fromEntries(
      name === "genre"
        ? choices.genres
        : name === "venue"
          ? choices.venues
          : name === "type"
            ? (choices.types ?? [])
            : [],
    );
  const fields = names.map((name): FilterField => {
    const counted = optionCounts(all, filters, name, valuesOf[name](), now);
    return { name, value: filters[name] ?? "", ...counted, names: namesOf(name) };
  });
  const wider = parties.length === 0 ? nearestWidening(all, filters, now) : null;
  return {
    parties,
    filters,
    fields,
    ignored,
    widening: wider ? { filters: wider, count: filterParties(all, wider, now).length } : null,
    filtered: differsFromDefaults(filters, defaults),
    defaults,
    nights: choices.nights,
  };
}
