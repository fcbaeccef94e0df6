import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { venueRecordOf } from "#app/directory/party-venue.ts";
import type { ArtistSummary, DjSet, Party } from "#app/domain/content-types.ts";
import type { IsoDate } from "#app/domain/dates.ts";
import {
  type Discoverable,
  type FilterChoices,
  type Filters,
  filterParties,
} from "#app/domain/list-filters.ts";
import { memoizedOnInputs } from "#app/domain/memo.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { textSlug } from "#app/domain/slug.ts";
import { isOver, sortByStart, tonightIn } from "#app/domain/time/index.ts";
import { optionalContent } from "../content/queries/optional-content.server.ts";
import { type GenreIndex, getGenreIndex } from "../content/types/artists.server.ts";
import { getScheduleSets } from "../content/types/dj-schedule.server.ts";
import {
  getCalendarParties,
  getMiniParties,
  getOtherAreaParties,
} from "../content/types/parties.server.ts";

/** A party with what the filters look at (its time, area, club and genres). */
export type FoundParty = Discoverable & {
  party: Party;
  venueName: string | null;
  /** The name of its first genre, as editors wrote it (rows say what kind of night it is). */
  genreName: string | null;
};

/** A party as the filters and the "on now" list read it. */
export function foundParty(
  party: Party,
  genres: readonly string[] = [],
  genreNames: ReadonlyMap<string, string> = new Map(),
): FoundParty {
  const record = venueRecordOf(party);
  return {
    party,
    date: party.date,
    ...(party.startTime ? { startTime: party.startTime } : {}),
    ...(party.endTime ? { endTime: party.endTime } : {}),
    area: party.area,
    status: party.status,
    venue: record?.slug ?? null,
    venueType: record?.kind ?? null,
    venueName: record?.name ?? party.venue?.title ?? null,
    genres,
    genreName: genres.map((slug) => genreNames.get(slug)).find(Boolean) ?? null,
  };
}

/** The genres of a party: its lineup's, the artists' that list it, and its DJ sets'. */
function genresOf(party: Party, index: GenreIndex, setGenres: ReadonlyMap<string, Set<string>>) {
  const genres = new Set(index.genresByPartyId.get(party.id));
  for (const id of party.artistIds) {
    const genre = index.genreByArtistId.get(id);
    if (genre) genres.add(genre);
  }
  for (const genre of setGenres.get(partyPath(party)) ?? []) genres.add(genre);
  return [...genres].sort();
}

export interface Discovery {
  parties: FoundParty[];
  choices: FilterChoices;
  sets: readonly DjSet[];
  artistsByGenre: ReadonlyMap<string, readonly ArtistSummary[]>;
}

/**
 * Parties as the filters see them, with the choices they offer: the genres artists play (also
 * from the DJ schedule) and the clubs the parties are at. The DJ schedule is optional: without
 * it, genres come from the artists alone.
 */
export async function discover(parties: readonly Party[], now: Date): Promise<Discovery> {
  const [index, sets] = await Promise.all([
    getGenreIndex(),
    optionalContent(getScheduleSets(now), [], "DJ schedule"),
  ]);
  return discoveryOf(parties, index, sets, tonightIn(now, DEFAULT_TIME_ZONE));
}

/** Worked out once per content answer: at five years of parties, too much for every request. */
const discoveryOf = memoizedOnInputs(
  (
    parties: readonly Party[],
    index: GenreIndex,
    sets: readonly DjSet[],
    tonight: IsoDate,
  ): Discovery => {
    const genres = new Map(index.names);
    const setGenres = new Map<string, Set<string>>();
    for (const set of sets) {
      const slug = textSlug(set.genre);
      if (!slug || !set.eventLink) continue;
      if (!genres.has(slug)) genres.set(slug, set.genre.trim());
      setGenres.set(set.eventLink, (setGenres.get(set.eventLink) ?? new Set()).add(slug));
    }
    const found = parties.map((party) =>
      foundParty(party, genresOf(party, index, setGenres), genres),
    );
    const venues = new Map<string, string>();
    for (const party of found)
      if (party.venue && party.venueName) venues.set(party.venue, party.venueName);
    // The earliest and latest of tonight and the parties' nights (YYYY-MM-DD sorts as text).
    const nightsHeld = [tonight, ...found.map((party) => party.date)].sort();
    const nights = { first: nightsHeld[0] ?? tonight, last: nightsHeld.at(-1) ?? tonight };
    return {
      parties: found,
      choices: { genres, venues, nights },
      sets,
      artistsByGenre: index.artistsByGenre,
    };
  },
);

/**
 * The calendar's parties in every area as the filters see them: mini parties first (on a tie
 * the calendar lists them ahead, product.md#rules), then the parties, then Isla and Cabo.
 */
export async function getCalendarDiscovery(now: Date): Promise<Discovery> {
  return discover(await getCalendarPartyList(now), now);
}

/** The calendar's parties in every area, in the calendar's order (see getCalendarDiscovery). */
export async function getCalendarPartyList(now: Date): Promise<Party[]> {
  const [minis, parties, otherAreas] = await Promise.all([
    getMiniParties(now),
    getCalendarParties(now),
    getOtherAreaParties(now),
  ]);
  return calendarOrder(minis, parties, otherAreas);
}

/** The same answers give the same list (what is worked out from it is kept by identity). */
const calendarOrder = memoizedOnInputs(
  (minis: Party[], parties: Party[], otherAreas: Party[]): Party[] => [
    ...minis,
    ...parties,
    ...otherAreas,
  ],
);

/**
 * The first coming party (by start; a cancelled one is no date) of each key parties have: a
 * DJ's id, a club's slug. Worked out once per list and `keysOf` (a module-level function).
 */
export const soonestBy = memoizedOnInputs(
  (coming: readonly Party[], keysOf: (party: Party) => readonly string[]) => {
    const soonest = new Map<string, Party>();
    for (const party of sortByStart(coming))
      if (party.status !== "cancelled")
        for (const key of keysOf(party)) if (!soonest.has(key)) soonest.set(key, party);
    return soonest;
  },
);

/** A party's directory club, as a key of soonestBy. */
export const clubSlugsOf = (party: Party): readonly string[] => {
  const slug = venueRecordOf(party)?.slug;
  return slug ? [slug] : [];
};

/**
 * Parties as the filters see them, each row's genre named where the genre index answers; when it
 * cannot be read (Cosmic failing, the call shed) the same parties without genres, so a row
 * leaves its genre out rather than a section its parties (home's rows, issue 54).
 */
export async function withGenres(parties: readonly Party[], now: Date): Promise<FoundParty[]> {
  // Optional content: a page made without the genres is kept briefly, not as a whole one.
  const found = await optionalContent(discover(parties, now), null, "genre index");
  return found?.parties ?? parties.map((party) => foundParty(party));
}

/**
 * The calendar's coming parties a genre page, a genre's feed or an area's feed follows: those the
 * filters pass that have not ended (a party still on stays).
 */
export function comingMatches(discovery: Discovery, filters: Filters, now: Date): FoundParty[] {
  return filterParties(discovery.parties, filters, now).filter((found) => !isOver(found, now));
}
