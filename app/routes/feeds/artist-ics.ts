import { t } from "@lingui/core/macro";
import { DEFAULT_TIME_ZONE, PATHS } from "#app/config/site.ts";
import { getArtistBySlug } from "#app/content/types/artists.server.ts";
import { getArtistParties } from "#app/content/types/parties.server.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { feedResponse } from "#app/http/feed-response.server.ts";
import { criticalContent, notFound } from "#app/http/loader-answers.server.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import type { Route } from "./+types/artist-ics";

/** Subscribable feed of one artist's upcoming parties. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) notFound();
  const artist = await criticalContent(() => getArtistBySlug(params.slug));
  if (!artist) notFound();
  const now = new Date();
  const upcoming = await criticalContent(() => getArtistParties(artist.id, now));
  const name = artist.title;
  return feedResponse(request, {
    name: t(i18nOf(request))`${name} sets`,
    parties: upcoming,
    pagePath: PATHS.dj(artist.slug),
    timeZone: DEFAULT_TIME_ZONE,
    filename: `${artist.slug}.ics`,
  });
}
