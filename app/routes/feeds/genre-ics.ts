import { t } from "@lingui/core/macro";
import { DEFAULT_TIME_ZONE, PATHS } from "#app/config/site.ts";
import { comingMatches, getCalendarDiscovery } from "#app/discovery/discovery.server.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { feedResponse } from "#app/http/feed-response.server.ts";
import { criticalContent, notFound } from "#app/http/loader-answers.server.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import type { Route } from "./+types/genre-ics";

/** Subscribable feed of one genre's coming parties: the genre page's list, every one of them. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) notFound();
  const now = new Date();
  const discovery = await criticalContent(() => getCalendarDiscovery(now));
  const name = discovery.choices.genres.get(params.slug);
  if (!name) notFound();
  const parties = comingMatches(discovery, { genre: params.slug }, now).map((found) => found.party);
  return feedResponse(request, {
    name: t(i18nOf(request))`${name} parties`,
    parties,
    pagePath: PATHS.genre(params.slug),
    timeZone: DEFAULT_TIME_ZONE,
    filename: `${params.slug}.ics`,
  });
}
