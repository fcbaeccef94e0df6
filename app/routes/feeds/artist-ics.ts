import { DEFAULT_TIME_ZONE } from "../../config/site.ts";
import { getArtistBySlug } from "../../content/artists.server.ts";
import { notFound, withContent } from "../../content/errors.server.ts";
import { getPartiesByIds } from "../../content/parties.server.ts";
import { icsResponse } from "../../content/party-calendar.server.ts";
import { isUpcoming } from "../../domain/parties.ts";
import { isPlausibleSlug } from "../../domain/slug.ts";
import type { Route } from "./+types/artist-ics";

/** Subscribable feed of one artist's upcoming parties. */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) notFound();
  const artist = await withContent(() => getArtistBySlug(params.slug));
  if (!artist) notFound();
  const now = new Date();
  const parties = await withContent(() => getPartiesByIds(artist.partyIds));
  const upcoming = parties.filter((party) => isUpcoming(party, now, DEFAULT_TIME_ZONE));
  return icsResponse(`${artist.title} sets`, upcoming, DEFAULT_TIME_ZONE, `${artist.slug}.ics`);
}
