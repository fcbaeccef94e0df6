import type { DjSet, Party } from "#app/domain/content-types.ts";
import { pageOf } from "#app/domain/pagination.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import { type ListingContext, partyItemOf, withSetTime } from "./party-items.server.ts";

/**
 * A DJ's page leads with their next dates (issue 42), each with the DJ's own set time where the
 * DJ schedule gives one (the party's hours otherwise); a DJ with months of dates has them in
 * pages of the same size (`?dates=2`), so every date is reachable (issue 54). Dates that failed
 * to load stay null: the page says so, never "none announced".
 */
export function djDates(
  parties: readonly Party[] | null,
  sets: readonly DjSet[],
  djPath: string,
  context: ListingContext,
  page = 1,
) {
  if (parties === null) return { upcoming: null, totalDates: 0, datesPage: 1 };
  const ownSets = sets.filter((set) => set.artistLink === djPath);
  const shown = pageOf(parties, page, ROWS_SHOWN.djDates);
  return {
    upcoming: shown.items.map((party) => {
      const set = ownSets.find((one) => one.eventLink === partyPath(party));
      return withSetTime(partyItemOf(party, context), party, set, context);
    }),
    totalDates: parties.length,
    datesPage: shown.page,
  };
}
