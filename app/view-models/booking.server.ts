import type { Party } from "#app/domain/content-types.ts";
import { formatLongDate, formatWallTime, isWallTime } from "#app/domain/dates.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { isOver, sortByStart } from "#app/domain/time/index.ts";
import { type Locale, localizedPath } from "#app/i18n/locales.ts";

/**
 * What a table request names (issue 53): the party, its day and time, and its page's link, in
 * the visitor's language ("… a table for Cenote Sounds on Saturday, December 5th, 10:00 PM
 * (https://…/event/cenote-sounds)"), so the concierge knows which night without asking. Worded
 * here, on the server: the request's own words are the shell's (bookingMessage).
 */
export function partyBooking(
  party: Pick<Party, "kind" | "slug" | "title" | "date" | "startTime">,
  locale: Locale,
  siteUrl: string,
): { name: string; when: string } {
  const day = formatLongDate(party.date, locale);
  const time =
    party.startTime && isWallTime(party.startTime) ? formatWallTime(party.startTime, locale) : "";
  const link = `${siteUrl}${localizedPath(locale, partyPath(party))}`;
  return { name: party.title, when: `${[day, time].filter(Boolean).join(", ")} (${link})` };
}

/**
 * A DJ's, a club's or a brand's table request: their next party's (by name, day and link), else
 * `fallback` (the page's own name) when none is announced or the list could not be read.
 */
export function nextPartyBooking(
  parties: readonly Party[] | null,
  fallback: string,
  { locale, now }: { locale: Locale; now: Date },
  siteUrl: string,
): { name: string; when?: string } {
  const next = sortByStart(parties ?? []).find(
    (party) => party.status !== "cancelled" && !isOver(party, now),
  );
  return next ? partyBooking(next, locale, siteUrl) : { name: fallback };
}
