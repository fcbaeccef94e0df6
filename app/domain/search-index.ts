import { stemmer as spanishStem } from "@orama/stemmers/spanish";
import MiniSearch from "minisearch";
import type { Locale } from "#app/i18n/locales.ts";
import type { EventStatus } from "./content-types.ts";
import { foldText } from "./slug.ts";
import type { Scheduled } from "./time/index.ts";

/**
 * Search over everything a visitor may look for (docs/decisions/0036): an in-memory MiniSearch
 * index built from content the site has already loaded, so a query never waits on the CMS.
 */
export const SEARCH_KINDS = ["party", "club", "dj", "brand", "article", "faq", "page"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const isSearchKind = (value: unknown): value is SearchKind =>
  SEARCH_KINDS.some((kind) => kind === value);

/** One thing search can find, as the content layer describes it. */
/** What kind of place a club document is (the directory's kinds; Cosmic's beach-clubs type). */
export const VENUE_TYPES = ["club", "beach-club", "restaurant", "venue"] as const;
export type VenueType = (typeof VENUE_TYPES)[number];
export const isVenueType = (value: string): value is VenueType =>
  VENUE_TYPES.some((type) => type === value);

export interface SearchDocument {
  kind: SearchKind;
  title: string;
  /** Its page on the site, in English (links add the language). */
  url: string;
  /** Names it is also known by: a party's venue, brand, lineup, genres and area; a club's area. */
  names: string;
  /** Secondary text: captions, summaries, tags. */
  text: string;
  /** One line under the title, when it does not depend on the day (a party's does). */
  detail: string;
  /** Parties: when the night starts and ends (ms), for "sooner first" and dropping past ones. */
  startsAt?: number;
  endsAt?: number;
  /** Parties: their day, for the line under the title (worked out when shown: "Tonight" moves). */
  when?: Scheduled;
  /** Parties: a status other than scheduled (cancelled, postponed...), badged as on the calendar. */
  status?: Exclude<EventStatus, "scheduled">;
  /** The language its text is in, when it differs from the page's. */
  contentLang?: Locale;
  /** Clubs: what kind of place it is, for "beach club" / "club de playa". */
  venueType?: VenueType;
}

export interface IndexedDocument extends SearchDocument {
  id: number;
  /** The title folded (lower case, no accents): what substring and prefix ranking compare. */
  folded: string;
  /** Synonyms its text calls for ("nye" for a New Year party). */
  keywords: string;
}

export interface SearchIndex {
  locale: Locale;
  documents: readonly IndexedDocument[];
  engine: MiniSearch<IndexedDocument>;
}

/** Words that carry no meaning of their own in a query ("fiesta en la playa", "the zamna"). */
export const STOP_WORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(
    "a an and are as at be by for from has have in is it its of on or that the this to was were will with".split(
      " ",
    ),
  ),
  es: new Set(
    "a al algo como con de del desde donde e el ella ellas ellos en entre era es esa ese eso esta este esto fue ha hay la las le les lo los mas me mi muy no nos o para pero por que se sin sobre su sus te tu un una uno unos unas y ya".split(
      " ",
    ),
  ),
};

/**
 * Names people use for the same thing. When a document's title or text holds one of a group's
 * phrases it is also indexed under the others, so "nye" finds "New Year Festival" and "pdc"
 * finds Playa del Carmen. Areas already match by their own words ("cabo", "isla", "playa").
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ["nye", "new year", "new years eve", "ano nuevo", "fin de ano"],
  ["playa del carmen", "pdc"],
  ["san jose del cabo", "los cabos", "sjd"],
  ["isla mujeres", "isla"],
  ["cancun", "cun"],
  // The club's name as Spanish speakers write it.
  ["taboo", "tabu"],
];

const KIND_BOOST: Record<SearchKind, number> = {
  club: 2,
  dj: 2,
  brand: 2,
  page: 1.5,
  party: 1,
  article: 1,
  faq: 1,
};

/** Tokens of a text: letters and digits, folded. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** How many typos a word forgives: none under 4 letters, one from 4, two from 8. */
export function typosAllowed(word: string): number {
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

/** A query longer than this many words is read up to here (bounded work per query). */
export const MAX_QUERY_WORDS = 8;

function keywordsOf(document: SearchDocument): string {
  const haystack = ` ${searchWords(`${document.title} ${document.names} ${document.text}`).join(" ")} `;
  return SYNONYMS.filter((group) => group.some((phrase) => haystack.includes(` ${phrase} `)))
    .flat()
    .join(" ");
}

/** What a word is indexed under: itself and, in Spanish, its stem ("fiestas" -> "fiest"). */
function indexTerms(locale: Locale) {
  return (term: string): string[] | null => {
    const word = foldText(term);
    if (!word || STOP_WORDS[locale].has(word)) return null;
    if (locale !== "es") return [word];
    const stem = spanishStem(word);
    return stem && stem !== word ? [word, stem] : [word];
  };
}

export function buildSearchIndex(
  documents: readonly SearchDocument[],
  locale: Locale,
): SearchIndex {
  const indexed = documents.map((document, id) => ({
    ...document,
    id,
    folded: foldText(document.title),
    keywords: keywordsOf(document),
  }));
  const engine = new MiniSearch<IndexedDocument>({
    fields: ["title", "names", "keywords", "text"],
    storeFields: [],
    tokenize: (text) => text.split(/[^\p{L}\p{N}]+/u),
    processTerm: indexTerms(locale),
    searchOptions: {
      // Queries are split, folded and stemmed here (see queryOf); the engine takes them as given.
      processTerm: (term) => term,
      // What a name most likely means: the club, DJ or brand before a party named after it.
      boostDocument: (id: number) => KIND_BOOST[indexed[id]?.kind ?? "party"],
    },
  });
  engine.addAll(indexed);
  return { locale, documents: indexed, engine };
}
