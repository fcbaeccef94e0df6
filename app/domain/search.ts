import { stemmer as spanishStem } from "@orama/stemmers/spanish";
import MiniSearch, { type Query, type SearchResult } from "minisearch";
import type { Locale } from "#app/i18n/locales.ts";
import { foldText } from "./slug.ts";
import { nightsMatcher, type Scheduled } from "./time/index.ts";

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
export type VenueType = "club" | "beach-club" | "restaurant" | "venue";

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
  /** The language its text is in, when it differs from the page's. */
  contentLang?: Locale;
  /** Clubs: what kind of place it is, for "beach club" / "club de playa". */
  venueType?: VenueType;
}

interface IndexedDocument extends SearchDocument {
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
const STOP_WORDS: Record<Locale, ReadonlySet<string>> = {
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

/**
 * Each word may match itself with its typos, its stem (Spanish) exactly, or, when last, as a
 * prefix. A stem forgives no typo: "taboo" stems to "tabo", one letter from "cabo".
 */
function queryOf(words: readonly string[], locale: Locale, combineWith: "AND" | "OR"): Query {
  return {
    combineWith,
    queries: words.map((word, index) => {
      const options = {
        prefix: index === words.length - 1,
        boost: { title: 4, names: 2, keywords: 2, text: 1 },
      };
      const stem = locale === "es" ? spanishStem(word) : "";
      return {
        combineWith: "OR",
        queries: [
          { ...options, queries: [word], fuzzy: typosAllowed(word) || false },
          ...(stem && stem !== word ? [{ ...options, queries: [stem], fuzzy: false }] : []),
        ],
      };
    }),
  };
}

export interface SearchHit {
  document: SearchDocument;
  /** Other dates of a party with the same title (a weekly night), listed as one result. */
  moreDates: number;
  /** -1 = what an intent of the query names ("tonight": tonight's parties), 0 = the title is the query, 1 = starts with it, 2 = a later title word does, 3 = the title
   * contains it or every word matched the title, 4 = matched elsewhere. Lower ranks first. */
  tier: number;
  score: number;
}

function tierOf(document: IndexedDocument, folded: string, result?: SearchResult): number {
  if (document.folded === folded) return 0;
  if (document.folded.startsWith(folded)) return 1;
  if (document.folded.includes(` ${folded}`)) return 2;
  if (document.folded.includes(folded)) return 3;
  const titleTerms = Object.values(result?.match ?? {}).filter((fields) =>
    fields.includes("title"),
  ).length;
  return result && titleTerms >= result.queryTerms.length ? 3 : 4;
}

/** Ranks hits across kinds: best tier first, then score. */
export function compareHits(a: SearchHit, b: SearchHit): number {
  return a.tier - b.tier || b.score - a.score;
}

/**
 * Parties: sooner first among those the query names (tonight's "Taboo" before December's),
 * then those matched only by other words; an intent's ("tonight") lead the group.
 */
function compareParties(a: SearchHit, b: SearchHit): number {
  const named = (hit: SearchHit) => (hit.tier < 0 ? 0 : hit.tier < 4 ? 1 : 2);
  return named(a) - named(b) || (a.document.startsAt ?? 0) - (b.document.startsAt ?? 0);
}

/** The tier of what an intent of the query names: ahead of every title match. */
const INTENT_TIER = -1;

/** What a whole query asks for when it names a time or a kind of place rather than a title. */
type SearchIntent = { when: "tonight" | "tomorrow" | "weekend" } | { venueType: VenueType };

/** The phrases of each intent, in both languages, folded; filler words are dropped first. */
const INTENTS: readonly { phrases: readonly string[]; intent: SearchIntent }[] = [
  {
    phrases: ["tonight", "today", "now", "esta noche", "hoy", "hoy en la noche", "ahora"],
    intent: { when: "tonight" },
  },
  {
    phrases: ["tomorrow", "tomorrow night", "manana", "manana en la noche"],
    intent: { when: "tomorrow" },
  },
  {
    phrases: ["weekend", "this weekend", "fin de semana", "este fin de semana", "finde"],
    intent: { when: "weekend" },
  },
  {
    phrases: ["beach club", "beach clubs", "club de playa", "clubs de playa", "clubes de playa"],
    intent: { venueType: "beach-club" },
  },
  {
    phrases: [
      "club",
      "clubs",
      "nightclub",
      "nightclubs",
      "night club",
      "antro",
      "antros",
      "club nocturno",
      "clubes nocturnos",
      "clubes",
    ],
    intent: { venueType: "club" },
  },
  {
    phrases: [
      "restaurant",
      "restaurants",
      "dinner show",
      "restaurante",
      "restaurantes",
      "cena show",
    ],
    intent: { venueType: "restaurant" },
  },
  {
    phrases: ["event venue", "event venues", "espacio de eventos", "espacios de eventos"],
    intent: { venueType: "venue" },
  },
];

/** Words around an intent that do not change it: "parties tonight", "que hay hoy". */
const FILLER = new Set(
  "a at de en in on party parties fiesta fiestas what whats s is there que hay donde where go ir".split(
    " ",
  ),
);

/** A phrase without its filler words: how queries and the intents' phrases are compared. */
const essentials = (text: string) =>
  searchWords(text)
    .filter((word) => !FILLER.has(word))
    .join(" ");

function intentOf(folded: string): SearchIntent | null {
  const asked = essentials(folded);
  if (!asked) return null;
  return (
    INTENTS.find((entry) => entry.phrases.some((phrase) => essentials(phrase) === asked))?.intent ??
    null
  );
}

/** The documents an intent names: the parties of its nights, or the places of its kind. */
function matchesIntent(intent: SearchIntent, now: Date): (document: SearchDocument) => boolean {
  if ("venueType" in intent) return (document) => document.venueType === intent.venueType;
  const onNights = nightsMatcher(intent.when, now);
  return (document) => document.kind === "party" && !!document.when && onNights(document.when);
}

/**
 * Every document the query finds, best first: all its words first and any of them only when
 * that finds nothing; a title containing the query as typed is always found (product.md). Past
 * parties are left out.
 */
export function searchIndex(index: SearchIndex, text: string, now: Date): SearchHit[] {
  const folded = foldText(text);
  if (!folded) return [];
  const words = searchWords(folded)
    .filter((word) => !STOP_WORDS[index.locale].has(word))
    .slice(0, MAX_QUERY_WORDS);
  const current = (document: IndexedDocument) =>
    document.endsAt === undefined || document.endsAt > now.getTime();
  const hits = new Map<number, SearchHit>();
  const add = (
    document: IndexedDocument | undefined,
    score: number,
    result?: SearchResult,
    tier?: number,
  ) => {
    if (!document || !current(document) || hits.has(document.id)) return;
    hits.set(document.id, {
      document,
      moreDates: 0,
      tier: tier ?? tierOf(document, folded, result),
      score,
    });
  };
  const run = (combineWith: "AND" | "OR") => {
    for (const result of index.engine.search(queryOf(words, index.locale, combineWith)))
      add(index.documents[result.id], result.score, result);
  };
  // "tonight", "club de playa": what the words name leads, ahead of titles that hold them.
  const intent = intentOf(folded);
  if (intent) {
    const matches = matchesIntent(intent, now);
    for (const document of index.documents)
      if (matches(document)) add(document, 0, undefined, INTENT_TIER);
  }
  if (words.length > 0) run("AND");
  for (const document of index.documents) if (document.folded.includes(folded)) add(document, 0);
  if (hits.size === 0 && words.length > 1) run("OR");
  return collapseRepeats([...hits.values()].sort(compareHits));
}

/**
 * A weekly night is one result, not one per date: the best-ranked place shows the soonest
 * date, with how many more there are.
 */
function collapseRepeats(hits: readonly SearchHit[]): SearchHit[] {
  const byTitle = new Map<string, SearchHit>();
  const kept: SearchHit[] = [];
  for (const hit of hits) {
    if (hit.document.kind !== "party") {
      kept.push(hit);
      continue;
    }
    const key = foldText(hit.document.title);
    const first = byTitle.get(key);
    if (!first) {
      const copy = { ...hit };
      byTitle.set(key, copy);
      kept.push(copy);
      continue;
    }
    first.moreDates++;
    if ((hit.document.startsAt ?? 0) < (first.document.startsAt ?? 0))
      first.document = hit.document;
  }
  return kept;
}

/**
 * The closest title to a query that found nothing ("bagatelel" -> "Bagatelle"), or null: its
 * words with more typos allowed, on titles only.
 */
export function closestTitle(index: SearchIndex, text: string, now: Date): string | null {
  const words = searchWords(text).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return null;
  const results = index.engine.search({
    combineWith: "OR",
    queries: words.filter((word) => word.length >= 3),
    fields: ["title"],
    fuzzy: (word) => Math.max(2, Math.round(word.length * 0.4)),
    maxFuzzy: 4,
  });
  for (const result of results) {
    const document = index.documents[result.id];
    if (document && (document.endsAt === undefined || document.endsAt > now.getTime()))
      return document.title;
  }
  return null;
}

export interface SearchGroup<T> {
  kind: SearchKind;
  /** How many the kind has in all. */
  total: number;
  items: T[];
}

/**
 * Hits grouped by kind, each group capped at `cap`; groups ordered by their best hit, so the
 * kind the visitor most likely meant comes first.
 */
export function groupHits(hits: readonly SearchHit[], cap: number): SearchGroup<SearchHit>[] {
  const byKind = new Map<SearchKind, SearchHit[]>();
  for (const hit of hits) {
    const list = byKind.get(hit.document.kind);
    if (list) list.push(hit);
    else byKind.set(hit.document.kind, [hit]);
  }
  return [...byKind].map(([kind, all]) => ({
    kind,
    total: all.length,
    items: (kind === "party" ? [...all].sort(compareParties) : all).slice(0, cap),
  }));
}
