import type { Party } from "#app/domain/content-types.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import { sortByStart } from "#app/domain/time/index.ts";
import {
  type ListingContext,
  partyItemOf,
  weeklyNightRows,
  withRepeats,
} from "./party-items.server.ts";

/**
 * A club's next nights, in the order they start, a weekly night once ("Every Friday · next Fri,
 * Dec 04" and how many dates); a club of many years has the rest in the calendar, counted.
 * Nights that could not be read stay null: the page says so, never "none".
 */
export function clubNights(parties: readonly Party[] | null, context: ListingContext) {
  if (parties === null) return { parties: null, moreParties: 0 };
  const listed = weeklyNightRows(sortByStart(parties));
  return {
    parties: listed
      .slice(0, ROWS_SHOWN.clubNights)
      .map(({ first, weeklyDates }) =>
        withRepeats(partyItemOf(first, context), weeklyDates, context),
      ),
    moreParties: Math.max(0, listed.length - ROWS_SHOWN.clubNights),
  };
}
