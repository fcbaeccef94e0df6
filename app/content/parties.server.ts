import { AREAS, DEFAULT_TIME_ZONE, TRENDING_FESTIVAL_EVENT_SLUGS } from "#app/config/site.ts";
import { localDate } from "#app/domain/dates.ts";
import { isMainPageEvent, isUpcoming, sortByDateAndTime, yesterday } from "#app/domain/parties.ts";
import { escapeRegex } from "#app/domain/regex.ts";
import { cachedObjects, parseEach } from "./cms.server.ts";
import type { ObjectsRequest } from "./cosmic-client.server.ts";
import { LIMITS } from "./limits.ts";
import { partyWireSchema, reshapeParty } from "./schemas.server.ts";
import type { Paged, Party, PartyKind } from "./types.ts";

const PARTY_LIST_LIMIT = LIMITS.partyList;
const DETAIL_LIMIT = 1;

const CARD_PROPS = [
  "id",
  "slug",
  "title",
  "type",
  "metadata.date",
  "metadata.start_time",
  "metadata.caption",
  "metadata.main_image",
  "metadata.image_url",
  "metadata.primary_color",
  "metadata.secondary_color",
  "metadata.show_in_main_page",
  "metadata.magicEvent",
  "metadata.lineup",
] as const;
const DETAIL_PROPS = ["id", "slug", "title", "type", "content", "metadata"] as const;
const CLUB_PARTY_PROPS = [...CARD_PROPS, "metadata.video", "metadata.videoid"] as const;
const CALENDAR_PROPS = [...CARD_PROPS, "metadata.hide_from_calendar"] as const;

/** SPEC 7: brand parties are found by their title. */
export const BRAND_TITLE_PATTERN = "zamna|tehmplo|ancestral|zero|underground";

export function timeZoneFor(kind: PartyKind): string {
  return kind === "cabo-parties" ? AREAS["san-jose-cabo"].timeZone : DEFAULT_TIME_ZONE;
}

async function loadParties(request: ObjectsRequest, kind: PartyKind): Promise<Paged<Party>> {
  const page = await cachedObjects(request);
  const items = parseEach(page.objects, partyWireSchema, kind).map((wire) =>
    reshapeParty(wire, kind),
  );
  return { items, total: page.total };
}

interface DatedQuery {
  query?: Record<string, unknown>;
  props?: readonly string[];
  limit?: number;
  page?: number;
}

/** Parties of a kind dated from yesterday on (SPEC 7's usual cut-off), by date. */
function loadDatedParties(
  kind: PartyKind,
  now: Date,
  options: DatedQuery = {},
): Promise<Paged<Party>> {
  const limit = options.limit ?? PARTY_LIST_LIMIT;
  return loadParties(
    {
      type: kind,
      query: { ...options.query, "metadata.date": { $gte: yesterday(now, DEFAULT_TIME_ZONE) } },
      props: options.props ?? CARD_PROPS,
      limit,
      skip: ((options.page ?? 1) - 1) * limit,
      sort: "metadata.date",
    },
    kind,
  );
}

const upcomingOnly = (parties: readonly Party[], now: Date) =>
  sortByDateAndTime(parties.filter((p) => isUpcoming(p, now, DEFAULT_TIME_ZONE)));

/** Home: show_in_main_page, dated from yesterday, by date (SPEC 7). */
export async function getMainPageParties(now: Date): Promise<Party[]> {
  const { items } = await loadDatedParties("parties", now, {
    query: { "metadata.show_in_main_page": true },
  });
  return sortByDateAndTime(items.filter((p) => isMainPageEvent(p, now, DEFAULT_TIME_ZONE)));
}

/** Upcoming parties, one page of PARTY_LIST_LIMIT, in date and start-time order. */
export async function getUpcomingParties(now: Date, page: number): Promise<Paged<Party>> {
  const result = await loadDatedParties("parties", now, { page });
  return { items: upcomingOnly(result.items, now), total: result.total };
}

export async function getIslaMainPageParties(now: Date): Promise<Party[]> {
  const { items } = await loadDatedParties("isla-parties", now, {
    query: { "metadata.show_in_main_page": true },
  });
  return sortByDateAndTime(items);
}

/** The three hard-coded festival events of SPEC 7, by a slug regex list. */
export async function getTrendingFestivalParties(): Promise<Party[]> {
  const { items } = await loadParties(
    {
      type: "parties",
      query: { slug: { $regex: `^(${TRENDING_FESTIVAL_EVENT_SLUGS.join("|")})$` } },
      props: CARD_PROPS,
      limit: TRENDING_FESTIVAL_EVENT_SLUGS.length,
    },
    "parties",
  );
  return sortByDateAndTime(items);
}

