import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { DjSet } from "#app/domain/content-types.ts";
import { formatTimeRange } from "#app/domain/dates.ts";
import { setArtist } from "#app/domain/dj-sets.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { partyInterval } from "#app/domain/time/index.ts";
import {
  type OnNowWords,
  onNowAndNext,
  type ScheduledSet,
  type TonightCard,
  timedSets,
} from "#app/domain/tonight.ts";
import { optionalContent } from "../content/queries/optional-content.server.ts";
import { getScheduleSets } from "../content/types/dj-schedule.server.ts";
import type { FoundParty } from "../discovery/discovery.server.ts";
import { type ListingContext, partyItemOf } from "./party-items.server.ts";

/**
 * Found parties as lists and tonight's cards show them (discovery says which parties; this
 * says how each is shown).
 */

/** A party as lists show it, with the venue the site matched it to. */
export function itemOf(found: FoundParty, context: ListingContext, card = false) {
  return partyItemOf(found.party, context, {
    venueName: found.venueName,
    genre: found.genreName,
    card,
  });
}

/** What is on now and next tonight among parties around tonight: the home page's section. */
export async function getTonight(parties: readonly FoundParty[], context: ListingContext) {
  const sets = await optionalContent(getScheduleSets(context.now), [], "DJ schedule");
  return tonight(parties, sets, context);
}

/** The "on now" section's words, sent with its lists. */
export function onNowWords(i18n: I18n): OnNowWords {
  return {
    playingNow: t(i18n)`Playing now:`,
    nothingOn: t(i18n)`Nothing is on right now.`,
    later: t(i18n)`Later tonight`,
    nothingLater: t(i18n)`Nothing else starts tonight.`,
  };
}

/** What is on now (with the sets playing) and what starts later tonight, as cards. */
export function tonight(
  parties: readonly FoundParty[],
  sets: readonly DjSet[],
  context: ListingContext,
): { onNow: TonightCard[]; next: TonightCard[]; now: number; words: OnNowWords } {
  const { onNow, next } = onNowAndNext(parties, context.now);
  const setsByParty = Map.groupBy(sets, (set) => set.eventLink);
  const shown = (found: FoundParty): TonightCard => {
    const hours = partyInterval(found);
    const partySets = setsByParty.get(partyPath(found.party)) ?? [];
    return {
      ...itemOf(found, context),
      hours,
      sets: timedSets(scheduledSets(partySets), found).map((set) => ({
        artist: set.artist,
        hours: formatTimeRange(set.start, set.end, context.locale),
        start: set.startsAt,
        end: set.endsAt,
      })),
    };
  };
  return {
    onNow: onNow.map(shown),
    next: next.map(shown),
    now: context.now.getTime(),
    words: onNowWords(context.i18n),
  };
}

/** A party's sets from the DJ schedule, as the "playing now" rule reads them. */
export function scheduledSets(partySets: readonly DjSet[]): ScheduledSet[] {
  return partySets.map((set) => ({
    date: set.date,
    ...(set.startTime ? { startTime: set.startTime } : {}),
    ...(set.endTime ? { endTime: set.endTime } : {}),
    artist: setArtist(set.title),
  }));
}
