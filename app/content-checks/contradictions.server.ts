/**
 * Slips between objects that each read fine on their own: a DJ-schedule set at a party that does
 * not exist or is cancelled, dated another day, before the party starts or after it ends, by a DJ
 * the party's lineup does not name, or overlapping another set of the same night; a party that
 * ends before it starts, that has no venue and names no club of the directory, or a weekly night
 * entered twice for one date. Editors make these; `npm run bucket:check` lists them and the
 * event page logs its own once; the site does not guess which side is right.
 */

import { z } from "zod";
import { AREA_SLUGS } from "#app/config/site.ts";
import { wireField } from "#app/content/wire-fields.server.ts";
import { DIRECTORY } from "#app/directory/records.ts";
import type { DjSet, Party } from "#app/domain/content-types.ts";
import { isIsoDate, isWallTime } from "#app/domain/dates.ts";
import { setArtist } from "#app/domain/dj-sets.ts";
import { partyArea, partyPath } from "#app/domain/party-paths.ts";
import {
  endsBeforeItStarts,
  instantAfter,
  nightInterval,
  partyInterval,
  partyNight,
  type Scheduled,
  setStart,
  timeZoneOf,
} from "#app/domain/party-time.ts";
import { foldText } from "#app/domain/slug.ts";
import { matchVenue } from "#app/domain/venue-matching.ts";
import { DEFAULT_LOCALE, LOCALES } from "#app/i18n/locales.ts";

const PARTY_TYPES = ["parties", "mini-parties", "isla-parties", "cabo-parties"] as const;
const SET_TYPES = ["dj-schedule", "nye-dj-schedule"];

const date = z.string().refine(isIsoDate);
const time = z.string().refine(isWallTime).optional().catch(undefined);
const optionalText = z.string().optional().catch(undefined);

const partySchema = z.object({
  slug: z.string().min(1),
  type: z.enum(PARTY_TYPES),
  metadata: z.object({
    date,
    start_time: time,
    end_time: time,
    event_status: optionalText,
    lineup: optionalText,
    artist: z.unknown().optional(),
    venue: z.unknown().optional(),
    area: z.enum(AREA_SLUGS).optional().catch(undefined),
  }),
  title: z.string(),
});

const setSchema = z.object({
  slug: z.string().min(1),
  type: z.string().refine((type) => SET_TYPES.includes(type)),
  title: z.string(),
  metadata: z.object({
    event_link: optionalText,
    artist_link: optionalText,
    date,
    start_time: time,
    end_time: time,
  }),
});

const artistSchema = z.object({
  id: z.string().optional(),
  slug: z.string().min(1),
  title: z.string(),
  type: z.literal("artists"),
});

type WireParty = z.infer<typeof partySchema>;
type WireSet = z.infer<typeof setSchema>;

/** What the time rule (app/domain/party-time.ts) reads in a party as exported. */
function scheduleOf(party: WireParty): Scheduled {
  const m = party.metadata;
  return {
    date: m.date,
    ...(m.start_time ? { startTime: m.start_time } : {}),
    ...(m.end_time ? { endTime: m.end_time } : {}),
    area: partyArea(party.type, m.area, party.title),
  };
}

/** Ids and slugs of the related artists, however the export wrote the relation. */
function relatedArtists(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  return list.flatMap((item) => {
    if (typeof item === "string") return [item.trim()];
    if (typeof item === "object" && item !== null) {
      const keys = ["id", "slug"].map((key) => wireField(item, key));
      return keys.filter((key): key is string => typeof key === "string");
    }
    return [];
  });
}

const versionSchema = z.object({
  type: z.string(),
  slug: z.string(),
  locale: z.string().nullish(),
});

/**
 * The bucket as each language's pages read it: the default language's objects, with another
 * language's version in place of its original where there is one (Cosmic's localisation keeps a
 * translation as a second object with the same type and slug). A slip is looked for within one
 * language, so a Spanish set never "overlaps" its own English original.
 */
function languageViews(objects: readonly unknown[]): unknown[][] {
  const originals: { object: unknown; key: string | undefined }[] = [];
  const translations = new Map<string, Map<string, unknown>>();
  for (const object of objects) {
    const version = versionSchema.safeParse(object);
    const key = version.success ? `${version.data.type}/${version.data.slug}` : undefined;
    const locale = version.success ? version.data.locale : undefined;
    if (!key || !locale || locale === DEFAULT_LOCALE || !isOtherLocale(locale)) {
      originals.push({ object, key });
      continue;
    }
    const ofLocale = translations.get(locale) ?? new Map<string, unknown>();
    ofLocale.set(key, object);
    translations.set(locale, ofLocale);
  }
  return [
    originals.map(({ object }) => object),
    ...[...translations.values()].map((ofLocale) =>
      originals.map(({ object, key }) => (key && ofLocale.get(key)) ?? object),
    ),
  ];
}
const isOtherLocale = (locale: string) => LOCALES.some((other) => other === locale);

export function contradictions(objects: readonly unknown[]): string[] {
  return [...new Set(languageViews(objects).flatMap(contradictionsWithin))];
}

