/**
 * Finding a party: the calendar's filters (when, area, genre, venue), how many parties each
 * choice would give, the nearest wider search when nothing matches, and what is on right now.
 * Times are each party's own area's (Cabo is two hours behind the Caribbean coast).
 */
import { AREA_SLUGS } from "#app/config/site.ts";
import { isIsoDate } from "./dates.ts";
import {
  type Discoverable,
  differsFromDefaults,
  type FilterChoices,
  type FilterName,
  type Filters,
  filterParties,
  type IgnoredValue,
  nearestWidening,
  type OptionCount,
  optionCounts,
  readFilters,
  withDefaults,
} from "./list-filters.ts";
import { WHEN_CHOICES } from "./time/index.ts";

/**
 * A party list with its filters applied: the parties shown, the choices left with their counts,
 * what was ignored, and the form state the filters render.
 */

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

/**
 * How a form's filters read, worded by the loader (app/view-models/filter-words.server.ts): the
 * browser shows the words and carries none of the code or catalog that makes them.
 */
export interface FilterWording {
  label: Record<FilterName, string>;
  /** What no value of a filter reads as ("All areas"). */
  any: Record<FilterName, string>;
  /** Each choice's name, by filter and value. */
  values: Partial<Record<FilterName, Record<string, string>>>;
  /** What the nearest wider search holds ("Techno · All areas"), when nothing matches. */
  widening: string | null;
  /** One sentence per value of the URL the list left out ("When: “tmrw” is not one of…"). */
  notes: string[];
}

/** The form with its words, as the party lists' pages send it. */
export type WordedFilterForm = FilterFormState & { words: FilterWording };

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
