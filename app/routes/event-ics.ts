import { notFound, withContent } from "../content/errors.server.ts";
import { getPartyBySlug, timeZoneFor } from "../content/parties.server.ts";
import { icsResponse } from "../content/party-calendar.server.ts";
import { eventKindOfPath } from "../domain/party-paths.ts";
import { isPlausibleSlug } from "../domain/slug.ts";
import { requestPath } from "../http/request-path.ts";
import type { Route } from "./+types/event-ics";

/** One event as an .ics file, in UTC so every calendar app places it right. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) notFound();
  const kind = eventKindOfPath(requestPath(request));
  const party = await withContent(() => getPartyBySlug(params.slug, kind));
  if (!party) notFound();
  return icsResponse(party.title, [party], timeZoneFor(kind), `${party.slug}.ics`);
}
