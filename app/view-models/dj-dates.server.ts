import type { DjSet, Party } from "#app/domain/content-types.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import { type ListingContext, partyItemOf, withSetTime } from "./party-items.server.ts";

/**
 * A DJ's page leads with their next dates (issue 42), each with the DJ's own set time where the
 * DJ schedule gives one (the party's hours otherwise); a DJ with months of dates has the rest
 * one link away. Dates that failed to load stay null: the page says so, never "none announced".
 */
export function djDates(
  parties: readonly Party[] | null,
  sets: readonly DjSet[],
  djPath: string,
  context: ListingContext,
) {
  if (parties === null) return { upcoming: null, moreDates: 0 };
  const ownSets = sets.filter((set) => set.artistLink === djPath);
  return {
    upcoming: parties.slice(0, ROWS_SHOWN.djDates).map((party) => {
      const set = ownSets.find((one) => one.eventLink === partyPath(party));
      return withSetTime(partyItemOf(party, context), party, set, context);
    }),
    moreDates: Math.max(0, parties.length - ROWS_SHOWN.djDates),
  };
}
