import { firstSlugSegment, foldText } from "./slug.ts";

export interface MatchableVenue {
  slug: string;
  name: string;
  /** Lower-case fragments that identify the venue in free text such as "Night @ Bonbonniere". */
  namePatterns: readonly string[];
}

export const EMPTY_VENUE: MatchableVenue = Object.freeze({ slug: "", name: "", namePatterns: [] });

/**
 * The venue decoder (product.md#content-types): an exact title key first; otherwise, when the title holds '@', the text
 * after the last '@' is compared with each venue's name patterns. No match logs and yields
 * EMPTY_VENUE so a page can still render.
 */
export function matchVenue<V extends MatchableVenue>(
  title: string,
  venues: readonly V[],
  log: (message: string) => void = (message) => console.error(message),
): V | typeof EMPTY_VENUE {
  const key = foldText(title);
  const exact = venues.find((venue) => foldText(venue.name) === key || venue.slug === key);
  if (exact) return exact;
  const at = title.lastIndexOf("@");
  if (at >= 0) {
    const place = foldText(title.slice(at + 1));
    // Longest pattern first, so "zamna on the beach" wins over "zamna".
    const candidates = venues
      .flatMap((venue) =>
        venue.namePatterns.map((pattern) => ({ venue, pattern: foldText(pattern) })),
      )
      .sort((a, b) => b.pattern.length - a.pattern.length);
    const found = candidates.find(({ pattern }) => place.includes(pattern));
    if (found) return found.venue;
  }
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
