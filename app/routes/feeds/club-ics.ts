import { DEFAULT_TIME_ZONE } from "../../config/site.ts";
import { notFound, withContent } from "../../content/errors.server.ts";
import { getClubParties } from "../../content/parties.server.ts";
import { icsResponse } from "../../content/party-calendar.server.ts";
import { findDirectoryRecord } from "../../directory/records.ts";
import { isPlausibleSlug } from "../../domain/slug.ts";
import type { Route } from "./+types/club-ics";

/** Subscribable feed of one club's upcoming parties. */
export async function loader({ params }: Route.LoaderArgs) {
  const record = isPlausibleSlug(params.club) ? findDirectoryRecord(params.club) : undefined;
  if (!record || record.kind === "brand") notFound();
  const { items } = await withContent(() => getClubParties(record.slug, new Date()));
  return icsResponse(`${record.name} parties`, items, DEFAULT_TIME_ZONE, `${record.slug}.ics`);
}
