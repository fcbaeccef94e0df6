import { t } from "@lingui/core/macro";
import { areaName, areaSlugOf } from "#app/config/site.ts";
import type { FoundParty } from "#app/discovery/discovery.server.ts";
import { addDays, formatWallTime } from "#app/domain/dates.ts";
import { capitalized, dayWord } from "#app/domain/time/day-labels.server.ts";
import {
  clockAt,
  isOnNow,
  isOver,
  MORNING,
  partyInterval,
  partyNight,
  timeZoneOf,
  timeZoneOfList,
  tonightIn,
} from "#app/domain/time/index.ts";
import type { ListingContext } from "./party-items.server.ts";

/**
 * Words for an empty "On now" after midnight (issue 52 item 4): what happened and what is next,
 * "Tulum's night ended at 3:00 AM. Still on: Desert Night Cabo (Los Cabos, until 4:00 AM).
 * Saturday night starts at 10:00 PM with Kobra Nocturna." Between 00:00 and 06:00 in the clock
 * of the area shown (Tulum's for every area), else null; each sentence only where the guide
 * knows it: an end nobody announced is not said to have ended then, a cancelled party is none.
 * `parties` are every area's around tonight (getPartiesAroundTonight), unfiltered.
 */
export function afterMidnight(
  parties: readonly FoundParty[],
  areaShown: string | undefined,
  { now, locale, i18n }: ListingContext,
): string | null {
  const area = areaSlugOf(areaShown);
  const timeZone = timeZoneOfList(areaShown);
  if (clockAt(now.getTime(), timeZone) >= MORNING) return null;
  const held = parties.filter((party) => party.status !== "cancelled");
  const shown = held.filter((party) => !area || party.area === area);
  const tonight = tonightIn(now, timeZone);
  const clock = (instant: number, party: FoundParty) =>
    formatWallTime(clockAt(instant, timeZoneOf(party)), locale);

  const ended = shown
    .filter((party) => party.endTime && partyNight(party) === tonight && isOver(party, now))
    .map((party) => partyInterval(party).end);
  const lastEnd = ended.length > 0 ? Math.max(...ended) : null;
  const endedAt = lastEnd === null ? "" : formatWallTime(clockAt(lastEnd, timeZone), locale);
  const name = area ? areaName(area, locale) : null;
  const endedLine =
    lastEnd === null
      ? null
      : name
        ? t(i18n)`${name}'s night ended at ${endedAt}.`
        : t(i18n)`Tonight's last party ended at ${endedAt}.`;

  const elsewhere = held
    .filter((party) => area && party.area !== area && isOnNow(party, now))
    .map((party) => {
      const where = areaName(party.area, locale);
      const until = clock(partyInterval(party).end, party);
      return party.endTime
        ? t(i18n)`${party.party.title} (${where}, until ${until})`
        : `${party.party.title} (${where})`;
    });
  const stillOnLine = elsewhere.length > 0 ? t(i18n)`Still on: ${elsewhere.join(" · ")}.` : null;

  const coming = shown
    .filter((party) => party.startTime && partyNight(party) === addDays(tonight, 1))
    .sort((a, b) => partyInterval(a).start - partyInterval(b).start)[0];
  const nextLine = coming ? nextNightLine(coming, { now, locale, i18n }) : null;

  const lines = [endedLine, stillOnLine, nextLine].filter((line) => line !== null);
  return lines.length > 0 ? lines.join(" ") : null;
}

function nextNightLine(party: FoundParty, { now, locale, i18n }: ListingContext): string {
  const timeZone = timeZoneOf(party);
  const night = dayWord(partyNight(party), now, timeZone, locale) ?? party.date;
  const starts = formatWallTime(clockAt(partyInterval(party).start, timeZone), locale);
  const line = t(i18n)`${night} starts at ${starts} with ${party.party.title}.`;
  return capitalized(line, locale);
}
