import { z } from "zod";
import { DEFAULT_TIME_ZONE, PATHS } from "#app/config/site.ts";
import { defineQuery } from "#app/content/queries/define-query.server.ts";
import { getGenreIndex } from "#app/content/types/artists.server.ts";
import { FESTIVAL_SLUG, getFestival } from "#app/content/types/festivals.server.ts";
import { CLOSED_BRANDS, DIRECTORY } from "#app/directory/records.ts";
import { CMS_TYPES, VENUE_KINDS } from "#app/domain/cms-types.ts";
import { zonedTimestamp } from "#app/domain/dates.ts";
import { skipFor } from "#app/domain/page-numbers.ts";
import { venuePath } from "#app/domain/venue-paths.ts";

/** URLs per sitemap file; a larger kind is split into numbered files. */
export const URLS_PER_SITEMAP = 1000;

/**
 * A file kind per party type (each up to URLS_PER_SITEMAP a file): every party page answers 200
 * for good (shared links), so every party of every year is listed, not only the coming ones.
 */
export const SITEMAP_KINDS = [
  "static",
  "parties",
  "minis",
  "isla",
  "cabo",
  "clubs",
  "artists",
  "brands",
  "articles",
] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The pages of fixed paths search engines are given (tests/integration/page-registries.test.ts). */
export const STATIC_PATHS = [
  PATHS.home,
  PATHS.calendar,
  PATHS.eventsToday,
  PATHS.djSchedule,
  PATHS.djs,
  PATHS.brands,
  PATHS.clubs,
  PATHS.beachClubs,
  PATHS.cancunClubs,
  PATHS.playaClubs,
  PATHS.nightlife,
  PATHS.clubsDirectory,
  PATHS.clubsMap,
  PATHS.newYearDinners,
  PATHS.brunch,
  PATHS.islaParty,
  PATHS.blog,
  PATHS.faq,
  PATHS.tv,
  PATHS.about,
  PATHS.community,
  PATHS.contact,
  PATHS.concierge,
  PATHS.weddingPlanners,
  PATHS.officialSellers,
  PATHS.googleCalendar,
  PATHS.siteDirectory,
];

const listed = defineQuery(
  "sitemap",
  z.object({ slug: z.string().min(1), modified_at: z.string().optional() }),
  (wire) => wire,
);

/** One page of slugs of a type (the request is limited like every other). */
function slugs(type: string, page: number, query: Record<string, unknown> = {}) {
  return listed({
    type,
    query,
    limit: URLS_PER_SITEMAP,
    skip: skipFor(page, URLS_PER_SITEMAP),
    sort: "created_at",
  });
}

/** When an object last changed, on the destination's clock with its offset (W3C datetime). */
function lastmod(value: string | undefined): string | undefined {
  const instant = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(instant) ? undefined : zonedTimestamp(instant, DEFAULT_TIME_ZONE);
}

const CMS_SOURCES: Partial<
  Record<
    SitemapKind,
    () => { type: string; path: (slug: string) => string; query?: Record<string, unknown> }[]
  >
> = {
  parties: () => [{ type: CMS_TYPES.parties, path: PATHS.event }],
  // Calendar mini parties open at /event/{slug} too.
  minis: () => [{ type: CMS_TYPES.miniParties, path: PATHS.event }],
  isla: () => [{ type: CMS_TYPES.islaParties, path: PATHS.islaEvent }],
  cabo: () => [{ type: CMS_TYPES.caboParties, path: PATHS.caboEvent }],
  // The directory's clubs are listed by their records; Cosmic's venues add the rest.
  clubs: () =>
    VENUE_KINDS.map((kind) => ({ type: kind, path: (slug: string) => venuePath(kind, slug) })),
  artists: () => [{ type: CMS_TYPES.artists, path: PATHS.dj }],
  brands: () => [
    {
      type: CMS_TYPES.brands,
      path: PATHS.brand,
      query: { slug: { $nin: CLOSED_BRANDS.map((b) => b.slug) } },
    },
  ],
  articles: () => [{ type: CMS_TYPES.articles, path: PATHS.article }],
};

/** How many files each kind needs (every type's count asked at once). */
export async function sitemapFiles(): Promise<{ kind: SitemapKind; page: number }[]> {
  const largest = await Promise.all(
    SITEMAP_KINDS.map(async (kind) => {
      const sources = CMS_SOURCES[kind]?.() ?? [];
      const totals = await Promise.all(
        sources.map(async (source) => (await slugs(source.type, 1, source.query)).total),
      );
      return Math.max(0, ...totals);
    }),
  );
  return SITEMAP_KINDS.flatMap((kind, index) => {
    const pages = Math.max(1, Math.ceil((largest[index] ?? 0) / URLS_PER_SITEMAP));
    return Array.from({ length: pages }, (_, page) => ({ kind, page: page + 1 }));
  });
}

export async function sitemapEntries(kind: SitemapKind, page: number): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  if (kind === "static" && page === 1) {
    entries.push(...STATIC_PATHS.map((path) => ({ path })));
    // The festival page answers 404 while the bucket has no festival, so it is listed only then.
    if (await getFestival(FESTIVAL_SLUG)) entries.push({ path: PATHS.festival });
    const { names } = await getGenreIndex();
    entries.push(...[...names.keys()].map((slug) => ({ path: PATHS.genre(slug) })));
  }
  if (kind === "clubs" && page === 1) {
    entries.push(
      ...DIRECTORY.filter((record) => record.kind !== "brand").map((record) => ({
        path: record.route,
      })),
    );
  }
  const answers = await Promise.all(
    (CMS_SOURCES[kind]?.() ?? []).map(async (source) => ({
      source,
      items: (await slugs(source.type, page, source.query)).items,
    })),
  );
  const listed = new Set(entries.map((entry) => entry.path));
  for (const { source, items } of answers)
    for (const item of items) {
      const path = source.path(item.slug);
      if (listed.has(path)) continue;
      listed.add(path);
      entries.push({ path, lastmod: lastmod(item.modified_at) });
    }
  return entries;
}
