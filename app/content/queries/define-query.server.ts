import type { z } from "zod";
import type { Paged } from "#app/domain/content-types.ts";
import { firstSortedAfter, nextDayTurn } from "#app/domain/time/changes.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { ObjectsPage, ObjectsRequest } from "../cosmic/cms-service.ts";
import { noteChangeAt, snapshotObjects } from "../cosmic/content-fallback.server.ts";
import {
  contentCache,
  knownTotal,
  liveAnswer,
  missCache,
  type ParsedAnswer,
  rememberTotal,
} from "./content-cache.server.ts";
import { contentLocale } from "./content-locale.server.ts";
import { readsDrafts } from "./drafts.server.ts";
import {
  DEFAULT_LANGUAGE,
  detailVersions,
  localizedPage,
  translationsOf,
} from "./localisation.server.ts";
import { cosmicObjects, draftObjects } from "./object-sources.server.ts";
import { propsOf } from "./query-props.ts";
import { checkObject, reportOnce } from "./schema-drift.server.ts";
import { isUnknownSlug } from "./slug-index.server.ts";

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

type Objects = (request: ObjectsRequest) => Promise<ObjectsPage>;

/** The slug a request asks for when it is a detail lookup by slug alone. */
function detailSlug(request: QueryRequest): string | undefined {
  const query = request.query ?? {};
  const keys = Object.keys(query);
  return keys.length === 1 && typeof query.slug === "string" && !request.skip
    ? query.slug
    : undefined;
}

/** An empty answer decided without a call (a page past the end, a slug the type lacks). */
const answeredEmpty = (total: number) => ({ items: [], total, fromSnapshot: false });

/**
 * How a query reads a page of objects in a language: the page in the default language, then
 * the translations of its objects (a detail reads both versions in its one call), each object
 * validated and reshaped once, marked with the language its text is in.
 */
function localizedLoader<S extends z.ZodType, T extends object>(
  props: readonly string[],
  schema: S,
  reshape: (wire: z.infer<S>, type: string) => T,
) {
  const parse = (
    type: string,
    page: ObjectsPage,
    languageOf: (object: unknown) => Locale | undefined,
  ): ParsedAnswer => ({
    items: page.objects.flatMap((object) => {
      const wire = parseOne(object, schema, type);
      if (wire === null) return [];
      const item = reshape(wire, type);
      const contentLang = languageOf(object);
      return [contentLang ? { ...item, contentLang } : item];
    }),
    total: page.total,
    bytes: page.bytes ?? 0,
  });

  const parseLocalized = (
    type: string,
    locale: Locale,
    page: ObjectsPage,
    translations: readonly unknown[],
  ) => {
    const localized = localizedPage(page, translations);
    return parse(type, localized.page, (object) =>
      localized.isTranslated(object) ? locale : "en",
    );
  };

  return async (request: QueryRequest, locale: Locale, objects: Objects): Promise<ParsedAnswer> => {
    if (locale !== "en" && detailSlug(request) !== undefined) {
      // A detail in another language: both versions in one call, never two.
      const both = await objects({
        ...request,
        props: [...props, "locale"],
        limit: (request.limit ?? 1) * 2,
      });
      const { originals, translations } = detailVersions(both, locale);
      return parseLocalized(request.type, locale, originals, translations);
    }
    const listed = { ...request, query: { ...request.query, ...DEFAULT_LANGUAGE }, props };
    const page = await objects(listed);
    if (locale === "en") return parse(request.type, page, () => undefined);
    const translations = await translationsOf(page, listed, locale, objects);
    return parseLocalized(request.type, locale, page, translations);
  };
}

export interface QueryOptions<T> {
  /**
   * The instants at which an item reads differently (a party's start and end): each read notes
   * the first one after now on the render's record, so no cache keeps the page past it.
   */
  changesOf?: (item: T) => readonly number[];
}

/** Each answer's instants, sorted once: the answer is read many times, rarely made. */
const sortedChanges = new WeakMap<readonly unknown[], readonly number[]>();

let dayTurn = { from: 0, at: 0 };
/** The next midnight or 06:00, worked out again only once it has passed. */
function nextTurnAfter(now: number): number {
  if (now < dayTurn.from || now >= dayTurn.at)
    dayTurn = { from: now, at: nextDayTurn(new Date(now)) };
  return dayTurn.at;
}

/** Notes on the render's record when an answer's items next read differently. */
function noteChanges<T>(items: readonly T[], changesOf: (item: T) => readonly number[]): void {
  const now = Date.now();
  let sorted = sortedChanges.get(items);
  if (!sorted) {
    sorted = items.flatMap(changesOf).sort((a, b) => a - b);
    sortedChanges.set(items, sorted);
  }
  const next = firstSortedAfter(sorted, now);
  noteChangeAt(Math.min(next ?? Number.POSITIVE_INFINITY, nextTurnAfter(now)));
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
  options: QueryOptions<T> = {},
): ContentQuery<T & ContentLanguage> {
  // The slug finds an object's translation, whatever the schema reads.
  const props = [...new Set([...propsOf(schema), "slug"])];
  // The object type leads the key: the publish webhook drops a type's entries (both languages).
  const keyOf = (request: QueryRequest, locale: Locale) =>
    `${request.type}:${name}:${locale}:${JSON.stringify(request)}`;
  // A paged list whatever page is asked: its total is the same on every page.
  const listKeyOf = (request: QueryRequest, locale: Locale) =>
    keyOf({ ...request, skip: 0, limit: 0 }, locale);

  const load = localizedLoader(props, schema, reshape);

  /** Whether the request can be answered empty without a call: past the end, or a slug unknown. */
  const knownEmpty = (request: QueryRequest, locale: Locale, key: string): number | undefined => {
    if (readsDrafts()) return undefined;
    const slug = detailSlug(request);
    if (request.limit !== undefined && slug === undefined && request.skip) {
      const total = knownTotal(listKeyOf(request, locale));
      return total !== undefined && request.skip >= total ? total : undefined;
    }
    // An answer already held (a real detail, or a miss) needs no look at the slug list.
    const held = contentCache.holds(key) || missCache.holds(key);
    return slug !== undefined && !held && isUnknownSlug(request.type, slug) ? 0 : undefined;
  };

  const query = async (request: QueryRequest) => {
    const locale = contentLocale();
    const key = keyOf(request, locale);
    const emptyTotal = knownEmpty(request, locale, key);
    if (emptyTotal !== undefined) {
      // Nothing to show turns false only as the day turns ("nothing tonight" until 06:00).
      if (options.changesOf) noteChangeAt(nextTurnAfter(Date.now()));
      return answeredEmpty(emptyTotal);
    }
    let answer: ParsedAnswer;
    let fromSnapshot = false;
    try {
      answer = readsDrafts()
        ? await load(request, locale, draftObjects)
        : await liveAnswer(key, () => load(request, locale, cosmicObjects));
    } catch (error) {
      answer = await load(request, locale, (full) => snapshotObjects(full, error));
      fromSnapshot = true;
    }
    const paged = request.limit !== undefined && detailSlug(request) === undefined;
    if (paged && !fromSnapshot && !readsDrafts())
      rememberTotal(listKeyOf(request, locale), answer.total);
    // Only this query stores under its keys, and it stores T: the cast restates that.
    const items = answer.items as (T & ContentLanguage)[];
    if (options.changesOf) noteChanges(items, options.changesOf);
    return { items, total: answer.total, fromSnapshot };
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
