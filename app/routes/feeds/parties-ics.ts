import { t } from "@lingui/core/macro";
import { DEFAULT_TIME_ZONE, PATHS, SITE_NAME } from "#app/config/site.ts";
import { getCalendarParties } from "#app/content/types/parties.server.ts";
import { feedResponse } from "#app/http/feed-response.server.ts";
import { criticalContent } from "#app/http/loader-answers.server.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import type { Route } from "./+types/parties-ics";

/** Subscribable feed of every upcoming party. */
export async function loader({ request }: Route.LoaderArgs) {
  const parties = await criticalContent(() => getCalendarParties(new Date()));
  return feedResponse(request, {
    name: t(i18nOf(request))`${SITE_NAME}: all parties`,
    parties,
    pagePath: `${PATHS.calendar}?area=all`,
    timeZone: DEFAULT_TIME_ZONE,
    filename: "parties.ics",
  });
}
