import { DEFAULT_TIME_ZONE, SITE_NAME } from "#app/config/site.ts";
import { withContent } from "#app/content/errors.server.ts";
import { getCalendarParties } from "#app/content/parties.server.ts";
import { icsResponse } from "#app/content/party-calendar.server.ts";

/** Subscribable feed of every upcoming party. */
export async function loader() {
  const parties = await withContent(() => getCalendarParties(new Date()));
  return icsResponse(`${SITE_NAME}: all parties`, parties, DEFAULT_TIME_ZONE, "parties.ics");
}
