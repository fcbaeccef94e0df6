import type { z } from "zod";
import { RevalidatingCache } from "#app/cache/revalidating-cache.ts";
import { parseEnv } from "#app/config/env.server.ts";
import { wireField } from "#app/content/queries/wire-fields.server.ts";
import type { Paged } from "#app/domain/content-types.ts";
import { memoizedOnInputs } from "#app/domain/memo.ts";
import { COSMIC_MAX_LIMIT, followUpPages, valuesWithinUrl } from "#app/domain/pagination.ts";
import { LOCALES, type Locale } from "#app/i18n/locales.ts";
import { inCallLane } from "../cosmic/call-ceiling.ts";
import { liveObjects, snapshotObjects } from "../cosmic/content-fallback.server.ts";
import { contentServices } from "../cosmic/content-services.server.ts";
import {
  fetchObjects,
  type ObjectsPage,
  type ObjectsRequest,
} from "../cosmic/cosmic-client.server.ts";
import { throughSharedAnswers } from "../cosmic/shared-answers.server.ts";
import { contentLocale, inContentLocale } from "./content-locale.server.ts";
import { readsDrafts } from "./drafts.server.ts";
import { propsOf } from "./query-props.ts";
import { checkObject, reportLineOnce, reportOnce } from "./schema-drift.server.ts";

/** One CMS answer as the site keeps it: validated, reshaped, sanitised. */
interface ParsedAnswer {
  items: readonly unknown[];
  total: number;
  /** Size of the JSON it was made from, for the memory budget. */
  bytes: number;
}

/**
 * No objects, whatever the total says: a made-up slug, a search for nothing, or a page past the
 * end (`objects: []` with the list's total). None of them may push content out of its cache.
 */
const isEmpty = (answer: ParsedAnswer) => answer.items.length === 0;

const CONTENT_CACHE_ENTRIES = 2000;

export const contentCache = new RevalidatingCache<ParsedAnswer>({
  // Read without memoising the environment: the content service may be set up after this loads.
  freshMs: parseEnv().CONTENT_CACHE_FRESH_SECONDS * 1000,
  staleWhileRevalidateMs: 10 * 60_000,
  staleIfErrorMs: 24 * 60 * 60_000,
  maxEntries: CONTENT_CACHE_ENTRIES,
  // Reshaped objects take about three times their JSON text in memory. The whole demo bucket is
  // under 1 MB of JSON; the budget bounds what unique searches and page numbers can make it hold.
  maxBytes: 64 * 1024 * 1024,
  sizeOf: (answer) => answer.bytes * 3,
  observe: (outcome) => contentServices().contentCache(outcome),
  // Empty answers (a made-up slug, a search for nothing) live in missCache: however many a
  // client invents, they never push real content out of this cache.
  keeps: (answer) => !isEmpty(answer),
});

/**
 * The empty answers, kept like content (fresh, then stale while one load asks again, and on
 * errors) in their own bounded space: a repeated made-up slug costs no Cosmic call, and a flood
 * of new ones only evicts other misses.
 */
export const missCache = new RevalidatingCache<ParsedAnswer>({
  freshMs: parseEnv().CONTENT_CACHE_FRESH_SECONDS * 1000,
  staleWhileRevalidateMs: 10 * 60_000,
  staleIfErrorMs: 24 * 60 * 60_000,
  maxEntries: 10_000,
  keeps: isEmpty,
});

/**
 * How many objects each paged list holds, as its last answer said: a page past the end (a
 * made-up `?page=`, `?start=` or sitemap file number) is answered empty from it without a call.
 * Trusted as long as content is (a publish of the type forgets it); bounded like the misses.
 */
const LIST_TOTAL_MS = 10 * 60_000;
const MAX_LIST_TOTALS = 5000;
const listTotals = new Map<string, { total: number; at: number }>();

function knownTotal(listKey: string): number | undefined {
  const known = listTotals.get(listKey);
  return known && Date.now() - known.at < LIST_TOTAL_MS ? known.total : undefined;
}

function rememberTotal(listKey: string, total: number): void {
  if (listTotals.size >= MAX_LIST_TOTALS && !listTotals.has(listKey)) listTotals.clear();
  listTotals.set(listKey, { total, at: Date.now() });
}

/** Forgets the list totals of a type (every type when none is given): it was published. */
export function forgetListTotals(objectType?: string): void {
  if (!objectType) listTotals.clear();
  else
    for (const key of listTotals.keys())
      if (key.startsWith(`${objectType}:`)) listTotals.delete(key);
}

