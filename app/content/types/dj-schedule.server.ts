import { z } from "zod";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import type { DjSet, Party } from "#app/domain/content-types.ts";
import { isIsoDate, isWallTime } from "#app/domain/dates.ts";
import { eventOfPath } from "#app/domain/party-paths.ts";
import {
  areaOfEventPath,
  firstListedDate,
  type IsoNight,
  partyNight,
  runningOrder,
  setChanges,
  setIsOver,
  timeZoneOf,
  timeZoneOfArea,
  tonightIn,
} from "#app/domain/time/index.ts";
import { defineQuery } from "../queries/define-query.server.ts";
import { LIMITS } from "../queries/limits.ts";
import { readAll } from "../queries/read-all.server.ts";
import { flag, lenient, text, wireField } from "../queries/wire-fields.server.ts";
import { getPartiesAtPaths } from "./parties.server.ts";

const internalPath = lenient(z.string().regex(/^\/[\w/-]*$/));

export const djSetWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string(),
  metadata: z
    .object({
      event_link: internalPath,
      event_name: text,
      artist_link: internalPath,
      link: internalPath,
      date: z.string().refine(isIsoDate),
      start_time: lenient(z.string().refine(isWallTime)),
      end_time: lenient(z.string().refine(isWallTime)),
      highlight: flag,
      caption: text,
      image_url: text,
      main_image: text,
      genre: text,
    })
    .loose(),
});

function reshape(wire: z.infer<typeof djSetWireSchema>): DjSet {
  const m = wire.metadata;
  return {
    slug: wire.slug,
    title: wire.title,
    // A New Year set has one `link`, to its DJ or its party: "at <the event>" only for a party.
    eventLink: m.event_link ?? (m.link && eventOfPath(m.link) ? m.link : ""),
    eventName: m.event_name ?? "",
    artistLink: m.artist_link ?? m.link ?? "",
    date: m.date,
    ...(m.start_time ? { startTime: m.start_time } : {}),
    ...(m.end_time ? { endTime: m.end_time } : {}),
    highlight: m.highlight ?? false,
    caption: m.caption ?? "",
    image: m.image_url || m.main_image || "",
    genre: m.genre ?? "",
  };
}

const djSets = defineQuery("sets", djSetWireSchema, reshape, { changesOf: setChanges });

/** The object types whose objects are DJ sets (the NYE schedule's too). */
export const DJ_SET_TYPES = [CMS_TYPES.djSchedule, CMS_TYPES.nyeDjSchedule] as const;

/**
 * One object of a bucket as the site reads it when it is a DJ set (null otherwise), with its
 * type: the same schema and reshape as the pages, for checks that read a whole export.
 */
export function djSetFromWire(object: unknown): { type: string; set: DjSet } | null {
  const type = DJ_SET_TYPES.find((one) => one === wireField(object, "type"));
  const wire = type && djSetWireSchema.safeParse(object);
  return type && wire?.success ? { type, set: reshape(wire.data) } : null;
}

/** A set placed in its party's night and clock (app/domain/time/). */
export interface PlacedDjSet {
  set: DjSet;
  /** The night it belongs to: its party's. */
  night: IsoNight;
  start: number | null;
  /** When it stops (app/domain/time/sets.ts): null when neither it, a next set nor its party says. */
  end: number | null;
  timeZone: string;
}

/**
 * Sets placed by their parties (the set's own date and event path when its party is unknown),
 * in the order they are played.
 */
export function placeSets(
  sets: readonly DjSet[],
  parties: ReadonlyMap<string, Party>,
): PlacedDjSet[] {
  // A set that names no party plays in no one's running order but its own.
  const byParty = Map.groupBy(sets, (set) => set.eventLink || `set:${set.slug}`);
  const placed: PlacedDjSet[] = [];
  for (const list of byParty.values()) {
    const path = list[0]?.eventLink ?? "";
    const party = parties.get(path) ?? null;
    const timeZone = party ? timeZoneOf(party) : timeZoneOfArea(areaOfEventPath(path));
    for (const { set, start, end } of runningOrder(list, party, timeZone))
      placed.push({ set, night: party ? partyNight(party) : set.date, start, end, timeZone });
  }
  return placed.sort(
    (a, b) =>
      (a.night < b.night ? -1 : a.night > b.night ? 1 : 0) ||
      (a.start ?? Number.POSITIVE_INFINITY) - (b.start ?? Number.POSITIVE_INFINITY),
  );
}

/**
 * True while a set is playing or still to come (one clock for sets, issue 52: until the next set
 * of its party starts); an untimed set stays from tonight on.
 */
export function isOnSchedule(placed: PlacedDjSet, now: Date): boolean {
  if (placed.start === null) return placed.night >= tonightIn(now, placed.timeZone);
  return !setIsOver(placed, now);
}

/**
 * product.md#calls: the sets from the night before tonight on (limit 150), each placed in its
 * party's night and clock (a set after midnight plays after its party's earlier sets, Cabo's in
 * Cabo's time), without those that are over.
 */
export async function getDjSchedule(now: Date): Promise<PlacedDjSet[]> {
  const items = await getScheduleSets(now);
  const parties = await getPartiesAtPaths([...new Set(items.map((set) => set.eventLink))]);
  return placeSets(items, parties).filter((placed) => isOnSchedule(placed, now));
}

/**
 * The schedule's sets as the CMS holds them, from the night before tonight (a set of last
 * night's party can still be on): for what reads them beside a party it already has (genres,
 * "playing now"), which places them itself.
 */
export async function getScheduleSets(now: Date): Promise<DjSet[]> {
  const since = firstListedDate(now, DEFAULT_TIME_ZONE);
  const { items } = await readAll(djSets, {
    type: CMS_TYPES.djSchedule,
    query: { "metadata.date": { $gte: since } },
    limit: LIMITS.djSchedule,
    sort: "metadata.date",
  });
  return items;
}

/** The New Year's Eve schedule, in order. */
export async function getNyeDjSchedule(): Promise<DjSet[]> {
  const { items } = await djSets({
    type: CMS_TYPES.nyeDjSchedule,
    limit: LIMITS.defaultPagination,
    sort: "metadata.date",
  });
  return placeSets(items, new Map()).map((placed) => placed.set);
}

/** The sets booked for one event ("event mini-artists"); its page puts them in running order. */
export async function getEventSets(eventPath: string): Promise<DjSet[]> {
  const { items } = await djSets({
    type: CMS_TYPES.djSchedule,
    query: { "metadata.event_link": eventPath },
    limit: LIMITS.defaultDetail,
  });
  return items;
}
