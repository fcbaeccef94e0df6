import { firstSlugSegment, foldText } from "./slug.ts";

export interface MatchableVenue {
  slug: string;
  name: string;
  /** Lower-case fragments that identify the venue in free text such as "Night @ Bonbonniere". */
  namePatterns: readonly string[];
}

export const EMPTY_VENUE: MatchableVenue = Object.freeze({ slug: "", name: "", namePatterns: [] });

/** A venue list made ready for matching: folded keys and patterns, and the titles already matched. */
interface VenueIndex<V extends MatchableVenue> {
  byKey: Map<string, V>;
  /** Longest pattern first, so "zamna on the beach" wins over "zamna". */
  patterns: { pattern: string; venue: V }[];
  matched: Map<string, V | undefined>;
}

/** Titles remembered per list; a page renders the same few dozen titles on every request. */
const REMEMBERED_TITLES = 5000;
const indexes = new WeakMap<readonly MatchableVenue[], VenueIndex<MatchableVenue>>();

function indexOf<V extends MatchableVenue>(venues: readonly V[]): VenueIndex<V> {
  const known = indexes.get(venues);
  // The index holds only venues of this very list (the WeakMap's key).
  if (known) return known as VenueIndex<V>;
  const byKey = new Map<string, V>();
  for (const venue of [...venues].reverse()) {
    byKey.set(venue.slug, venue);
    byKey.set(foldText(venue.name), venue);
  }
  const patterns = venues
    .flatMap((venue) =>
      venue.namePatterns.map((pattern) => ({ venue, pattern: foldText(pattern) })),
    )
    .sort((a, b) => b.pattern.length - a.pattern.length);
  const index: VenueIndex<V> = { byKey, patterns, matched: new Map() };
  indexes.set(venues, index as VenueIndex<MatchableVenue>);
  return index;
}

function findVenue<V extends MatchableVenue>(title: string, index: VenueIndex<V>): V | undefined {
  const exact = index.byKey.get(foldText(title));
  if (exact) return exact;
  const at = title.lastIndexOf("@");
  if (at < 0) return undefined;
  const place = foldText(title.slice(at + 1));
  return index.patterns.find(({ pattern }) => place.includes(pattern))?.venue;
}

/**
 * The venue decoder (product.md#content-types): an exact title key first; otherwise, when the title holds '@', the text
 * after the last '@' is compared with each venue's name patterns. No match logs and yields
 * EMPTY_VENUE so a page can still render. The list is indexed once and each title matched once
 * (pages match the same titles on every render).
 */
export function matchVenue<V extends MatchableVenue>(
  title: string,
  venues: readonly V[],
  log: (message: string) => void = (message) => console.error(message),
): V | typeof EMPTY_VENUE {
  const index = indexOf(venues);
  let venue: V | undefined;
  if (index.matched.has(title)) {
    venue = index.matched.get(title);
  } else {
    venue = findVenue(title, index);
    if (index.matched.size >= REMEMBERED_TITLES) index.matched.clear();
    index.matched.set(title, venue);
  }
  if (venue) return venue;
  log(`venue decoder: venue not found: ${title}`);
  return EMPTY_VENUE;
}

/** The club key a party is grouped under: the first slug segment of its matched venue. */
export function clubKeyForTitle(
  title: string,
  venues: readonly MatchableVenue[],
  log?: (message: string) => void,
): string | undefined {
  const venue = matchVenue(title, venues, log);
  return venue.slug ? firstSlugSegment(venue.slug) : undefined;
}
