import { DEFAULT_TIME_ZONE, TRENDING_FESTIVAL_EVENT_SLUGS } from "#app/config/site.ts";
import {
  CMS_TYPES,
  type EventKind,
  kindsAtEventPath,
  PARTY_KINDS,
  type PartyKind,
} from "#app/domain/cms-types.ts";
import type { Paged, Party } from "#app/domain/content-types.ts";
import { memoizedOnInputs } from "#app/domain/memo.ts";
import { skipFor, valuesWithinUrl } from "#app/domain/page-numbers.ts";
import { listedInStartOrder } from "#app/domain/party-listing.ts";
import { eventOfPath, partyPath } from "#app/domain/party-paths.ts";
import { escapeRegex } from "#app/domain/regex.ts";
import {
  firstListedDate,
  nightsAroundTonight,
  partyChanges,
  sortByStart,
} from "#app/domain/time/index.ts";
import { type ContentQuery, defineQuery } from "../queries/define-query.server.ts";
import { LIMITS } from "../queries/limits.ts";
import { readAll } from "../queries/read-all.server.ts";
import { isUnknownSlug } from "../queries/slug-index.server.ts";
import { cardSchema, partyWireSchema, toParty } from "./party-wire.server.ts";
import { keepExpandedVenue } from "./venues.server.ts";

const PARTY_LIST_LIMIT = LIMITS.partyList;
const DETAIL_LIMIT = 1;

// A page showing a party reads differently as it starts and ends: no cache keeps it past that.
const dated = { changesOf: partyChanges };
const cards = defineQuery("cards", cardSchema(), toParty, dated);
const clubCards = defineQuery(
  "club-cards",
  cardSchema({ video: true, videoid: true }),
  toParty,
  dated,
);
// A detail's venue arrives whole (depth 1): its facts need no second call (venues.server.ts).
const details = defineQuery(
  "detail",
  partyWireSchema,
  (wire, type) => {
    keepExpandedVenue(wire.metadata.venue);
    return toParty(wire, type);
  },
  dated,
);

/** product.md#calls: brand parties are found by their title. */
export const BRAND_TITLE_PATTERN = "zamna|tehmplo|ancestral|zero|underground";

interface DatedQuery {
  query?: Record<string, unknown>;
  fields?: ContentQuery<Party>;
  limit?: number;
  page?: number;
}

/**
 * Every party of a kind dated from yesterday on that the query matches, read `limit` at a time
 * (issue 40: the original's limits are page sizes, never where a list stops).
 */
async function allDatedParties(
  kind: PartyKind,
  now: Date,
  options: Omit<DatedQuery, "page"> = {},
): Promise<Party[]> {
  const { items } = await readAll(options.fields ?? cards, {
    type: kind,
    query: { ...options.query, "metadata.date": { $gte: firstListedDate(now, DEFAULT_TIME_ZONE) } },
    limit: options.limit ?? PARTY_LIST_LIMIT,
    sort: "metadata.date",
  });
  return items;
}

/** Parties of a kind dated from yesterday on (the usual cut-off, product.md#calls), by date. */
function loadDatedParties(
  kind: PartyKind,
  now: Date,
  options: DatedQuery = {},
): Promise<Paged<Party>> {
  const limit = options.limit ?? PARTY_LIST_LIMIT;
  return (options.fields ?? cards)({
    type: kind,
    query: { ...options.query, "metadata.date": { $gte: firstListedDate(now, DEFAULT_TIME_ZONE) } },
    limit,
    skip: skipFor(options.page ?? 1, limit),
    sort: "metadata.date",
  });
}

/** Parties a list may show (not over, not hidden), in the order they start. */
const upcomingOnly = listedInStartOrder<Party>();

/** Home: show_in_main_page, dated from yesterday, not over yet, by date (product.md#calls). */
export async function getMainPageParties(now: Date): Promise<Party[]> {
  const { items } = await loadDatedParties(CMS_TYPES.parties, now, {
    query: { "metadata.show_in_main_page": true },
  });
  return upcomingOnly(items, now);
}