/**
 * How each held answer is read again, so a publish can refresh what it touched instead of
 * dropping it (refreshPublished). Pruned to what the content cache still holds.
 */
const reloads = new Map<string, () => Promise<ParsedAnswer>>();

function rememberReload(key: string, load: () => Promise<ParsedAnswer>): void {
  if (reloads.size > 2 * CONTENT_CACHE_ENTRIES)
    for (const known of reloads.keys()) if (!contentCache.holds(known)) reloads.delete(known);
  reloads.set(key, load);
}

/** The most answers of a type one publish reads again; past it (or its time), they are dropped. */
const MAX_REFRESHED = 300;
const REFRESHES_AT_ONCE = 8;
const REFRESH_LIMIT_MS = 8_000;

/**
 * After a publish of `type` (issue 40): every answer of the type the cache holds is read again
 * now, in the reserved lane, and replaces the old one; what cannot be read again in time (or
 * comes back empty) is dropped as before. The caller drops the rendered pages once this is
 * done, so the next visitor of any page renders from current content without waiting on
 * Cosmic, and no visitor ever sees content older than the publish from this cache. The slug
 * list is kept and re-read (rereadSlugList). Answers how many were read again and dropped.
 */
export async function refreshPublished(
  type: string,
): Promise<{ refreshed: number; dropped: number }> {
  // Loads that started before the publish must not write back what they read.
  contentCache.invalidate(() => false);
  const held = [...reloads.keys()].filter(
    (key) => key.startsWith(`${type}:`) && !isSlugListKey(key) && contentCache.holds(key),
  );
  const queue = held.slice(-MAX_REFRESHED);
  const refreshed = new Set<string>();
  const deadline = performance.now() + REFRESH_LIMIT_MS;
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const load = reloads.get(key);
      if (!load || performance.now() > deadline) continue;
      // Keys read `${type}:${query}:${locale}:${request}`: the page language it was read for.
      const locale = LOCALES.find((one) => one === key.split(":")[2]);
      try {
        const fresh = await inCallLane("reserved", () =>
          locale ? inContentLocale(locale, load) : load(),
        );
        if (isEmpty(fresh)) continue;
        contentCache.replace(key, fresh);
        refreshed.add(key);
      } catch {
        // Dropped below: the next reader asks Cosmic (or the snapshot) as after any purge.
      }
    }
  };
  await Promise.all(Array.from({ length: REFRESHES_AT_ONCE }, worker));
  missCache.invalidate((key) => key.startsWith(`${type}:`));
  const dropped = contentCache.invalidate(
    (key) => key.startsWith(`${type}:`) && !isSlugListKey(key) && !refreshed.has(key),
  );
  rereadSlugList(type);
  return { refreshed: refreshed.size, dropped };
}

/** A live answer: from the misses when it was empty last time, else from the content cache. */
async function liveAnswer(key: string, load: () => Promise<ParsedAnswer>): Promise<ParsedAnswer> {
  if (missCache.holds(key)) {
    return missCache.get(key, async () => {
      const answer = await load();
      // Published since (a new slug): it moves to the content cache.
      if (!isEmpty(answer)) contentCache.prime(key, answer);
      return answer;
    });
  }
  // Content already held is refreshed in the reserved lane: a flood of misses never keeps the
  // pages visitors see from staying current.
  const refresh = contentCache.holds(key);
  rememberReload(key, load);
  const answer = await contentCache.get(key, refresh ? () => inCallLane("reserved", load) : load);
  if (isEmpty(answer)) await missCache.get(key, async () => answer);
  return answer;
}

/** Live content: the fleet's shared answers (Redis, when connected), else Cosmic. */
const cosmicObjects = (request: ObjectsRequest) => throughSharedAnswers(request, liveObjects);

/** An editor's preview: drafts and the latest versions, straight from Cosmic. */
const draftObjects = (request: ObjectsRequest) => fetchObjects({ ...request, status: "any" });

/**
 * Validates each object on its own: a malformed object is left out and the rest of the list
 * still renders; a field that fails is treated as missing. Each problem is logged once.
 */
export function parseEach<S extends z.ZodType>(objects: unknown[], schema: S, label: string) {
  return objects.flatMap((object) => {
    const value = parseOne(object, schema, label);
    return value === null ? [] : [value];
  });
}

