import type { DirectoryRecord } from "#app/directory/schema.ts";
import type { Party, PartyItem } from "#app/domain/content-types.ts";
import { memoizedOnInputs } from "#app/domain/memo.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import { foldText } from "#app/domain/slug.ts";
import {
  isOver,
  nightAround,
  partyInterval,
  partyNight,
  sortByStart,
  timeZoneOf,
} from "#app/domain/time/index.ts";
import { onNowAndNext } from "#app/domain/tonight.ts";
import {
  type ListingContext,
  partyItemOf,
  weeklyNightRows,
  withRepeats,
} from "#app/view-models/party-items.server.ts";
import { optionalContent } from "../content/queries/optional-content.server.ts";
import { getPartiesAroundTonight } from "../content/types/parties.server.ts";
import { clubSlugsOf, foundParty, getCalendarPartyList } from "../discovery/discovery.server.ts";

/** Where to go from a party's page: the rest of its night, its venue's next nights, its next date. */
export interface NextSteps {
  /** Other parties the same night (on now or later), or tonight's when this one is over. */
  sameNight: PartyItem[];
  sameNightIsTonight: boolean;
  atVenue: PartyItem[];
  /** The next date of the same weekly night. */
  nextDate: PartyItem | null;
}

/**
 * The coming parties by directory venue and by folded title, once per content answer: an event
 * page of a five-year bucket looks up a venue's and a title's nights, not a thousand parties.
 */
const comingIndex = memoizedOnInputs((coming: readonly Party[]) => {
  const byVenue = new Map<string, Party[]>();
  const byTitle = new Map<string, Party[]>();
  const add = (index: Map<string, Party[]>, key: string, party: Party) => {
    const parties = index.get(key) ?? [];
    index.set(key, parties);
    parties.push(party);
  };
  for (const party of coming) {
    for (const venue of clubSlugsOf(party)) add(byVenue, venue, party);
    add(byTitle, foldText(party.title), party);
  }
  return { byVenue, byTitle };
});

const sameParty = (a: Party, b: Party) => a.kind === b.kind && a.slug === b.slug;

interface NextStepLists {
  coming: Party[];
  aroundTonight: Party[];
}

/** The lists "where to go next" picks from: the same for every party, so asked for with it. */
export async function nextStepLists(now: Date): Promise<NextStepLists> {
  const [coming, aroundTonight] = await Promise.all([
    optionalContent(getCalendarPartyList(now), [], "next steps"),
    optionalContent(getPartiesAroundTonight(now), [], "tonight"),
  ]);
  return { coming, aroundTonight };
}

/**
 * The next steps under a party (compact rows): the other parties of its night (in the order
 * they start), the venue's coming nights (a weekly night once), and the next date of the same night.
 * From lists the site already holds (the calendar's, tonight's); a failure leaves them empty.
 */
export async function getNextSteps(
  party: Party,
  record: DirectoryRecord | null,
  context: ListingContext,
  /** The lists, when already asked for (nextStepLists: they do not depend on the party). */
  lists: Promise<NextStepLists> = nextStepLists(context.now),
): Promise<NextSteps> {
  const { now } = context;
  const { coming, aroundTonight } = await lists;
  const others = coming.filter((other) => !sameParty(other, party) && !isOver(other, now));
  const item = (found: Party) =>
    partyItemOf(found, context, { venueName: foundParty(found).venueName });
  const ended = isOver(party, now);

  let sameNight: Party[];
  if (ended) {
    const { onNow, next } = onNowAndNext(
      aroundTonight.filter((other) => !sameParty(other, party)).map((other) => foundParty(other)),
      now,
    );
    sameNight = [...onNow, ...next].map((found) => found.party);
  } else {
    const night = nightAround(partyInterval(party).start, timeZoneOf(party));
    sameNight = others.filter((other) => {
      const { start, end } = partyInterval(other);
      return start < night.end && end > night.start;
    });
  }
  sameNight = sortByStart(sameNight).slice(0, ROWS_SHOWN.nextSteps);

  const venueSlug = record?.slug ?? null;
  const { byVenue, byTitle } = comingIndex(coming);
  const stillToCome = (list: readonly Party[]) =>
    list.filter((other) => !sameParty(other, party) && !isOver(other, now));
  const atVenue = sortByStart(
    (venueSlug
      ? stillToCome(byVenue.get(venueSlug) ?? [])
      : others.filter((other) => party.venue !== null && other.venue?.slug === party.venue.slug)
    ).filter((other) => !sameNight.some((shown) => sameParty(shown, other))),
  );

  const nextDate = sortByStart(
    stillToCome(byTitle.get(foldText(party.title)) ?? []).filter(
      (other) => partyNight(other) > partyNight(party),
    ),
  )[0];

  return {
    sameNight: sameNight.map(item),
    sameNightIsTonight: ended,
    atVenue: weeklyNightRows(atVenue)
      .slice(0, ROWS_SHOWN.nextSteps)
      .map(({ first, weeklyDates }) => withRepeats(item(first), weeklyDates, context)),
    nextDate: nextDate ? item(nextDate) : null,
  };
}