/** Upcoming parties, one page of PARTY_LIST_LIMIT, in date and start-time order. */
export async function getUpcomingParties(now: Date, page: number): Promise<Paged<Party>> {
  const result = await loadDatedParties(CMS_TYPES.parties, now, { page });
  return { items: upcomingOnly(result.items, now), total: result.total };
}

export async function getIslaMainPageParties(now: Date): Promise<Party[]> {
  const { items } = await loadDatedParties(CMS_TYPES.islaParties, now, {
    query: { "metadata.show_in_main_page": true },
  });
  return upcomingOnly(items, now);
}

/**
 * The three hard-coded trending festival events (product.md#calls), by a slug regex list; those
 * over are left out.
 */
export async function getTrendingFestivalParties(now: Date): Promise<Party[]> {
  const { items } = await cards({
    type: CMS_TYPES.parties,
    query: { slug: { $regex: `^(${TRENDING_FESTIVAL_EVENT_SLUGS.join("|")})$` } },
    limit: TRENDING_FESTIVAL_EVENT_SLUGS.length,
  });
  return upcomingOnly(items, now);
}

/** One party with its brand, venue and artists expanded (depth 1); null when there is none. */
export async function getPartyBySlug(
  slug: string,
  kind: EventKind = CMS_TYPES.parties,
): Promise<Party | null> {
  const { items } = await details({ type: kind, query: { slug }, limit: DETAIL_LIMIT, depth: 1 });
  return items[0] ?? null;
}

/** Calendar: parties not hidden from it, from yesterday, by date (product.md#calls, limit 85). */
export async function getCalendarParties(now: Date): Promise<Party[]> {
  const items = await allDatedParties(CMS_TYPES.parties, now, {
    query: { "metadata.hide_from_calendar": { $ne: true } },
    limit: LIMITS.calendar,
  });
  return upcomingOnly(items, now);
}

/** Mini parties shown in the calendar, from yesterday, optionally of one club (limit 65). */
export async function getMiniParties(now: Date, clubSlug?: string): Promise<Party[]> {
  const items = await allDatedParties(CMS_TYPES.miniParties, now, {
    query: {
      "metadata.show_in_calendar": true,
      ...(clubSlug ? { slug: { $regex: escapeRegex(clubSlug), $options: "i" } } : {}),
    },
    limit: LIMITS.miniParties,
  });
  return upcomingOnly(items, now);
}

export async function getMiniPartyBySlug(slug: string): Promise<Party | null> {
  const { items } = await details({
    type: CMS_TYPES.miniParties,
    query: { slug },
    limit: DETAIL_LIMIT,
  });
  return items[0] ?? null;
}

/**
 * A club's upcoming parties, by a case-insensitive slug match, with their video fields; the
 * total is the length of what was read. A CMS failure is the caller's to handle (an empty list
 * would say "no parties" as a fact).
 */
export async function getClubParties(clubSlug: string, now: Date): Promise<Paged<Party>> {
  const items = await allDatedParties(CMS_TYPES.parties, now, {
    query: { slug: { $regex: escapeRegex(clubSlug), $options: "i" } },
    fields: clubCards,
    limit: LIMITS.comingOfOne,
  });
  const upcoming = upcomingOnly(items, now);
  return { items: upcoming, total: upcoming.length };
}

/** Parties of the production brands, found by title (product.md#calls). */
export function getBrandParties(now: Date, pattern = BRAND_TITLE_PATTERN): Promise<Party[]> {
  return getUpcomingPartiesTitled(pattern, now);
}

/** The same answers give the same list (what is worked out from it is kept by identity). */
const bothAreas = memoizedOnInputs((isla: Party[], cabo: Party[]) => [...isla, ...cabo]);

/** Isla Mujeres and Cabo parties dated from yesterday on, for the calendar's areas. */
export async function getOtherAreaParties(now: Date): Promise<Party[]> {
  const [isla, cabo] = await Promise.all([
    allDatedParties(CMS_TYPES.islaParties, now),
    allDatedParties(CMS_TYPES.caboParties, now),
  ]);
  return upcomingOnly(bothAreas(isla, cabo), now);
}

