import type { Party } from "#app/domain/content-types.ts";
import { localeOf } from "#app/i18n/catalogs.server.ts";
import { partyCalendarText } from "#app/view-models/party-calendar.server.ts";
import { ICS_CACHE_CONTROL } from "./cache-control.ts";

/** An .ics response: one event to add, or a feed to subscribe to, in the request's language. */
export function icsResponse(
  request: Request,
  name: string,
  parties: readonly Party[],
  timeZone: string,
  filename: string,
): Response {
  return new Response(partyCalendarText(name, parties, timeZone, localeOf(request)), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${filename.replace(/[^\w.-]/g, "")}"`,
      "Cache-Control": ICS_CACHE_CONTROL,
    },
  });
}
