import { z } from "zod";
import type { AreaSlug } from "#app/config/site.ts";
import { CMS_TYPES, VENUE_KINDS, type VenueKind } from "#app/domain/cms-types.ts";
import { type Paged, type Venue, venueKindsIn } from "#app/domain/content-types.ts";
import { DEFAULT_LOCALE } from "#app/i18n/locales.ts";
import { contentLocale } from "../queries/content-locale.server.ts";
import { defineQuery } from "../queries/define-query.server.ts";
import { LIMITS } from "../queries/limits.ts";
import { readAll } from "../queries/read-all.server.ts";
import { sanitizeContent } from "../queries/sanitize.server.ts";
import { imageSchema, lenient, numeric, text, weekdays } from "../queries/wire-fields.server.ts";

export const venueWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  content: lenient(z.string()),
  metadata: z
    .object({
      tags: text,
      code: text,
      description: text,
      main_image: lenient(imageSchema),
      video: text,
      // Practical facts editors keep current; each overrides the static directory's.
      address: text,
      latitude: lenient(numeric.pipe(z.number().min(-90).max(90))),
      longitude: lenient(numeric.pipe(z.number().min(-180).max(180))),
      opening_hours: text,
      days_open: weekdays.optional(),
      price_level: lenient(numeric.pipe(z.number().int().min(1).max(4))),
      min_age: lenient(numeric.pipe(z.number().int().min(0).max(99))),
      dress_code: text,
    })
    .loose()
    .default({}),
});

function reshape(wire: z.infer<typeof venueWireSchema>, kind: VenueKind): Venue {
  return {
    kind,
    slug: wire.slug,
    title: wire.title,
    content: sanitizeContent(wire.content ?? ""),
    tags: (wire.metadata.tags ?? "")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    code: wire.metadata.code ?? "",
    description: sanitizeContent(wire.metadata.description ?? ""),
    image: wire.metadata.main_image ?? null,
    video: wire.metadata.video ?? "",
    facts: {
      address: wire.metadata.address?.trim() ?? "",
      latitude: wire.metadata.latitude ?? null,
      longitude: wire.metadata.longitude ?? null,
      openingHours: wire.metadata.opening_hours?.trim() ?? "",
      daysOpen: wire.metadata.days_open ?? [],
      priceLevel: wire.metadata.price_level ?? null,
      minAge: wire.metadata.min_age ?? null,
      dressCode: wire.metadata.dress_code?.trim() ?? "",
    },
  };
}

const venues = defineQuery("venues", venueWireSchema, (wire, type) =>
  reshape(wire, venueKind(type)),
);

const venueKind = (type: string): VenueKind =>
  VENUE_KINDS.find((kind) => kind === type) ?? CMS_TYPES.venues;

const detailRequest = (kind: VenueKind, slug: string) => ({
  type: kind,
  query: { slug },
  limit: 1,
});

/**
 * product.md#rules: a venue detail is taken from a list when its slug was there, so opening a club from
 * its list costs no second CMS call: each list stores its venues as their detail answers.
 */
/** Every venue of a kind, by title, read `LIMITS.searchVenues` at a time (the search index). */
export async function getAllVenues(kind: VenueKind): Promise<Venue[]> {
  const { items } = await readAll(venues, {
    type: kind,
    limit: LIMITS.searchVenues,
    sort: "title",
  });
  return items;
}

export async function getVenues(
  kind: VenueKind,
  start: number,
  limit: number = LIMITS.venuePage,
): Promise<Paged<Venue>> {
  const { items, total, fromSnapshot } = await venues({
    type: kind,
    limit,
    skip: start,
    sort: "title",
  });
  // What a snapshot answered must not outlive Cosmic's return.
  if (!fromSnapshot)
    for (const venue of items) venues.prime(detailRequest(kind, venue.slug), [venue]);
  return { items, total };
}

const expandedVenueSchema = venueWireSchema.extend({ type: z.enum(VENUE_KINDS) });

/**
 * Keeps a venue object another answer expanded (a party detail's venue, depth 1) as the answer
 * to that venue's detail, so the party's page reads its facts without a second round trip. Only
 * in the default language: a translated page asks for the venue's own translation.
 */
export function keepExpandedVenue(value: unknown): void {
  if (contentLocale() !== DEFAULT_LOCALE) return;
  const parsed = expandedVenueSchema.safeParse(value);
  if (!parsed.success) return;
  const { type, ...wire } = parsed.data;
  venues.prime(detailRequest(type, wire.slug), [reshape(wire, type)]);
}

export async function getVenueBySlug(kind: VenueKind, slug: string): Promise<Venue | null> {
  const { items } = await venues(detailRequest(kind, slug));
  return items[0] ?? null;
}

/**
 * A destination club page can show a club or a beach club: both asked at once (one round trip
 * cold), the club's answer first as if asked in turn. A kind whose slug list lacks the slug
 * costs no call.
 */
export async function getClubBySlug(slug: string): Promise<Venue | null> {
  const found = await Promise.all(venueKindsIn("tulum").map((kind) => getVenueBySlug(kind, slug)));
  return found.find((venue) => venue !== null) ?? null;
}

/**
 * The CMS venue of a party (its venue relation, else the club the directory matched), for the
 * facts editors keep there; null when there is none. Reads the venue lists' cached answers.
 */
export async function getVenueOfParty(
  party: { area: AreaSlug; venue: { slug: string; type?: string } | null },
  directorySlug: string | null,
): Promise<Venue | null> {
  const slug = party.venue?.slug ?? directorySlug;
  if (!slug) return null;
  // Where a party's venue object lives in Cosmic: its area's venue types.
  const areaKinds = venueKindsIn(party.area);
  // The relation names the venue's type: one lookup (kept from the party's own answer).
  const named = areaKinds.find((kind) => kind === party.venue?.type);
  // Otherwise every kind at once: the first kind's answer wins, as if asked in turn.
  const found = await Promise.all(
    (named ? [named] : areaKinds).map((kind) => getVenueBySlug(kind, slug)),
  );
  return found.find((venue) => venue !== null) ?? null;
}
