import type { Party } from "#app/domain/content-types.ts";
import { matchVenue } from "#app/domain/venue-matching.ts";
import { DIRECTORY, findDirectoryRecord } from "./records.ts";
import type { DirectoryRecord } from "./schema.ts";

/**
 * The directory record of the place a party happens at: its venue relation first, then the
 * venue named in its title. The directory covers the destination only, so parties in the other
 * areas (Isla Mujeres, Cabo, Cancun, Playa del Carmen) have none. `log` receives the venue
 * decoder's "not found" line.
 */
export function venueRecordForParty(
  party: Pick<Party, "area" | "title" | "venue">,
  log?: (message: string) => void,
): DirectoryRecord | null {
  if (party.area !== "tulum") return null;
  const byRelation = party.venue ? findDirectoryRecord(party.venue.slug) : undefined;
  if (byRelation) return byRelation;
  const matched = matchVenue(party.title, DIRECTORY, log);
  return matched.slug ? (findDirectoryRecord(matched.slug) ?? null) : null;
}
