import type { DjSet, Party, PartyItem } from "#app/domain/content-types.ts";
import { pageOf } from "#app/domain/page-numbers.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import {
  firstAfter,
  partyInterval,
  playingAt,
  runningOrder,
  timeZoneOf,
} from "#app/domain/time/index.ts";
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
  if (parties === null) return { upcoming: null, totalDates: 0, datesPage: 1, freshUntil: null };
  const setsByParty = Map.groupBy(sets, (set) => set.eventLink);
  const shown = pageOf(parties, page, ROWS_SHOWN.djDates);
  // The instants the rows read differently at: a party or the DJ's set starting or ending.
  const changes: (number | null)[] = [];
  const upcoming = shown.items.map((party): PartyItem => {
    const path = partyPath(party);
    const partySets = setsByParty.get(path) ?? [];
    const set = partySets.find((one) => one.artistLink === djPath);
    const item = withSetTime(partyItemOf(party, context), party, set, context);
    const { start, end } = partyInterval(party);
    changes.push(start, end);
    if (!set?.startTime) return item;
    // With the DJ's own set known, "On now" is the set's (one clock for sets, issue 52), not
    // the party's: at 00:30 a 22:30 set followed by another at 23:30 is over.
    const order = runningOrder(partySets, party, timeZoneOf(party));
    const own = order.find((placed) => placed.set === set);
    changes.push(own?.start ?? null, own?.end ?? null);
    const playing = playingAt(order, context.now).some((placed) => placed.set === set);
    const { onNow: _partyOnNow, ...rest } = item;
    return playing ? { ...rest, onNow: true as const } : rest;
  });
  return {
    upcoming,
    totalDates: parties.length,
    datesPage: shown.page,
    /** A page left open asks again when one of its rows changes (issue 52 item 3). */
    freshUntil: firstAfter(changes, context.now),
  };
}
