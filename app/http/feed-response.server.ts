import { env } from "#app/config/env.server.ts";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import type { Party } from "#app/domain/content-types.ts";
import { addDays, localDate } from "#app/domain/dates.ts";
import { localeOf } from "#app/i18n/catalogs.server.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { partyAtomText } from "#app/view-models/party-calendar.server.ts";
import { ICS_CACHE_CONTROL } from "./cache-control.ts";
import { icsResponse } from "./ics-response.server.ts";

/** The file name that asks a followable feed for Atom, beside its calendar.ics. */
export const ATOM_FILE = "atom.xml";

/** What a followable feed holds: its name, its parties, the page it follows. */
export interface PartyFeed {
  name: string;
  parties: readonly Party[];
  /** The followed page's path in English ("/djs/x"): an Atom feed's rel="alternate". */
  pagePath: string;
  timeZone: string;
  /** The calendar file's name. */
  filename: string;
}

/**
 * How far ahead a feed looks: half a year. A festival announced a year out is on its page and
 * in the calendar; a subscriber's phone, polling hourly, gets it when it is half a year away,
 * and every poll stays a bounded answer however far ahead editors publish.
 */
export const FEED_DAYS_AHEAD = 183;

/**
 * A followable feed as the request asks for it (issue 65): Atom for a feed reader at
 * `.../atom.xml`, iCalendar for a calendar app otherwise; the same parties, the next
 * FEED_DAYS_AHEAD days of them, in the request's language, cached alike.
 */
export function feedResponse(request: Request, feed: PartyFeed): Response {
  const url = new URL(request.url);
  const last = addDays(localDate(new Date(), DEFAULT_TIME_ZONE), FEED_DAYS_AHEAD);
  const parties = feed.parties.filter((party) => party.date <= last);
  if (!url.pathname.endsWith(`/${ATOM_FILE}`))
    return icsResponse(request, feed.name, parties, feed.timeZone, feed.filename);
  const locale = localeOf(request);
  const siteUrl = env().SITE_URL;
  const text = partyAtomText(
    {
      name: feed.name,
      selfUrl: `${siteUrl}${url.pathname}${url.search}`,
      pageUrl: `${siteUrl}${localizedPath(locale, feed.pagePath)}`,
    },
    parties,
    locale,
  );
  return new Response(text, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": ICS_CACHE_CONTROL,
    },
  });
}
