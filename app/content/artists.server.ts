import { z } from "zod";
import { cachedObjects, parseEach } from "./cms.server.ts";
import { LIMITS } from "./limits.ts";
import { sanitizeContent } from "./sanitize.server.ts";
import { colour, imageSchema, lenient, soundcloudUrl, text } from "./schemas.server.ts";
import type { Artist, ArtistHighlight, ArtistSummary, Paged } from "./types.ts";

const SUMMARY_PROPS = ["slug", "title", "metadata.genere", "metadata.main_image", "metadata.flag"];

export const artistWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  content: lenient(z.string()),
  metadata: z
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
    .loose()
    .default({}),
});

type ArtistWire = z.infer<typeof artistWireSchema>;

function reshapeSummary(wire: ArtistWire): ArtistSummary {
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

/** Artists by title, a page at a time (SPEC 7). */
export async function getArtists(
  page: number,
  limit: number = LIMITS.defaultPagination,
): Promise<Paged<ArtistSummary>> {
  const result = await cachedObjects({
    type: "artists",
    props: SUMMARY_PROPS,
    sort: "title",
    limit,
    skip: (page - 1) * limit,
  });
  return {
    items: parseEach(result.objects, artistWireSchema, "artists").map(reshapeSummary),
    total: result.total,
  };
}

/** One artist. Parties stay ids here and are loaded as cards, so their dates can be filtered. */
export async function getArtistBySlug(slug: string): Promise<Artist | null> {
  const result = await cachedObjects({
    type: "artists",
    query: { slug },
    props: ["slug", "title", "content", "metadata"],
    limit: 1,
  });
  const [wire] = parseEach(result.objects, artistWireSchema, "artists");
  return wire ? reshapeArtist(wire) : null;
}

export const highlightWireSchema = z.object({
  title: z.string(),
  metadata: z.object({ main_image: text, djschedule: text }).loose(),
});

/** The editor's highlight for an artist, if any. */
export async function getArtistHighlight(artistSlug: string): Promise<ArtistHighlight | null> {
  const result = await cachedObjects({
    type: "artist-highlights",
    query: { "metadata.djschedule": artistSlug },
    props: ["title", "metadata"],
    limit: 1,
  });
  const [wire] = parseEach(result.objects, highlightWireSchema, "artist-highlights");
  if (!wire) return null;
  return { title: wire.title, image: wire.metadata.main_image ?? "", artistSlug };
}
