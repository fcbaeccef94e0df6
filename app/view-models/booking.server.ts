import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { env } from "#app/config/env.server.ts";
import { PRODUCT_NAME } from "#app/config/site.ts";
import type { Party } from "#app/domain/content-types.ts";
import { formatLongDate, formatWallTime, isWallTime } from "#app/domain/dates.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { isOver, sortByStart } from "#app/domain/time/index.ts";
import { bookingMessage, type ConciergeLinks, whatsappLink } from "#app/domain/whatsapp.ts";
import { type Locale, localizedPath } from "#app/i18n/locales.ts";

/** A table request and the WhatsApp link that sends it. */
export interface Booking {
  name: string;
  when?: string;
  href: string;
}

const chat = (message: string) => whatsappLink(env().CONCIERGE_WHATSAPP, message);

/**
 * The concierge's chats for a page about nothing in particular: the links are made here, so
 * the page's script carries neither the messages nor the code that writes them.
 */
export function conciergeLinks(i18n: I18n): ConciergeLinks {
  return {
    talk: chat(t(i18n)`Hi! I have a question about ${PRODUCT_NAME} nightlife.`),
    book: chat(bookingMessage(i18n)),
  };
}

const booking = (subject: { name: string; when?: string }, i18n: I18n): Booking => ({
  ...subject,
  href: chat(bookingMessage(i18n, subject)),
});

/**
 * What a table request names (issue 53): the party, its day and time, and its page's link, in
 * the visitor's language ("… a table for Cenote Sounds on Saturday, December 5th, 10:00 PM
 * (https://…/event/cenote-sounds)"), so the concierge knows which night without asking. Worded
 * here, on the server, with the link that sends it (bookingMessage's words).
 */
export function partyBooking(
  party: Pick<Party, "kind" | "slug" | "title" | "date" | "startTime">,
  { locale, i18n }: { locale: Locale; i18n: I18n },
  siteUrl: string,
): Booking {
  const day = formatLongDate(party.date, locale);
  const time =
    party.startTime && isWallTime(party.startTime) ? formatWallTime(party.startTime, locale) : "";
  const link = `${siteUrl}${localizedPath(locale, partyPath(party))}`;
  const when = `${[day, time].filter(Boolean).join(", ")} (${link})`;
  return booking({ name: party.title, when }, i18n);
}

/**
 * What the concierge answers that a party's page does not show: prices and entry when it shows
 * neither, directions when it has no address; "" when it shows both (no "ask for prices" under one).
 */
export function conciergeAnswers(
  party: Pick<Party, "price" | "minAge">,
  facts: { address?: string },
  i18n: I18n,
): string {
  const priced = Boolean(party.price) || party.minAge !== null;
  if (!priced && !facts.address)
    return t(i18n)`Prices, entry and directions: the concierge answers on WhatsApp.`;
  if (!priced) return t(i18n)`Prices and entry: the concierge answers on WhatsApp.`;
  if (!facts.address) return t(i18n)`Directions: the concierge answers on WhatsApp.`;
  return "";
}

/**
 * What a party that cannot be booked asks the concierge (issue 63): a postponed one, about its
 * new date; a cancelled one, for something else that night; both naming the party and its page.
 * Worded here with the button's label, so the page's script carries neither.
 */
export function closedPartyQuestion(
  party: Pick<Party, "kind" | "slug" | "title" | "status">,
  { locale, i18n }: { locale: Locale; i18n: I18n },
  siteUrl: string,
): { label: string; href: string } | undefined {
  const name = `${party.title} (${siteUrl}${localizedPath(locale, partyPath(party))})`;
  if (party.status === "postponed")
    return {
      label: t(i18n)`ASK ABOUT THE NEW DATE`,
      href: chat(t(i18n)`Hi! Is there a new date for ${name}?`),
    };
  if (party.status === "cancelled")
    return {
      label: t(i18n)`ASK FOR ANOTHER PARTY`,
      href: chat(t(i18n)`Hi! ${name} is cancelled. What else is on that night?`),
    };
  return undefined;
}

/**
 * What a party's page offers, by one rule (issue 63): a party that is over, cancelled or
 * postponed (its date void) is not `open`, so no table, save or calendar entry; a cancelled or
 * postponed one asks the concierge about itself; one that is over points to tonight's others.
 */
export function partyActions(
  party: Party,
  page: {
    ended: boolean;
    facts: { address?: string };
    next: { sameNightIsTonight: boolean; sameNight: readonly unknown[] };
  },
  context: { locale: Locale; i18n: I18n },
  siteUrl: string,
) {
  const { ended, facts, next } = page;
  const open = !ended && party.status !== "cancelled" && party.status !== "postponed";
  return {
    open,
    insteadTonight: ended && next.sameNightIsTonight && next.sameNight.length > 0,
    booking: open ? partyBooking(party, context, siteUrl) : undefined,
    question: ended ? undefined : closedPartyQuestion(party, context, siteUrl),
    askConcierge: open ? conciergeAnswers(party, facts, context.i18n) : "",
  };
}

/**
 * A DJ's, a club's or a brand's table request: their next party's (by name, day and link), else
 * `fallback` (the page's own name) when none is announced or the list could not be read.
 */
export function nextPartyBooking(
  parties: readonly Party[] | null,
  fallback: string,
  context: { locale: Locale; now: Date; i18n: I18n },
  siteUrl: string,
): Booking {
  const next = sortByStart(parties ?? []).find(
    (party) => party.status !== "cancelled" && !isOver(party, context.now),
  );
  return next ? partyBooking(next, context, siteUrl) : booking({ name: fallback }, context.i18n);
}
