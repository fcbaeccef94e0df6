import { venueRecordForParty } from "#app/directory/party-venue.ts";
import type { ArtistSummary, DjSet, Party, PartyCardData } from "#app/domain/content-types.ts";
import {
  type Discoverable,
  type FilterChoices,
  onNowAndNext,
  type ScheduledSet,
  type SetTimes,
  setsPlayingNow,
  type TonightCard,
} from "#app/domain/discovery.ts";
import { setArtist } from "#app/domain/dj-sets.ts";
import { cardOf } from "#app/domain/parties.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { textSlug } from "#app/domain/slug.ts";
import { type GenreIndex, getGenreIndex } from "./artists.server.ts";
import { getDjSchedule } from "./dj-schedule.server.ts";
import { orEmpty } from "./errors.server.ts";
import { getCalendarParties, getMiniParties, getOtherAreaParties } from "./parties.server.ts";

/** A party card with what the filters look at: what the calendar sends to the browser. */
export type DiscoveryCard = PartyCardData & Discoverable & { venueName: string | null };

/** Only what a card shows, for the browser. */
export function toCard({
  venue: _venue,
  venueName: _venueName,
  genres: _genres,
  endTime: _endTime,
  ...card
}: DiscoveryCard): PartyCardData {
  return card;
}

/** A party as the filters and the "on now" list read it. */
function discoveryCard(party: Party, genres: string[]): DiscoveryCard {
  // No log line for parties the directory does not know: it covers the destination only.
  const record = venueRecordForParty(party, () => {});
  return {
    ...cardOf(party),
    ...(party.endTime ? { endTime: party.endTime } : {}),
    area: party.area,
    venue: record?.slug ?? null,
    venueName: record?.name ?? party.venue?.title ?? null,
    genres,
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
  parties: DiscoveryCard[];
  choices: FilterChoices;
  sets: readonly DjSet[];
  artistsByGenre: ReadonlyMap<string, ArtistSummary[]>;
}

/**
 * Parties as the filters see them, with the choices they offer: the genres artists play (also
 * from the DJ schedule) and the clubs the parties are at. The DJ schedule is optional: without
 * it, genres come from the artists alone.
 */
export async function discover(parties: readonly Party[], now: Date): Promise<Discovery> {
  const [index, sets] = await Promise.all([
    getGenreIndex(),
    orEmpty(getDjSchedule(now), [], "DJ schedule"),
  ]);
  const genres = new Map(index.names);
  const setGenres = new Map<string, Set<string>>();
  for (const set of sets) {
    const slug = textSlug(set.genre);
    if (!slug || !set.eventLink) continue;
    if (!genres.has(slug)) genres.set(slug, set.genre.trim());
    setGenres.set(set.eventLink, (setGenres.get(set.eventLink) ?? new Set()).add(slug));
  }
  const cards = parties.map((party) => discoveryCard(party, genresOf(party, index, setGenres)));
  const venues = new Map<string, string>();
  for (const card of cards)
    if (card.venue && card.venueName) venues.set(card.venue, card.venueName);
  return {
    parties: cards,
    choices: { genres, venues },
    sets,
    artistsByGenre: index.artistsByGenre,
  };
}

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
  return [...minis, ...parties, ...otherAreas];
}

/** A party's sets from the DJ schedule, as the "playing now" rule reads them. */
export function scheduledSets(sets: readonly DjSet[], party: PartyCardData): ScheduledSet[] {
  const path = partyPath(party);
  return sets.flatMap((set) =>
    set.eventLink === path
      ? [
          {
            date: set.date,
            ...(set.startTime ? { startTime: set.startTime } : {}),
            ...(set.endTime ? { endTime: set.endTime } : {}),
            artist: setArtist(set.title),
          },
        ]
      : [],
  );
}

/**
 * What is on now and next tonight among parties around tonight (getPartiesAroundTonight),
 * without the genre index the filters need: the home page's section.
 */
export async function getTonight(parties: readonly Party[], now: Date) {
  const sets = await orEmpty(getDjSchedule(now), [], "DJ schedule");
  return tonight(
    parties.map((party) => discoveryCard(party, [])),
    sets,
    now,
  );
}

/** What is on now (with the sets playing) and what starts later tonight, as cards. */
export function tonight(
  parties: readonly DiscoveryCard[],
  sets: readonly DjSet[],
  now: Date,
): { onNow: TonightCard[]; next: TonightCard[] } {
  const { onNow, next } = onNowAndNext(parties, now);
  const shown = (party: DiscoveryCard, playing: SetTimes[]): TonightCard => ({
    ...toCard(party),
    venueName: party.venueName,
    sets: playing,
  });
  return {
    onNow: onNow.map((party) =>
      shown(party, setsPlayingNow(scheduledSets(sets, party), party, now)),
    ),
    next: next.map((party) => shown(party, [])),
  };
}
