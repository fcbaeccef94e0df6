import { z } from "zod";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import type { DjSet } from "#app/domain/content-types.ts";
import { isIsoDate, isWallTime, localDate, zonedInstant } from "#app/domain/dates.ts";
import { sortByDateAndTime } from "#app/domain/parties.ts";
import { defineQuery } from "./cms.server.ts";
import { LIMITS } from "./limits.ts";
import { flag, lenient, text } from "./wire-fields.server.ts";

/** product.md#limits: the DJ schedule keeps sets that started up to a quarter of a day ago. */
export const DJ_SCHEDULE_CUTOFF_MS = 6 * 60 * 60 * 1000;

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
    eventLink: m.event_link ?? m.link ?? "",
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

const djSets = defineQuery("sets", djSetWireSchema, reshape);

/** True while a set started less than six hours ago or is still to come. */
export function isOnSchedule(set: Pick<DjSet, "date" | "startTime">, now: Date): boolean {
  const start = zonedInstant(set.date, set.startTime, DEFAULT_TIME_ZONE).getTime();
  return start >= now.getTime() - DJ_SCHEDULE_CUTOFF_MS;
}

/** product.md#calls: sets from six hours ago, by start time, limit 150. */
export async function getDjSchedule(now: Date): Promise<DjSet[]> {
  const since = localDate(new Date(now.getTime() - DJ_SCHEDULE_CUTOFF_MS), DEFAULT_TIME_ZONE);
  const { items } = await djSets({
    type: "dj-schedule",
    query: { "metadata.date": { $gte: since } },
    limit: LIMITS.djSchedule,
    sort: "metadata.start_time",
  });
  return sortByDateAndTime(items.filter((set) => isOnSchedule(set, now)));
}

/** The New Year's Eve schedule, in order. */
export async function getNyeDjSchedule(): Promise<DjSet[]> {
  const { items } = await djSets({
    type: "nye-dj-schedule",
    limit: LIMITS.defaultPagination,
    sort: "metadata.date",
  });
  return sortByDateAndTime(items);
}

/** The sets booked for one event ("event mini-artists"). */
export async function getEventSets(eventPath: string): Promise<DjSet[]> {
  const { items } = await djSets({
    type: "dj-schedule",
    query: { "metadata.event_link": eventPath },
    limit: LIMITS.defaultDetail,
  });
  return sortByDateAndTime(items);
}
