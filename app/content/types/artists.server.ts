import { z } from "zod";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import type { Artist, ArtistHighlight, ArtistSummary, Paged } from "#app/domain/content-types.ts";
import { memoizedOnInputs } from "#app/domain/memo.ts";
import { skipFor } from "#app/domain/page-numbers.ts";
import { textSlug } from "#app/domain/slug.ts";
import { defineQuery } from "../queries/define-query.server.ts";
import { LIMITS } from "../queries/limits.ts";
import { readAll } from "../queries/read-all.server.ts";
import { sanitizeContent } from "../queries/sanitize.server.ts";
import {
  colour,
  imageSchema,
  lenient,
  soundcloudUrl,
  text,
} from "../queries/wire-fields.server.ts";

const artistMetadata = z
  .object({
    genere: text,
    headline: text,
    short: text,
    caption: text,
    spotify_listeners: lenient(z.number().int().min(0)),
    spotify_id: lenient(z.string().regex(/^[A-Za-z0-9]{10,40}$/)),
    soundcloud: text,
    instagram: text,
    videoid: lenient(z.string().regex(/^[\w-]{6,20}$/)),
    videotitle: text,
    videocaption: text,
    main_image: lenient(imageSchema),
    flag: lenient(z.string().regex(/^[A-Z]{2}$/)),
    primary_color: colour,
    secondary_color: colour,
    parties: lenient(z.array(z.string())),
  })
  .loose();

export const artistWireSchema = z.object({
  id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string().min(1),
  content: lenient(z.string()),
  metadata: artistMetadata.default({}),
});

type ArtistWire = z.infer<typeof artistWireSchema>;

const summaryWireSchema = artistWireSchema.pick({ slug: true, title: true }).extend({
  metadata: artistMetadata.pick({ genere: true, main_image: true, flag: true }).default({}),
});

function reshapeSummary(wire: z.infer<typeof summaryWireSchema>): ArtistSummary {
  return {
    slug: wire.slug,
    title: wire.title,
    genre: wire.metadata.genere ?? "",
    image: wire.metadata.main_image ?? null,
    flag: wire.metadata.flag ?? "",
  };
}

function reshapeArtist(wire: ArtistWire): Artist {
  const m = wire.metadata;
  return {
    ...reshapeSummary(wire),
    id: wire.id,
    content: sanitizeContent(wire.content ?? ""),
    headline: m.headline ?? "",
    short: m.short ?? "",
    caption: m.caption ?? "",
    spotifyListeners: m.spotify_listeners ?? null,
    spotifyId: m.spotify_id ?? "",
    soundcloud: soundcloudUrl(m.soundcloud),
    instagram: (m.instagram ?? "").replace(/^@/, ""),
    videoId: m.videoid ?? "",
    videoTitle: m.videotitle ?? "",
    videoCaption: m.videocaption ?? "",
    primaryColor: m.primary_color ?? null,
    secondaryColor: m.secondary_color ?? null,
    partyIds: m.parties ?? [],
  };
}

const summaries = defineQuery("summaries", summaryWireSchema, reshapeSummary);

const genreWireSchema = summaryWireSchema.extend({
  id: z.string().min(1),
  metadata: artistMetadata
    .pick({ genere: true, main_image: true, flag: true, parties: true })
    .default({}),
});

interface GenreArtist extends ArtistSummary {
  id: string;
  partyIds: string[];
}

const genreArtists = defineQuery(
  "genres",
  genreWireSchema,
  (wire): GenreArtist => ({
    ...reshapeSummary(wire),
    id: wire.id,
    partyIds: wire.metadata.parties ?? [],
  }),
);

/** The genres the artists play, and who plays what: what parties' genres are worked out from. */
export interface GenreIndex {
  /** Every artist read, with or without a genre, by title. */
  artists: readonly ArtistSummary[];
  /** Genre slug -> the name as editors wrote it (the first spelling met). */
  names: ReadonlyMap<string, string>;
  artistsByGenre: ReadonlyMap<string, readonly ArtistSummary[]>;
  genreByArtistId: ReadonlyMap<string, string>;
  /** Party id -> genres of the artists that list the party among theirs. */
  genresByPartyId: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Every artist's genre (read LIMITS.genreIndex artists at a time, by title). */
export async function getGenreIndex(): Promise<GenreIndex> {
  const { items } = await readAll(genreArtists, {
    type: CMS_TYPES.artists,
    sort: "title",
    limit: LIMITS.genreIndex,
  });
  return genreIndexOf(items);
}

/** Worked out once per artists answer: thousands of artists are too many to index per request. */
const genreIndexOf = memoizedOnInputs((items: readonly GenreArtist[]): GenreIndex => {
  const artists: ArtistSummary[] = [];
  const index = {
    artists,
    names: new Map<string, string>(),
    artistsByGenre: new Map<string, ArtistSummary[]>(),
    genreByArtistId: new Map<string, string>(),
    genresByPartyId: new Map<string, Set<string>>(),
  };
  for (const { id, partyIds, ...artist } of items) {
    index.artists.push(artist);
    const slug = textSlug(artist.genre);
    if (!slug) continue;
    if (!index.names.has(slug)) index.names.set(slug, artist.genre.trim());
    const playing = index.artistsByGenre.get(slug) ?? [];
    index.artistsByGenre.set(slug, playing);
    playing.push(artist);
    index.genreByArtistId.set(id, slug);
    for (const partyId of partyIds) {
      const genres = index.genresByPartyId.get(partyId) ?? new Set<string>();
      index.genresByPartyId.set(partyId, genres.add(slug));
    }
  }
  return index;
});
const details = defineQuery("detail", artistWireSchema, reshapeArtist);

/** Artists by title, a page at a time (product.md#calls). */
export async function getArtists(
  page: number,
  limit: number = LIMITS.defaultPagination,
): Promise<Paged<ArtistSummary>> {
  const { items, total } = await summaries({
    type: CMS_TYPES.artists,
    sort: "title",
    limit,
    skip: skipFor(page, limit),
  });
  return { items, total };
}

/** One artist. Parties stay ids here and are loaded as cards, so their dates can be filtered. */
export async function getArtistBySlug(slug: string): Promise<Artist | null> {
  const { items } = await details({ type: CMS_TYPES.artists, query: { slug }, limit: 1 });
  return items[0] ?? null;
}

export const highlightWireSchema = z.object({
  title: z.string(),
  metadata: z.object({ main_image: text, djschedule: text }).loose(),
});

const highlights = defineQuery("highlight", highlightWireSchema, (wire) => ({
  title: wire.title,
  image: wire.metadata.main_image ?? "",
}));

/** The editor's highlight for an artist, if any. */
export async function getArtistHighlight(artistSlug: string): Promise<ArtistHighlight | null> {
  const { items } = await highlights({
    type: CMS_TYPES.artistHighlights,
    query: { "metadata.djschedule": artistSlug },
    limit: 1,
  });
  const [highlight] = items;
  return highlight ? { ...highlight, artistSlug } : null;
}
