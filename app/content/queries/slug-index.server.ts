import { CMS_TYPES, PARTY_KINDS, VENUE_KINDS } from "#app/domain/cms-types.ts";
import { COSMIC_MAX_LIMIT } from "#app/domain/page-numbers.ts";
import { inCallLane } from "../cosmic/call-ceiling.ts";
import {
  contentCache,
  liveAnswer,
  missCache,
  type ParsedAnswer,
  slugListKey,
} from "./content-cache.server.ts";
import { DEFAULT_LANGUAGE } from "./localisation.server.ts";
import { cosmicObjects } from "./object-sources.server.ts";
import { wireText } from "./wire-fields.server.ts";

/**
 * Every slug of a type in the default language, past objects included, as one cached answer:
 * a detail asked for a slug not in it costs no Cosmic call (made-up URLs cannot make the site
 * call Cosmic once each). Cosmic pages at 1,000: the first page tells the total, the others are
 * read at once. A type with more than MAX_INDEXED slugs has an incomplete index, which rules
 * nothing out.
 */
const SLUG_PAGE = COSMIC_MAX_LIMIT;
const MAX_INDEXED = 100 * SLUG_PAGE;

/**
 * The types a detail page reads by slug: their slug lists are loaded before a process is ready.
 * Kept out of the shared content-types module: a spread at module level stays in every bundle.
 */
const DETAIL_TYPES = [
  ...PARTY_KINDS,
  CMS_TYPES.artists,
  CMS_TYPES.brands,
  ...VENUE_KINDS,
  CMS_TYPES.articles,
] as const;

/** What a slug list tells of each object: enough to ask for its relations alongside it. */
export interface KnownObject {
  id: string;
  title: string;
}

/** Each loaded slug list as slug -> object, built once per list. */
const slugIds = new WeakMap<ParsedAnswer, ReadonlyMap<string, KnownObject>>();

async function loadSlugIndex(type: string): Promise<ParsedAnswer> {
  const page = (skip: number) =>
    cosmicObjects({
      type,
      query: DEFAULT_LANGUAGE,
      props: ["slug", "id", "title"],
      limit: SLUG_PAGE,
      ...(skip ? { skip } : {}),
    });
  const first = await page(0);
  const pages = Math.ceil(Math.min(first.total, MAX_INDEXED) / SLUG_PAGE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => page((index + 1) * SLUG_PAGE)),
  );
  const answers = [first, ...rest];
  return {
    items: answers.flatMap((answer) =>
      answer.objects.map((object) => [
        wireText(object, "slug") ?? "",
        wireText(object, "id") ?? "",
        wireText(object, "title") ?? "",
      ]),
    ),
    total: first.total,
    bytes: answers.reduce((sum, answer) => sum + (answer.bytes ?? 0), 0),
  };
}

/**
 * True only when the type's full slug list is known and lacks this slug. A list not yet known
 * is loaded in the background, never waited for: the detail call itself decides meanwhile, so a
 * cold detail page costs one call, not the list's calls before it.
 */
export function isUnknownSlug(type: string, slug: string): boolean {
  if (slugListsBeingReread.has(type)) return false;
  const ids = knownSlugs(type);
  return ids !== null && !ids.has(slug);
}

/** Types published since their slug list was read: the list may lack a new slug. */
const slugListsBeingReread = new Set<string>();

/**
 * After a publish of `type`: its slug list is kept (ids and titles of the objects it knows stand)
 * and read again at once in the background; until then it rules no slug out, so a slug just
 * published is looked up, never refused. Returns whether a list was there to re-read.
 */
export function rereadSlugList(type: string): boolean {
  const key = slugListKey(type);
  if (!contentCache.holds(key)) return false;
  slugListsBeingReread.add(type);
  inCallLane("reserved", () => loadSlugIndex(type))
    .then((fresh) => contentCache.replace(key, fresh))
    // A failed read leaves the kept list to refresh as it goes stale.
    .catch(() => {})
    .finally(() => slugListsBeingReread.delete(type));
  return true;
}

/**
 * The type's slug list as slug -> id when it is fully known, else null. A list not yet known is
 * loaded in the background, never waited for; a stale one is refreshed.
 */
function knownSlugs(type: string): ReadonlyMap<string, KnownObject> | null {
  const key = slugListKey(type);
  const index = contentCache.peek(key) ?? missCache.peek(key);
  // Loads a missing list, refreshes a stale one, counts a hit on a fresh one: never awaited.
  liveAnswer(key, () => loadSlugIndex(type)).catch(() => {});
  if (!index || index.items.length < index.total) return null;
  let ids = slugIds.get(index);
  if (!ids) {
    ids = new Map(
      index.items.flatMap((item) =>
        Array.isArray(item) &&
        typeof item[0] === "string" &&
        typeof item[1] === "string" &&
        typeof item[2] === "string"
          ? [[item[0], { id: item[1], title: item[2] }] as const]
          : [],
      ),
    );
    slugIds.set(index, ids);
  }
  return ids;
}

/**
 * Loads the slug lists of every detail type (in the reserved lane: a new process's first
 * visitors' calls must not be shed behind it); answers how many lists loaded.
 */
export async function loadSlugLists(): Promise<number> {
  const loaded = await Promise.all(
    DETAIL_TYPES.map((type) =>
      inCallLane("reserved", () => liveAnswer(slugListKey(type), () => loadSlugIndex(type))).then(
        () => 1,
        () => 0,
      ),
    ),
  );
  return loaded.reduce<number>((sum, one) => sum + one, 0);
}

/**
 * The id and title (default language) of the object of this type with this slug, when the
 * type's slug list is known: a page can then ask for what hangs on the object (a DJ's parties, a
 * brand's) at the same time as the object itself, one round trip instead of two.
 */
export function knownObjectOf(type: string, slug: string): KnownObject | undefined {
  const known = knownSlugs(type)?.get(slug);
  return known?.id ? known : undefined;
}

/**
 * False only when the slug lists of every given type are known and lack this slug: whether a
 * call made before the detail answers (a party's sets) could find anything. Never waits.
 */
export function mayHoldSlug(types: readonly string[], slug: string): boolean {
  return types.some((type) => !isUnknownSlug(type, slug));
}
