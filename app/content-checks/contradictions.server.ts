import { CMS_TYPES } from "#app/domain/cms-types.ts";
/**
 * Slips between objects that each read fine on their own: a DJ-schedule set at a party that does
 * not exist or is cancelled, dated another day, before the party starts or after it ends, by a DJ
 * the party's lineup does not name, or overlapping another set of the same night; a party that
 * ends before it starts, that has no venue and names no club of the directory, or a weekly night
 * entered twice for one date. Editors make these; `npm run bucket:check` lists them and the
 * event page logs its own once; the site does not guess which side is right.
 */

import { z } from "zod";
import { wireField } from "#app/content/queries/wire-fields.server.ts";
import { artistWireSchema } from "#app/content/types/artists.server.ts";
import { djSetFromWire } from "#app/content/types/dj-schedule.server.ts";
import { partyFromWire } from "#app/content/types/party-wire.server.ts";
import { DIRECTORY } from "#app/directory/records.ts";
import type { DjSet, Party } from "#app/domain/content-types.ts";
import { setArtist } from "#app/domain/dj-sets.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { foldText } from "#app/domain/slug.ts";
import {
  endsBeforeItStarts,
  instantAfter,
  nightInterval,
  partyInterval,
  partyNight,
  setStart,
  timeZoneOf,
} from "#app/domain/time/index.ts";
import { matchVenue } from "#app/domain/venue-matching.ts";
import { DEFAULT_LOCALE, LOCALES } from "#app/i18n/locales.ts";

/**
 * A party as the checks read it: the site's own reading of it (the party type's wire schema and
 * reshape, so the checks and the pages never disagree on a date, a time or a link), and whether
 * the export names a venue (a relation the pages expand, which an export holds as an id).
 */
interface CheckedParty {
  party: Party;
  hasVenue: boolean;
}

interface CheckedSet {
  type: string;
  set: DjSet;
}

const artistSchema = artistWireSchema.pick({ id: true, slug: true, title: true }).extend({
  type: z.literal(CMS_TYPES.artists),
});

const namesVenue = (venue: unknown) =>
  typeof venue === "string" ? venue.trim() !== "" : Boolean(venue);

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
  // The language views share most objects: each is read once.
  const read = new Map<unknown, ReadObject>();
  const readOnce = (object: unknown) => {
    const known = read.get(object) ?? readObject(object);
    read.set(object, known);
    return known;
  };
  return [
    ...new Set(languageViews(objects).flatMap((view) => contradictionsWithin(view.map(readOnce)))),
  ];
}

/** One object as the checks read it: a party, a DJ set, an artist, or none of them. */
interface ReadObject {
  party?: CheckedParty;
  set?: CheckedSet;
  artist?: z.infer<typeof artistSchema>;
}

function readObject(object: unknown): ReadObject {
  const party = partyFromWire(object);
  if (party)
    return {
      party: { party, hasVenue: namesVenue(wireField(wireField(object, "metadata"), "venue")) },
    };
  const set = djSetFromWire(object);
  if (set) return { set };
  const artist =
    wireField(object, "type") === CMS_TYPES.artists ? artistSchema.safeParse(object) : undefined;
  return artist?.success ? { artist: artist.data } : {};
}

function contradictionsWithin(objects: readonly ReadObject[]): string[] {
  const parties: CheckedParty[] = [];
  const sets: CheckedSet[] = [];
  const artists = new Map<string, string>();
  for (const { party, set, artist } of objects) {
    if (party) parties.push(party);
    if (set) sets.push(set);
    if (artist) {
      artists.set(artist.slug, artist.title);
      artists.set(artist.id, artist.title);
    }
  }
  return contradictionsAmong(parties, sets, artists);
}

