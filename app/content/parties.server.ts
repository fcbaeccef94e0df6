import { AREAS, DEFAULT_TIME_ZONE, TRENDING_FESTIVAL_EVENT_SLUGS } from "../config/site.ts";
import { isMainPageEvent, isUpcoming, sortByDateAndTime, yesterday } from "../domain/parties.ts";
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

/** Home: show_in_main_page, dated from yesterday, by date (SPEC 7). */
export async function getMainPageParties(now: Date): Promise<Party[]> {
  const { items } = await loadParties(
    {
      type: "parties",
      query: {
        "metadata.show_in_main_page": true,
        "metadata.date": { $gte: yesterday(now, DEFAULT_TIME_ZONE) },
      },
      props: CARD_PROPS,
      limit: PARTY_LIST_LIMIT,
      sort: "metadata.date",
    },
    "parties",
  );
  return sortByDateAndTime(items.filter((p) => isMainPageEvent(p, now, DEFAULT_TIME_ZONE)));
}

/** Upcoming parties, one page of PARTY_LIST_LIMIT, in date and start-time order. */
export async function getUpcomingParties(now: Date, page: number): Promise<Paged<Party>> {
  const result = await loadParties(
    {
      type: "parties",
      query: { "metadata.date": { $gte: yesterday(now, DEFAULT_TIME_ZONE) } },
      props: CARD_PROPS,
      limit: PARTY_LIST_LIMIT,
      skip: (page - 1) * PARTY_LIST_LIMIT,
      sort: "metadata.date",
    },
    "parties",
  );
  return {
    items: sortByDateAndTime(result.items.filter((p) => isUpcoming(p, now, DEFAULT_TIME_ZONE))),
    total: result.total,
  };
}

export async function getIslaMainPageParties(now: Date): Promise<Party[]> {
  const { items } = await loadParties(
    {
      type: "isla-parties",
      query: {
        "metadata.show_in_main_page": true,
        "metadata.date": { $gte: yesterday(now, DEFAULT_TIME_ZONE) },
      },
      props: CARD_PROPS,
      limit: PARTY_LIST_LIMIT,
      sort: "metadata.date",
    },
    "isla-parties",
  );
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
