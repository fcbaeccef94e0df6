import { keptUntilChange } from "./memo.ts";
import { isOver, partyInterval, type Scheduled, sortByStart } from "./time/index.ts";

/**
 * Upcoming means not over yet (app/domain/time/): a party stays in every list from its
 * announcement until it ends (its end time, else four hours after it starts; a party with only
 * a date lasts its day), in its own area's clock.
 */
export function isUpcoming(party: Scheduled, now: Date): boolean {
  return !isOver(party, now);
}

/**
 * What a list may show: a party not over yet, not hidden from lists by its editor
 * (`hide_from_calendar` hides it from every list; its page and feed entry stay for its link).
 */
export function isListed(party: Scheduled & { hideFromCalendar?: boolean }, now: Date): boolean {
  return !party.hideFromCalendar && isUpcoming(party, now);
}

type Listable = Scheduled & { hideFromCalendar?: boolean };

/**
 * A function that gives the parties a list may show at `now`, in the order they start, and
 * keeps its answer per content answer (by identity) until the next listed party ends: a party
 * only ever leaves a list as time passes, so until then the answer is the same. A five-year
 * bucket's lists are then filtered and sorted once per change, not once per request.
 */
export function listedInStartOrder<T extends Listable>(): (
  parties: readonly T[],
  now: Date,
) => T[] {
  const kept = keptUntilChange<readonly T[], T[]>(1);
  return (parties, now) =>
    kept(parties, "", now, () => {
      const listed = sortByStart(parties.filter((party) => isListed(party, now)));
      const until = listed.reduce(
        (soonest, party) => Math.min(soonest, partyInterval(party).end),
        Infinity,
      );
      return { result: listed, until };
    });
}

export interface ClubGroup<T> {
  club: string;
  parties: T[];
}

/**
 * Groups parties under the club key their title resolves to, keeping the order in which
 * clubs first appear; parties whose venue is unknown are left out.
 */
export function groupByClub<T>(
  parties: readonly T[],
  clubKeyOf: (party: T) => string | undefined,
): ClubGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const party of parties) {
    const club = clubKeyOf(party);
    if (!club) continue;
    const list = groups.get(club);
    if (list) list.push(party);
    else groups.set(club, [party]);
  }
  return [...groups].map(([club, list]) => ({ club, parties: list }));
}