function parseOne<S extends z.ZodType>(object: unknown, schema: S, label: string) {
  const { value, problems } = checkObject(object, schema);
  if (problems.length) reportOnce(label, object, problems);
  return value;
}

export type QueryRequest = Omit<ObjectsRequest, "props">;

/**
 * Cosmic's localisation (docs/decisions/0033): a translated object is a second object with the
 * same slug and its own `locale`. Lists and details read the default language (untranslated
 * buckets have no locale at all, which this matches too); on Spanish pages each object is then
 * swapped for its Spanish version when there is one, found by slug in one more call (a detail by
 * slug reads both versions in its one call). This query holds the originals, not translations.
 */
export const DEFAULT_LANGUAGE = { locale: { $ne: "es" } };

function textField(object: unknown, name: string): string | undefined {
  const value = wireField(object, name);
  return typeof value === "string" ? value : undefined;
}

const slugOf = (object: unknown) => textField(object, "slug");
const localeOf = (object: unknown) => textField(object, "locale");

/**
 * Every slug of a type in the default language, past objects included, as one cached answer:
 * a detail asked for a slug not in it costs no Cosmic call (made-up URLs cannot make the site
 * call Cosmic once each). Cosmic pages at 1,000: the first page tells the total, the others are
 * read at once. A type with more than MAX_INDEXED slugs has an incomplete index, which rules
 * nothing out.
 */
const SLUG_PAGE = COSMIC_MAX_LIMIT;
const MAX_INDEXED = 100 * SLUG_PAGE;
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
        slugOf(object) ?? "",
        textField(object, "id") ?? "",
        textField(object, "title") ?? "",
      ]),
    ),
    total: first.total,
    bytes: answers.reduce((sum, answer) => sum + (answer.bytes ?? 0), 0),
  };
}

const slugIndexKey = (type: string) => `${type}:slugs`;

/**
 * True only when the type's full slug list is known and lacks this slug. A list not yet known
 * is loaded in the background, never waited for: the detail call itself decides meanwhile, so a
 * cold detail page costs one call, not the list's calls before it.
 */
function isUnknownSlug(type: string, slug: string): boolean {
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
  const key = slugIndexKey(type);
  if (!contentCache.holds(key)) return false;
  slugListsBeingReread.add(type);
  inCallLane("reserved", () => loadSlugIndex(type))
    .then((fresh) => contentCache.replace(key, fresh))
    // A failed read leaves the kept list to refresh as it goes stale.
    .catch(() => {})
    .finally(() => slugListsBeingReread.delete(type));
  return true;
}

/** Whether a content cache key is a type's slug list (a publish re-reads it, never drops it). */
export const isSlugListKey = (key: string) => key.endsWith(":slugs");

/**
 * The type's slug list as slug -> id when it is fully known, else null. A list not yet known is
 * loaded in the background, never waited for; a stale one is refreshed.
 */
