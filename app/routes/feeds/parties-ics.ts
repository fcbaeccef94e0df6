import { DEFAULT_TIME_ZONE, SITE_NAME } from "../../config/site.ts";
import { withContent } from "../../content/errors.server.ts";
import { getCalendarParties } from "../../content/parties.server.ts";
import { icsResponse } from "../../content/party-calendar.server.ts";

/** Subscribable feed of every upcoming party. */
export async function loader() {
  const parties = await withContent(() => getCalendarParties(new Date()));
  return icsResponse(`${SITE_NAME}: all parties`, parties, DEFAULT_TIME_ZONE, "parties.ics");
}
