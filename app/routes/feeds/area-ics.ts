import { t } from "@lingui/core/macro";
import { AREAS, areaName, areaSlugOf, PATHS } from "#app/config/site.ts";
import { comingMatches, getCalendarDiscovery } from "#app/discovery/discovery.server.ts";
import { feedResponse } from "#app/http/feed-response.server.ts";
import { criticalContent, notFound } from "#app/http/loader-answers.server.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import type { Route } from "./+types/area-ics";

/** Subscribable feed of one area's coming parties: the calendar filtered by the area, all of it. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const area = areaSlugOf(params.area);
  if (!area) notFound();
  const now = new Date();
  const discovery = await criticalContent(() => getCalendarDiscovery(now));
  const parties = comingMatches(discovery, { area }, now).map((found) => found.party);
  const name = areaName(area, localeOf(request));
  return feedResponse(request, {
    name: t(i18nOf(request))`Parties in ${name}`,
    parties,
    pagePath: `${PATHS.calendar}?area=${area}`,
    timeZone: AREAS[area].timeZone,
    filename: `${area}.ics`,
  });
}
