import { AREAS } from "#app/config/site.ts";
import { DESTINATION_FILTERS, type Discoverable, filterParties } from "#app/domain/list-filters.ts";
import { type IsoNight, partyNight } from "#app/domain/time/index.ts";

/** A party as "tonight" lists it (on now, or later tonight). */
interface OnTonight {
  id: string;
  area: string;
}

/** A coming party as the calendar found it. */
type Coming = Discoverable & { party: OnTonight };

/**
 * Home's nights (issue 42: one night, one answer): tonight and this weekend hold the destination
 * (Tulum), as Today and the calendar do, and count the coast's other parties one tap away; the
 * weekend leaves out what tonight shows; with nothing tonight in Tulum, its next night with
 * parties leads instead.
 */
export function homeNights<T extends OnTonight, C extends Coming>(
  tonightOnCoast: { onNow: readonly T[]; next: readonly T[] },
  coming: readonly C[],
  now: Date,
) {
  const inDestination = (party: { area: string }) => party.area === DESTINATION_FILTERS.area;
  const tonight = {
    onNow: tonightOnCoast.onNow.filter(inDestination),
    next: tonightOnCoast.next.filter(inDestination),
  };
  const tonightCount = tonight.onNow.length + tonight.next.length;
  const tonightIds = new Set(
    [...tonightOnCoast.onNow, ...tonightOnCoast.next].map((party) => party.id),
  );
  const wholeWeekend = filterParties(coming, { when: "weekend" }, now).filter(
    (found) => !tonightIds.has(found.party.id),
  );
  const weekend = wholeWeekend.filter((found) => inDestination(found.party));
  const comingHere = coming.filter((found) => inDestination(found.party));
  const nextNight: IsoNight | null =
    tonightCount > 0 ? null : (comingHere.map(partyNight).sort()[0] ?? null);
  return {
    tonight,
    otherAreasTonight: tonightOnCoast.onNow.length + tonightOnCoast.next.length - tonightCount,
    /** Every party "tonight" shows, whatever its area: the weekend does not show them again. */
    tonightIds,
    weekend,
    otherAreasWeekend: wholeWeekend.length - weekend.length,
    nextNight,
    nextNightParties: nextNight
      ? comingHere.filter((found) => partyNight(found) === nextNight)
      : [],
    /** This weekend's parties at a beach club in Tulum: home links to them only when there are. */
    beachClubWeekend: filterParties(
      coming,
      { when: "weekend", area: AREAS.tulum.slug, type: "beach-club" },
      now,
    ).length,
  };
}
