import { t } from "@lingui/core/macro";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { getArtistBySlug } from "#app/content/artists.server.ts";
import { notFound, withContent } from "#app/content/errors.server.ts";
import { getArtistParties } from "#app/content/parties.server.ts";
import { icsResponse } from "#app/content/party-calendar.server.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import type { Route } from "./+types/artist-ics";

/** Subscribable feed of one artist's upcoming parties. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) notFound();
  const artist = await withContent(() => getArtistBySlug(params.slug));
  if (!artist) notFound();
  const now = new Date();
  const upcoming = await withContent(() => getArtistParties(artist.id, now));
  const name = artist.title;
  return icsResponse(
    request,
    t(i18nOf(request))`${name} sets`,
    upcoming,
    DEFAULT_TIME_ZONE,
    `${artist.slug}.ics`,
  );
}
