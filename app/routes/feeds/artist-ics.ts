import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { getArtistBySlug } from "#app/content/artists.server.ts";
import { notFound, withContent } from "#app/content/errors.server.ts";
import { getPartiesByIds } from "#app/content/parties.server.ts";
import { icsResponse } from "#app/content/party-calendar.server.ts";
import { isUpcoming } from "#app/domain/parties.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
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
