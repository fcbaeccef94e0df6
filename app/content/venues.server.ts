import { z } from "zod";
import { cachedObjects, parseEach } from "./cms.server.ts";
import { LIMITS } from "./limits.ts";
import { sanitizeContent } from "./sanitize.server.ts";
import { imageSchema, lenient, text } from "./schemas.server.ts";
import type { Paged, Venue, VenueKind } from "./types.ts";

/** How long a venue seen in a list can stand in for a detail load. */
const LIST_ENTRY_TTL_MS = 5 * 60_000;

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
  };
}

/**
 * SPEC 4: venue lists are kept once loaded, and a venue detail is taken from them when its slug
 * is there, so opening a club from its list costs no second CMS call.
 */
const seenInLists = new Map<string, { venue: Venue; at: number }>();

function remember(venues: readonly Venue[]): void {
  const at = Date.now();
  for (const venue of venues) seenInLists.set(`${venue.kind}:${venue.slug}`, { venue, at });
}

/** Drops what lists remembered (the publish webhook calls this with the content cache). */
export function forgetListedVenues(): void {
  seenInLists.clear();
}

export async function getVenues(
  kind: VenueKind,
  start: number,
  limit: number = LIMITS.venuePage,
): Promise<Paged<Venue>> {
  const page = await cachedObjects({
    type: kind,
    props: ["slug", "title", "content", "metadata"],
    limit,
    skip: start,
    sort: "title",
  });
  const items = parseEach(page.objects, venueWireSchema, kind).map((wire) => reshape(wire, kind));
  // What a snapshot answered must not outlive Cosmic's return.
  if (!page.fromSnapshot) remember(items);
  return { items, total: page.total };
}

export async function getVenueBySlug(kind: VenueKind, slug: string): Promise<Venue | null> {
  const listed = seenInLists.get(`${kind}:${slug}`);
  if (listed && Date.now() - listed.at < LIST_ENTRY_TTL_MS) return listed.venue;
  const page = await cachedObjects({
    type: kind,
    query: { slug },
    props: ["slug", "title", "content", "metadata"],
    limit: 1,
  });
  const [wire] = parseEach(page.objects, venueWireSchema, kind);
  return wire ? reshape(wire, kind) : null;
}

/** A destination club page can show a club or a beach club. */
export async function getClubBySlug(slug: string): Promise<Venue | null> {
  return (await getVenueBySlug("venues", slug)) ?? (await getVenueBySlug("beach-clubs", slug));
}
