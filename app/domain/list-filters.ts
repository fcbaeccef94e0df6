/**
 * Finding a party: the calendar's filters (when, area, genre, venue), how many parties each
 * choice would give, the nearest wider search when nothing matches, and what is on right now.
 * Times are each party's own area's (Cabo is two hours behind the Caribbean coast).
 */
import { AREAS, areaSlugOf, DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { addDays, isIsoDate } from "./dates.ts";
import { textSlug } from "./slug.ts";
import {
  nightsMatcher,
  partyNight,
  type Scheduled,
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
export function withDefaults(
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