function contradictionsAmong(
  checked: readonly CheckedParty[],
  sets: readonly CheckedSet[],
  artists: ReadonlyMap<string, string>,
): string[] {
  const parties = new Map(checked.map((one) => [partyPath(one.party), one] as const));
  const found: string[] = [];
  const nights = new Map<string, string>();
  for (const { party, hasVenue } of parties.values()) {
    const say = (problem: string) => found.push(`${party.kind} "${party.slug}": ${problem}`);
    if (party.startTime && party.endTime && endsBeforeItStarts(party.startTime, party.endTime))
      say(`ends at ${party.endTime}, before it starts (${party.startTime})`);
    if (party.area === "tulum" && !hasVenue && !matchVenue(party.title, DIRECTORY, () => {}).slug)
      say("has no venue, and its title names no club of the directory");
    if (party.kind === CMS_TYPES.miniParties) {
      const night = `${foldText(party.title)}|${party.date}`;
      const other = nights.get(night);
      if (other) say(`is the same weekly night as "${other}" on ${party.date}`);
      else nights.set(night, party.slug);
    }
  }
  const bySet = new Map<
    string,
    { checked: CheckedSet; start: number | null; timeZone: string }[]
  >();
  for (const checkedSet of sets) {
    const { type, set } = checkedSet;
    const say = (problem: string) => found.push(`${type} "${set.slug}": ${problem}`);
    const link = set.eventLink;
    if (!link) continue;
    const party = parties.get(link)?.party;
    if (!party) {
      say(`its party ${link} does not exist`);
      continue;
    }
    if (party.status === "cancelled") say(`its party ${link} is cancelled`);
    const timeZone = timeZoneOf(party);
    const start = setStart(set, party, timeZone);
    const night = nightInterval(partyNight(party), timeZone);
    const onItsNight =
      start === null ? set.date === partyNight(party) : night.start <= start && start < night.end;
    if (!onItsNight) say(`dated ${set.date}, but its party ${link} is on ${party.date}`);
    else if (start !== null && party.startTime) {
      const hours = partyInterval(party);
      if (start < hours.start)
        say(`starts at ${set.startTime}, before its party starts (${party.startTime})`);
      else if (party.endTime && start >= hours.end)
        say(`starts at ${set.startTime}, after its party ends (${party.endTime})`);
    }
    const lineup = [
      ...party.lineup.split(","),
      ...party.artists.map((artist) => artist.title),
      ...party.artistIds.map((key) => artists.get(key) ?? ""),
    ]
      .map((name) => foldText(name.trim()))
      .filter(Boolean);
    const artistSlug = set.artistLink.match(/^\/djs\/([\w-]+)$/)?.[1];
    const dj = (artistSlug && artists.get(artistSlug)) || setArtist(set.title);
    if (lineup.length > 0 && !lineup.includes(foldText(dj)))
      say(`${dj} plays, but the lineup of ${link} does not name them`);
    bySet.set(link, [...(bySet.get(link) ?? []), { checked: checkedSet, start, timeZone }]);
  }

  for (const [link, list] of bySet) {
    const timed = list
      .filter((entry): entry is (typeof list)[number] & { start: number } => entry.start !== null)
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < timed.length; i++) {
      const before = timed[i - 1];
      const current = timed[i];
      if (!before || !current) continue;
      const beforeEnd = before.checked.set.endTime;
      const endMinutes =
        beforeEnd === undefined
          ? null
          : instantAfter(before.checked.set.date, beforeEnd, before.start, before.timeZone);
      const named = `${current.checked.type} "${current.checked.set.slug}"`;
      if (current.start === before.start)
        found.push(`${named}: starts at the same time as "${before.checked.set.slug}" at ${link}`);
      else if (endMinutes !== null && current.start < endMinutes)
        found.push(
          `${named}: starts before "${before.checked.set.slug}" ends (${beforeEnd}) at ${link}`,
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
  return contradictionsAmong(
    [{ party, hasVenue: party.venue !== null }],
    sets.map((set) => ({ type: CMS_TYPES.djSchedule, set })),
    new Map(party.artists.map((artist) => [artist.slug, artist.title])),
  );
}
