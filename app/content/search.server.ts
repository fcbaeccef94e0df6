import { DIRECTORY } from "#app/directory/records.ts";
import type { ArticleSummary, ArtistSummary, Party } from "#app/domain/content-types.ts";
import { escapeRegex } from "#app/domain/regex.ts";
import { searchArticles } from "./articles.server.ts";
import { searchArtists } from "./artists.server.ts";
import { getUpcomingPartiesTitled } from "./parties.server.ts";

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
