import { getPartyBySlug } from "#app/content/types/parties.server.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { timeZoneOf } from "#app/domain/time/index.ts";
import { icsResponse } from "#app/http/ics-response.server.ts";
import { criticalContent, notFound } from "#app/http/loader-answers.server.ts";
import { eventRoute } from "#app/route-data.ts";
import type { Route } from "./+types/event-ics";

/** One event as an .ics file, in UTC so every calendar app places it right. */
export async function loader({ params, pattern, request }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) notFound();
  const { kind } = eventRoute(pattern);
  const party = await criticalContent(() => getPartyBySlug(params.slug, kind));
  if (!party) notFound();
  return icsResponse(request, party.title, [party], timeZoneOf(party), `${party.slug}.ics`);
}
