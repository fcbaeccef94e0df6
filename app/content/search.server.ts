import { z } from "zod";
import { DIRECTORY } from "#app/directory/records.ts";
import { escapeRegex } from "#app/domain/regex.ts";
import { searchArticles } from "./articles.server.ts";
import { cachedObjects, parseEach } from "./cms.server.ts";
import { LIMITS } from "./limits.ts";
import { getUpcomingPartiesTitled } from "./parties.server.ts";
import { imageSchema, lenient, text } from "./schemas.server.ts";
import type { ArticleSummary, ArtistSummary, Party } from "./types.ts";

export interface ClubResult {
  slug: string;
  name: string;
  caption: string;
  route: string;
}

export interface SearchResults {
  artists: ArtistSummary[];
  parties: Party[];
  clubs: ClubResult[];
  articles: ArticleSummary[];
}

const artistWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  metadata: z
    .object({ genere: text, main_image: lenient(imageSchema), flag: text })
    .loose()
    .default({}),
});

/** SPEC 7: artists by a case-insensitive title match, without paging. */
async function searchArtists(pattern: string): Promise<ArtistSummary[]> {
  const result = await cachedObjects({
    type: "artists",
    query: { title: { $regex: pattern, $options: "i" } },
    props: ["slug", "title", "metadata.genere", "metadata.main_image", "metadata.flag"],
    limit: LIMITS.defaultPagination,
    sort: "title",
  });
  return parseEach(result.objects, artistWireSchema, "artists").map((wire) => ({
    slug: wire.slug,
    title: wire.title,
    genre: wire.metadata.genere ?? "",
    image: wire.metadata.main_image ?? null,
    flag: wire.metadata.flag ?? "",
  }));
}

/** One box, four kinds of result. `text` is already bounded; it is escaped here, never used as a pattern. */
export async function search(text: string, now: Date): Promise<SearchResults> {
  const pattern = escapeRegex(text);
  const needle = text.toLowerCase();
  const clubs = DIRECTORY.filter(
    (record) =>
      record.name.toLowerCase().includes(needle) || record.caption.toLowerCase().includes(needle),
  ).map((record) => ({
    slug: record.slug,
    name: record.name,
    caption: record.caption,
    route: record.route,
  }));
  const [artists, parties, articles] = await Promise.all([
    searchArtists(pattern),
    getUpcomingPartiesTitled(pattern, now),
    searchArticles(pattern),
  ]);
  return { artists, parties, clubs, articles };
}