/**
 * Parties of every kind dated from the night before tonight to tomorrow's: what can be on now,
 * still to start tonight or tomorrow, in any area (Cabo's night runs later by the clock).
 */
export async function getPartiesAroundTonight(now: Date): Promise<Party[]> {
  const nights = nightsAroundTonight(now, DEFAULT_TIME_ZONE);
  const dates = { $gte: nights.first, $lte: nights.last };
  const answers = await Promise.all(
    PARTY_KINDS.map((kind) =>
      readAll(cards, {
        type: kind,
        query: {
          "metadata.date": dates,
          ...(kind === CMS_TYPES.miniParties ? { "metadata.show_in_calendar": true } : {}),
        },
        limit: kind === CMS_TYPES.miniParties ? LIMITS.miniParties : PARTY_LIST_LIMIT,
      }),
    ),
  );
  return sortByStart(answers.flatMap((answer) => answer.items).filter((p) => !p.hideFromCalendar));
}

/** Upcoming parties whose title matches a pattern (brands, themed pages such as brunch). */
export async function getUpcomingPartiesTitled(pattern: string, now: Date): Promise<Party[]> {
  const items = await allDatedParties(CMS_TYPES.parties, now, {
    query: { title: { $regex: pattern, $options: "i" } },
  });
  return upcomingOnly(items, now);
}

/** Isla Mujeres parties, a page at a time. */
export async function getIslaParties(now: Date, page: number): Promise<Paged<Party>> {
  const result = await loadDatedParties(CMS_TYPES.islaParties, now, { page });
  return { items: upcomingOnly(result.items, now), total: result.total };
}

/**
 * A DJ's coming parties: those whose lineup names the DJ, read by the relation and the date, so
 * the query stays the same size however long the DJ's history (the DJ's own list of parties
 * holds every night ever played, and is often behind the parties' lineups).
 */
export async function getArtistParties(artistId: string, now: Date): Promise<Party[]> {
  const items = await allDatedParties(CMS_TYPES.parties, now, {
    query: { "metadata.artist": artistId },
    limit: LIMITS.comingOfOne,
  });
  return upcomingOnly(items, now);
}

/** Parties by id, for relations kept as ids (festivals). */
export async function getPartiesByIds(ids: readonly string[]): Promise<Party[]> {
  if (ids.length === 0) return [];
  const { items } = await cards({
    type: CMS_TYPES.parties,
    query: { id: { $in: ids } },
    limit: ids.length,
  });
  return sortByStart(items);
}

/**
 * The parties event paths name (a DJ set's `event_link`), by path: one call per kind, in
 * parallel. A path to a mini party (they open at /event/{slug}) is looked for among both.
 */
export async function getPartiesAtPaths(paths: readonly string[]): Promise<Map<string, Party>> {
  const slugsByKind = new Map<PartyKind, Set<string>>();
  for (const path of paths) {
    const event = eventOfPath(path);
    if (!event) continue;
    // A kind whose slug list is known to lack the slug costs no call (a mini party's path is
    // also a party's: usually only one of the two holds it).
    for (const kind of kindsAtEventPath(event.kind))
      if (!isUnknownSlug(kind, event.slug))
        slugsByKind.set(kind, (slugsByKind.get(kind) ?? new Set()).add(event.slug));
  }
  // A long schedule's slugs go in a few requests at once, each URL within 4 KB.
  const answers = await Promise.all(
    [...slugsByKind].flatMap(([kind, slugs]) =>
      // Sorted: every order of the same slugs is one query, so one cache entry (issue 64).
      valuesWithinUrl([...slugs].sort()).map((group) =>
        cards({ type: kind, query: { slug: { $in: group } }, limit: group.length }),
      ),
    ),
  );
  const found = new Map<string, Party>();
  for (const party of answers.flatMap((answer) => answer.items)) {
    const path = partyPath(party);
    if (!found.has(path) || party.kind !== CMS_TYPES.miniParties) found.set(path, party);
  }
  return found;
}
