import { z } from "zod";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { isIsoDate, isWallTime, localDate, zonedInstant } from "#app/domain/dates.ts";
import { sortByDateAndTime } from "#app/domain/parties.ts";
import { cachedObjects, parseEach } from "./cms.server.ts";
import { LIMITS } from "./limits.ts";
import { flag, lenient, text } from "./schemas.server.ts";
import type { DjSet } from "./types.ts";

/** SPEC 9: the DJ schedule keeps sets that started up to a quarter of a day ago. */
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
    highlight: m.highlight ?? false,
    caption: m.caption ?? "",
    image: m.image_url || m.main_image || "",
    genre: m.genre ?? "",
  };
}

/** True while a set started less than six hours ago or is still to come. */
export function isOnSchedule(set: Pick<DjSet, "date" | "startTime">, now: Date): boolean {
  const start = zonedInstant(set.date, set.startTime, DEFAULT_TIME_ZONE).getTime();
  return start >= now.getTime() - DJ_SCHEDULE_CUTOFF_MS;
}

/** SPEC 7: sets from six hours ago, by start time, limit 150. */
export async function getDjSchedule(now: Date): Promise<DjSet[]> {
  const since = localDate(new Date(now.getTime() - DJ_SCHEDULE_CUTOFF_MS), DEFAULT_TIME_ZONE);
  const result = await cachedObjects({
    type: "dj-schedule",
    query: { "metadata.date": { $gte: since } },
    props: ["slug", "title", "metadata"],
    limit: LIMITS.djSchedule,
    sort: "metadata.start_time",
  });
  const sets = parseEach(result.objects, djSetWireSchema, "dj-schedule").map(reshape);
  return sortByDateAndTime(sets.filter((set) => isOnSchedule(set, now)));
}

/** The New Year's Eve schedule, in order. */
export async function getNyeDjSchedule(): Promise<DjSet[]> {
  const result = await cachedObjects({
    type: "nye-dj-schedule",
    props: ["slug", "title", "metadata"],
    limit: LIMITS.defaultPagination,
    sort: "metadata.date",
  });
  return sortByDateAndTime(
    parseEach(result.objects, djSetWireSchema, "nye-dj-schedule").map(reshape),
  );
}

/** The sets booked for one event ("event mini-artists"). */
export async function getEventSets(eventPath: string): Promise<DjSet[]> {
  const result = await cachedObjects({
    type: "dj-schedule",
    query: { "metadata.event_link": eventPath },
    props: ["slug", "title", "metadata"],
    limit: LIMITS.defaultDetail,
  });
  return sortByDateAndTime(parseEach(result.objects, djSetWireSchema, "dj-schedule").map(reshape));
}