/** One party with its brand, venue and artists expanded (depth 1); null when there is none. */
export async function getPartyBySlug(
  slug: string,
  kind: Exclude<PartyKind, "mini-parties"> = "parties",
): Promise<Party | null> {
  const { items } = await loadParties(
    { type: kind, query: { slug }, props: DETAIL_PROPS, limit: DETAIL_LIMIT, depth: 1 },
    kind,
  );
  return items[0] ?? null;
}

/** Calendar: parties not hidden from it, from yesterday, by date (SPEC 7, limit 85). */
export async function getCalendarParties(now: Date): Promise<Party[]> {
  const { items } = await loadDatedParties("parties", now, {
    query: { "metadata.hide_from_calendar": { $ne: true } },
    props: CALENDAR_PROPS,
    limit: LIMITS.calendar,
  });
  return sortByDateAndTime(items.filter((p) => !p.hideFromCalendar));
}

/** Mini parties shown in the calendar, from yesterday, optionally of one club (limit 65). */
export async function getMiniParties(now: Date, clubSlug?: string): Promise<Party[]> {
  const { items } = await loadDatedParties("mini-parties", now, {
    query: {
      "metadata.show_in_calendar": true,
      ...(clubSlug ? { slug: { $regex: escapeRegex(clubSlug), $options: "i" } } : {}),
    },
    limit: LIMITS.miniParties,
  });
  return sortByDateAndTime(items);
}

export async function getMiniPartyBySlug(slug: string): Promise<Party | null> {
  const { items } = await loadParties(
    { type: "mini-parties", query: { slug }, props: DETAIL_PROPS, limit: DETAIL_LIMIT },
    "mini-parties",
  );
  return items[0] ?? null;
}

/**
 * A club's upcoming parties, by a case-insensitive slug match, with their video fields. SPEC 8:
 * a failure yields an empty list, and the total is always the length of what could be read.
 */
export async function getClubParties(clubSlug: string, now: Date): Promise<Paged<Party>> {
  try {
    const { items } = await loadDatedParties("parties", now, {
      query: { slug: { $regex: escapeRegex(clubSlug), $options: "i" } },
      props: CLUB_PARTY_PROPS,
      limit: LIMITS.defaultDetail,
    });
    const upcoming = upcomingOnly(items, now);
    return { items: upcoming, total: upcoming.length };
  } catch (error) {
    console.warn(`content: club parties for ${clubSlug} unavailable: ${String(error)}`);
    return { items: [], total: 0 };
  }
}

/**
 * A club's parties with its mini parties first. SPEC 8: when the mini parties fail, the
 * regular parties alone are shown.
 */
export async function getClubCalendar(clubSlug: string, now: Date): Promise<Party[]> {
  const parties = await getClubParties(clubSlug, now);
  try {
    const minis = await getMiniParties(now, clubSlug);
    return [...minis, ...parties.items];
  } catch (error) {
    console.warn(`content: mini parties for ${clubSlug} unavailable: ${String(error)}`);
    return parties.items;
  }
}

/** Parties of the production brands, found by title (SPEC 7). */
export function getBrandParties(now: Date, pattern = BRAND_TITLE_PATTERN): Promise<Party[]> {
  return getUpcomingPartiesTitled(pattern, now);
}

/** Today's parties and mini parties, by the destination's calendar. */
export async function getTodayParties(now: Date): Promise<Party[]> {
  const today = localDate(now, DEFAULT_TIME_ZONE);
  const [parties, minis] = await Promise.all([
    loadParties(
      {
        type: "parties",
        query: { "metadata.date": today },
        props: CARD_PROPS,
        limit: PARTY_LIST_LIMIT,
      },
      "parties",
    ),
    loadParties(
      {
        type: "mini-parties",
        query: { "metadata.date": today, "metadata.show_in_calendar": true },
        props: CARD_PROPS,
        limit: LIMITS.miniParties,
      },
      "mini-parties",
    ),
  ]);
  return [...sortByDateAndTime(minis.items), ...sortByDateAndTime(parties.items)];
}

/** Upcoming parties whose title matches a pattern (brands, themed pages such as brunch). */
export async function getUpcomingPartiesTitled(pattern: string, now: Date): Promise<Party[]> {
  const { items } = await loadDatedParties("parties", now, {
    query: { title: { $regex: pattern, $options: "i" } },
  });
  return upcomingOnly(items, now);
}

/** Isla Mujeres parties, a page at a time. */
export async function getIslaParties(now: Date, page: number): Promise<Paged<Party>> {
  const result = await loadDatedParties("isla-parties", now, { page });
  return { items: sortByDateAndTime(result.items), total: result.total };
}

/** Parties by id, for relations kept as ids (festivals, artists). */
export async function getPartiesByIds(ids: readonly string[]): Promise<Party[]> {
  if (ids.length === 0) return [];
  const { items } = await loadParties(
    { type: "parties", query: { id: { $in: ids } }, props: CARD_PROPS, limit: ids.length },
    "parties",
  );
  return sortByDateAndTime(items);
}
