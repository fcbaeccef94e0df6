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

/**
 * The directory's record of a party's venue, matched once per party object (cached answers keep
 * theirs): every list of a five-year bucket asks it of a thousand parties per request.
 */
export function venueRecordOf(party: Party): DirectoryRecord | null {
  const known = venueRecords.get(party);
  if (known !== undefined) return known;
  // No log line for parties the directory does not know: it covers the destination only.
  const record = venueRecordForParty(party, () => {});
  venueRecords.set(party, record);
  return record;
}

const venueRecords = new WeakMap<Party, DirectoryRecord | null>();