function contradictionsWithin(objects: readonly unknown[]): string[] {
  const parties = new Map<string, WireParty>();
  const sets: WireSet[] = [];
  const artists = new Map<string, string>();
  for (const object of objects) {
    const party = partySchema.safeParse(object);
    if (party.success)
      parties.set(partyPath({ kind: party.data.type, slug: party.data.slug }), party.data);
    const set = setSchema.safeParse(object);
    if (set.success) sets.push(set.data);
    const artist = artistSchema.safeParse(object);
    if (artist.success) {
      artists.set(artist.data.slug, artist.data.title);
      if (artist.data.id) artists.set(artist.data.id, artist.data.title);
    }
  }

  const found: string[] = [];
  const nights = new Map<string, string>();
  for (const party of parties.values()) {
    const say = (problem: string) => found.push(`${party.type} "${party.slug}": ${problem}`);
    const m = party.metadata;
    if (m.start_time && m.end_time && endsBeforeItStarts(m.start_time, m.end_time))
      say(`ends at ${m.end_time}, before it starts (${m.start_time})`);
    const hasVenue = typeof m.venue === "string" ? m.venue.trim() !== "" : Boolean(m.venue);
    const area = partyArea(party.type, m.area, party.title);
    if (area === "tulum" && !hasVenue && !matchVenue(party.title, DIRECTORY, () => {}).slug)
      say("has no venue, and its title names no club of the directory");
    if (party.type === "mini-parties") {
      const night = `${foldText(party.title)}|${m.date}`;
      const other = nights.get(night);
      if (other) say(`is the same weekly night as "${other}" on ${m.date}`);
      else nights.set(night, party.slug);
    }
  }
  const bySet = new Map<string, { set: WireSet; start: number | null; timeZone: string }[]>();
  for (const set of sets) {
    const say = (problem: string) => found.push(`${set.type} "${set.slug}": ${problem}`);
    const link = set.metadata.event_link;
    if (!link) continue;
    const party = parties.get(link);
    if (!party) {
      say(`its party ${link} does not exist`);
      continue;
    }
    const m = party.metadata;
    if (m.event_status === "cancelled") say(`its party ${link} is cancelled`);
    const schedule = scheduleOf(party);
    const timeZone = timeZoneOf(schedule);
    const timed = {
      date: set.metadata.date,
      ...(set.metadata.start_time ? { startTime: set.metadata.start_time } : {}),
    };
    const start = setStart(timed, schedule, timeZone);
    const night = nightInterval(partyNight(schedule), timeZone);
    const onItsNight =
      start === null
        ? set.metadata.date === partyNight(schedule)
        : night.start <= start && start < night.end;
    if (!onItsNight) say(`dated ${set.metadata.date}, but its party ${link} is on ${m.date}`);
    else if (start !== null && m.start_time) {
      const hours = partyInterval(schedule);
      if (start < hours.start)
        say(`starts at ${set.metadata.start_time}, before its party starts (${m.start_time})`);
      else if (m.end_time && start >= hours.end)
        say(`starts at ${set.metadata.start_time}, after its party ends (${m.end_time})`);
    }
    const lineup = [
      ...(m.lineup ?? "").split(","),
      ...relatedArtists(m.artist).map((key) => artists.get(key) ?? ""),
    ]
      .map((name) => foldText(name.trim()))
      .filter(Boolean);
    const artistSlug = set.metadata.artist_link?.match(/^\/djs\/([\w-]+)$/)?.[1];
    const dj = (artistSlug && artists.get(artistSlug)) || setArtist(set.title);
    if (lineup.length > 0 && !lineup.includes(foldText(dj)))
      say(`${dj} plays, but the lineup of ${link} does not name them`);
    bySet.set(link, [...(bySet.get(link) ?? []), { set, start, timeZone }]);
  }

  for (const [link, list] of bySet) {
    const timed = list
      .filter((entry): entry is (typeof list)[number] & { start: number } => entry.start !== null)
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < timed.length; i++) {
      const before = timed[i - 1];
      const current = timed[i];
      if (!before || !current) continue;
      const beforeEnd = before.set.metadata.end_time;
      const endMinutes =
        beforeEnd === undefined
          ? null
          : instantAfter(before.set.metadata.date, beforeEnd, before.start, before.timeZone);
      if (current.start === before.start)
        found.push(
          `${current.set.type} "${current.set.slug}": starts at the same time as "${before.set.slug}" at ${link}`,
        );
      else if (endMinutes !== null && current.start < endMinutes)
        found.push(
          `${current.set.type} "${current.set.slug}": starts before "${before.set.slug}" ends (${beforeEnd}) at ${link}`,
        );
    }
  }
  return found;
}

/**
 * The contradictions of one party and its DJ sets, from what its page loaded: the event page
 * logs them once (`content: ...`), so an operator sees what `bucket:check` would say.
 */
export function partyContradictions(party: Party, sets: readonly DjSet[]): string[] {
  const type = party.kind;
  return contradictions([
    {
      slug: party.slug,
      title: party.title,
      type,
      metadata: {
        date: party.date,
        start_time: party.startTime,
        end_time: party.endTime,
        event_status: party.status,
        lineup: party.lineup,
        artist: party.artists.map((artist) => artist.slug),
        venue: party.venue?.slug ?? "",
        area: party.area,
      },
    },
    ...party.artists.map((artist) => ({ slug: artist.slug, title: artist.title, type: "artists" })),
    ...sets.map((set) => ({
      slug: set.slug,
      title: set.title,
      type: "dj-schedule",
      metadata: {
        event_link: set.eventLink,
        artist_link: set.artistLink,
        date: set.date,
        start_time: set.startTime,
        end_time: set.endTime,
      },
    })),
  ]);
}
