import { stemmer as spanishStem } from "@orama/stemmers/spanish";
import type { Query, SearchResult } from "minisearch";
import { AREAS } from "#app/config/site.ts";
import type { Locale } from "#app/i18n/locales.ts";
import {
  type IndexedDocument,
  MAX_QUERY_WORDS,
  type SearchDocument,
  type SearchIndex,
  type SearchKind,
  STOP_WORDS,
  searchWords,
  typosAllowed,
  type VenueType,
} from "./search-index.ts";
import { foldText } from "./slug.ts";
import { nightsMatcher } from "./time/index.ts";

/**
 * Answering a query from the index: its words as a query, what it means ("tonight", "beach
 * club"), the ranking (exact titles first, parties sooner first, a weekly night once), the
 * closest title for "did you mean", and the hits by kind.
 */

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
  /** Matched by what it is called or holds (title, venue, lineup, genres), not only its text. */
  byName: boolean;
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
 * Parties: sooner first among those the query names, by title or by what they hold (tonight's
 * "Taboo" before December's; "techno": every techno night by date), then those matched only
 * by their text; an intent's ("tonight") lead the group.
 */
function compareParties(a: SearchHit, b: SearchHit): number {
  const named = (hit: SearchHit) => (hit.tier < 0 ? 0 : hit.tier < 4 || hit.byName ? 1 : 2);
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

/**
 * The documents an intent names: the places of its kind and the parties held at one, or the
 * destination's parties of its nights ("this weekend" is Tulum's unless a place is named, and
 * a query that names one is no intent).
 */
function matchesIntent(intent: SearchIntent, now: Date): (document: SearchDocument) => boolean {
  if ("venueType" in intent) return (document) => document.venueType === intent.venueType;
  const onNights = nightsMatcher(intent.when, now);
  return (document) =>
    document.kind === "party" &&
    document.when?.area === AREAS.tulum.slug &&
    onNights(document.when);
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
    const fields = Object.values(result?.match ?? {}).flat();
    hits.set(document.id, {
      document,
      moreDates: 0,
      tier: tier ?? tierOf(document, folded, result),
      score,
      byName: !result || fields.some((field) => field !== "text"),
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
    // "beach club": the places lead, the parties held at one follow.
    for (const document of index.documents)
      if (matches(document))
        add(document, document.kind === "party" ? 0 : 1, undefined, INTENT_TIER);
    // "esta noche" names a night, not titles holding "noche": tomorrow's "Noche Latina" is not
    // tonight's.
    if ("when" in intent) return collapseRepeats([...hits.values()].sort(compareHits));
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