function knownSlugs(type: string): ReadonlyMap<string, KnownObject> | null {
  const key = slugIndexKey(type);
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

/** The types a detail page reads by slug: their slug lists are loaded before a process is ready. */
export const DETAIL_TYPES = [
  "parties",
  "mini-parties",
  "isla-parties",
  "cabo-parties",
  "artists",
  "brands",
  "venues",
  "beach-clubs",
  "cancun-clubs",
  "playa-del-carmen-clubs",
  "articles",
] as const;

/**
 * Loads the slug lists of every detail type (in the reserved lane: a new process's first
 * visitors' calls must not be shed behind it); answers how many lists loaded.
 */
export async function loadSlugLists(): Promise<number> {
  const loaded = await Promise.all(
    DETAIL_TYPES.map((type) =>
      inCallLane("reserved", () => liveAnswer(slugIndexKey(type), () => loadSlugIndex(type))).then(
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

/** The slug a request asks for when it is a detail lookup by slug alone. */
function detailSlug(request: QueryRequest): string | undefined {
  const query = request.query ?? {};
  const keys = Object.keys(query);
  return keys.length === 1 && typeof query.slug === "string" && !request.skip
    ? query.slug
    : undefined;
}

/** The language an object's text is in, on pages in another language than the default. */
export interface ContentLanguage {
  contentLang?: Locale;
}

export interface ContentQuery<T> {
  (request: QueryRequest): Promise<Paged<T> & { fromSnapshot: boolean }>;
  /** The props this query asks for (derived from its schema). */
  readonly props: readonly string[];
  /** Stores an answer for a request not yet cached (a list knows each of its details). */
  prime(request: QueryRequest, items: readonly T[]): void;
}

/**
 * A translation is a second object with an id of its own, but relations (a party's artists, a
 * brand's parties) point at the original: the localized object keeps the original's id, so a
 * Spanish DJ page finds the DJ's parties as the English one does.
 */
function withOriginalId(translation: unknown, original: unknown): unknown {
  const id = textField(original, "id");
  return id !== undefined && typeof translation === "object" && translation !== null
    ? { ...translation, id }
    : translation;
}

/**
 * A kind of CMS query: its answers are validated with `schema` and reshaped once per fetch, and
 * the content cache keeps the reshaped values, so neither the work nor a drift warning repeats
 * on every read. When Cosmic fails and nothing is cached, the fallback snapshot answers (not
 * cached: live content must take over as soon as Cosmic is back).
 */
export function defineQuery<S extends z.ZodType, T extends object>(
  name: string,
  schema: S,
  reshape: (wire: z.infer<S>, type: string) => T,
): ContentQuery<T & ContentLanguage> {
  // The slug finds an object's translation, whatever the schema reads.
  const props = [...new Set([...propsOf(schema), "slug"])];
  // The object type leads the key: the publish webhook drops a type's entries (both languages).
  const keyOf = (request: QueryRequest, locale: Locale) =>
    `${request.type}:${name}:${locale}:${JSON.stringify(request)}`;
  const parse = (
    request: QueryRequest,
    page: ObjectsPage,
    languageOf: (object: unknown) => Locale | undefined,
  ): ParsedAnswer => ({
    items: page.objects.flatMap((object) => {
      const wire = parseOne(object, schema, request.type);
      if (wire === null) return [];
      const item = reshape(wire, request.type);
      const contentLang = languageOf(object);
      return [contentLang ? { ...item, contentLang } : item];
    }),
    total: page.total,
    bytes: page.bytes ?? 0,
  });
  const load = async (
    request: QueryRequest,
    locale: Locale,
    objects: (request: ObjectsRequest) => Promise<ObjectsPage>,
  ): Promise<ParsedAnswer> => {
    if (locale !== "en" && detailSlug(request) !== undefined) {
      return parseDetail(request, locale, await bothLanguages(request, objects));
    }
    const page = await objects({
      ...request,
      query: { ...request.query, ...DEFAULT_LANGUAGE },
      props,
    });
    if (locale === "en") return parse(request, page, () => undefined);
    const slugs = [...new Set(page.objects.map(slugOf).filter((slug) => slug !== undefined))];
    // A long page's slugs are asked for in a few requests at once, each URL within 4 KB.
    const answers = await Promise.all(
      valuesWithinUrl(slugs).map((group) =>
        objects({
          type: request.type,
          query: { locale, slug: { $in: group } },
          props,
          limit: group.length,
          ...(request.depth ? { depth: request.depth } : {}),
        }),
      ),
    );
    const translations = answers.flatMap((answer) => answer.objects);
    return localize(request, locale, page, translations);
  };
  /** A detail by slug in another language: both versions in one call, never two. */
  const bothLanguages = (
    request: QueryRequest,
    objects: (request: ObjectsRequest) => Promise<ObjectsPage>,
  ) =>
    objects({
      ...request,
      props: [...props, "locale"],
      limit: (request.limit ?? 1) * 2,
    });
  const parseDetail = (request: QueryRequest, locale: Locale, page: ObjectsPage) => {
    const isTranslation = (object: unknown) => localeOf(object) === locale;
    const originals = page.objects.filter((object) => !isTranslation(object));
    const translations = page.objects.filter(isTranslation);
    return localize(
      request,
      locale,
      { ...page, objects: originals, total: originals.length },
      translations,
    );
  };
  const localize = (
    request: QueryRequest,
    locale: Locale,
    page: ObjectsPage,
    translations: readonly unknown[],
  ): ParsedAnswer => {
    const bySlug = new Map(translations.map((object) => [slugOf(object), object]));
    const translated = new Set<unknown>();
    const localized = page.objects.map((object) => {
      const translation = bySlug.get(slugOf(object));
      if (translation === undefined) return object;
      const version = withOriginalId(translation, object);
      translated.add(version);
      return version;
    });
    return parse(request, { ...page, objects: localized }, (object) =>
      translated.has(object) ? locale : "en",
    );
  };
  // A paged list whatever page is asked: its total is the same on every page.
  const listKeyOf = (request: QueryRequest, locale: Locale) =>
    keyOf({ ...request, skip: 0, limit: 0 }, locale);
  const query = async (request: QueryRequest) => {
    const locale = contentLocale();
    let answer: ParsedAnswer;
    let fromSnapshot = false;
    const key = keyOf(request, locale);
    const paged = request.limit !== undefined && detailSlug(request) === undefined;
    if (paged && request.skip && !readsDrafts()) {
      const total = knownTotal(listKeyOf(request, locale));
      if (total !== undefined && request.skip >= total)
        return { items: [], total, fromSnapshot: false };
    }
    const slug = detailSlug(request);
    // An answer already held (a real detail, or a miss) needs no look at the slug list.
    if (
      slug !== undefined &&
      !readsDrafts() &&
      !contentCache.holds(key) &&
      !missCache.holds(key) &&
      isUnknownSlug(request.type, slug)
    ) {
      return { items: [], total: 0, fromSnapshot: false };
    }
    try {
      answer = readsDrafts()
        ? await load(request, locale, draftObjects)
        : await liveAnswer(key, () => load(request, locale, cosmicObjects));
    } catch (error) {
      answer = await load(request, locale, (full) => snapshotObjects(full, error));
      fromSnapshot = true;
    }
    if (paged && !fromSnapshot && !readsDrafts())
      rememberTotal(listKeyOf(request, locale), answer.total);
    // Only this query stores under its keys, and it stores T: the cast restates that.
    return { items: answer.items as (T & ContentLanguage)[], total: answer.total, fromSnapshot };
  };
  return Object.assign(query, {
    props,
    prime: (request: QueryRequest, items: readonly T[]) => {
      // A preview's list may hold drafts: visitors' cache must never learn them.
      if (readsDrafts()) return;
      contentCache.prime(keyOf(request, contentLocale()), {
        items,
        total: items.length,
        bytes: JSON.stringify(items).length,
      });
    },
  });
}

/** The most objects one list is read to (100 of Cosmic's largest pages); past it the list is cut and logged. */
const MAX_OBJECTS = 100 * COSMIC_MAX_LIMIT;

/**
 * The pages of one list as one list, each object once (pages read at once may overlap when an
 * editor publishes between them). The same cached pages give the same merged list, so what is
 * worked out from it can be kept by identity too.
 */
const mergedPages = memoizedOnInputs(<T extends object>(...pages: T[][]): T[] => {
  const seen = new Set<unknown>();
  return pages.flat().filter((item) => {
    const id = "id" in item ? item.id : undefined;
    if (id === undefined) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}, 64);

/**
 * Every object a request matches: the first page, `limit` long (the original's limits), tells
 * the total, and the rest is asked at once in at most four requests (each up to Cosmic's
 * 1,000; see followUpPages), so a long list costs a few calls, never one per 85 parties: a cold calendar
 * at a hundred times the demo stays within the ceiling on calls (issue 40). A list that promises
 * all of something (the calendar, a feed, the DJ schedule, the search index) reads through
 * this: `limit` is never where a list stops. Objects met twice across pages (an editor's
 * publish between two reads) are kept once.
 */
export async function readAll<T extends object>(
  query: ContentQuery<T>,
  request: QueryRequest & { limit: number },
): Promise<{ items: T[]; total: number; fromSnapshot: boolean }> {
  const first = await query(request);
  const wanted = Math.min(first.total, MAX_OBJECTS);
  if (first.total > MAX_OBJECTS) {
    reportLineOnce(
      `content: ${request.type} holds ${first.total} objects for one list; read ${MAX_OBJECTS}`,
    );
  }
  const rest = await Promise.all(
    followUpPages(request.limit, wanted).map((page) => query({ ...request, ...page })),
  );
  const items = mergedPages(first.items, ...rest.map((page) => page.items));
  return {
    items,
    total: first.total,
    fromSnapshot: first.fromSnapshot || rest.some((page) => page.fromSnapshot),
  };
}

/**
 * Called by the server (server/app.ts) when Cosmic announces a publish, before it drops the
 * rendered pages: reads the published type's content again (refreshPublished), dropping what it
 * cannot; all content is dropped when the type is unknown. Answers how many entries it touched.
 */
export async function purgeContent(objectType?: string): Promise<number> {
  forgetListTotals(objectType);
  if (!objectType) {
    const size = contentCache.size;
    contentCache.clear();
    missCache.clear();
    return size;
  }
  const { refreshed, dropped } = await refreshPublished(objectType);
  return refreshed + dropped;
}
