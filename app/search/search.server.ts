import { msg, plural } from "@lingui/core/macro";
import { closestTitle, nearestFirst, pagesSharingAWord } from "#app/domain/near-slugs.ts";
import { buildSearchIndex, type SearchIndex, type SearchKind } from "#app/domain/search-index.ts";
import {
  groupHits,
  type SearchGroup,
  type SearchHit,
  searchIndex,
} from "#app/domain/search-query.ts";
import { partyLabel } from "#app/domain/time/day-labels.server.ts";
// Loads the catalogs the guide's section names are translated with.
import "#app/i18n/catalogs.server.ts";
import { RevalidatingCache } from "#app/cache/revalidating-cache.ts";
import { currentCallLane, inCallLane } from "#app/content/cosmic/call-ceiling.ts";
import { markSearchingRender } from "#app/content/cosmic/content-fallback.server.ts";
import { contentCache } from "#app/content/queries/content-cache.server.ts";
import { contentLocale, inContentLocale } from "#app/content/queries/content-locale.server.ts";
import { withoutDrafts } from "#app/content/queries/drafts.server.ts";
import type { EventStatus, Suggestion } from "#app/domain/content-types.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { maySearch } from "./search-allowance.server.ts";
import { join, searchDocuments } from "./search-documents.server.ts";

interface BuiltIndex {
  index: SearchIndex;
  /** The content cache's version it was built from: a publish makes it out of date. */
  contentVersion: number;
}

/**
 * The last good index per language. It is rebuilt when a publish purged content (the next query
 * waits for it) or when it is older than the content cache's fresh window (in the background,
 * the old one answers meanwhile). A failed rebuild keeps the old index: while the CMS is down,
 * search answers from what it last knew.
 */
const indexes = new RevalidatingCache<BuiltIndex>({
  freshMs: contentCache.freshMs,
  staleWhileRevalidateMs: Number.POSITIVE_INFINITY,
  staleIfErrorMs: Number.POSITIVE_INFINITY,
  outdated: (built) => built.contentVersion !== contentCache.version,
});

/** When each language's first build last failed: "did you mean" waits a while before the next. */
const failedFirstBuilds = new Map<Locale, number>();
const FIRST_BUILD_RETRY_MS = 10_000;

function currentIndex(locale: Locale, now: Date): Promise<BuiltIndex> {
  // A rebuild reads content the caches hold, as their refreshes do; a first build is a miss.
  const first = !indexes.holds(locale);
  const lane = first ? currentCallLane() : "reserved";
  const build = indexes.get(locale, () =>
    inCallLane(lane, async () => {
      const contentVersion = contentCache.version;
      // Every visitor reads this index: an editor's preview that triggers a rebuild adds no draft.
      const documents = await withoutDrafts(() =>
        inContentLocale(locale, () => searchDocuments(now, locale)),
      );
      return { index: buildSearchIndex(documents, locale), contentVersion };
    }),
  );
  if (first)
    build.then(
      () => failedFirstBuilds.delete(locale),
      () => failedFirstBuilds.set(locale, Date.now()),
    );
  return build;
}

/**
 * Whether "did you mean" should try: not while a first build failed moments ago (the CMS shed
 * or down), so a flood of made-up slugs never retries the index's dozen reads on every 404.
 */
function mayBuildFirst(locale: Locale): boolean {
  const failedAt = failedFirstBuilds.get(locale);
  return (
    indexes.holds(locale) || failedAt === undefined || Date.now() - failedAt > FIRST_BUILD_RETRY_MS
  );
}

/** For the bench and tests: builds an index of the current content, as search does. */
export async function buildCurrentIndex(now: Date, locale: Locale = contentLocale()) {
  const documents = await inContentLocale(locale, () => searchDocuments(now, locale));
  return { documents, index: buildSearchIndex(documents, locale) };
}

/** One result as a page or the instant results show it. */
export interface SearchResultItem {
  kind: SearchKind;
  title: string;
  url: string;
  detail: string;
  contentLang?: Locale;
  /** A party's status other than scheduled: the row carries its badge. */
  status?: Exclude<EventStatus, "scheduled">;
}

export interface SearchAnswer {
  total: number;
  groups: SearchGroup<SearchResultItem>[];
  /** The closest known title, when nothing was found. */
  suggestion: string | null;
}

function resultItem(
  { document, moreDates }: SearchHit,
  now: Date,
  locale: Locale,
): SearchResultItem {
  const when = document.when ? partyLabel(document.when, now, locale) : "";
  return {
    kind: document.kind,
    title: document.title,
    url: document.url,
    detail: join(
      when,
      document.detail,
      moreDates > 0
        ? i18nFor(locale)._(
            msg({ message: plural(moreDates, { one: "# more date", other: "# more dates" }) }),
          )
        : "",
    ),
    ...(document.contentLang ? { contentLang: document.contentLang } : {}),
    ...(document.status ? { status: document.status } : {}),
  };
}

/**
 * Searches the index of the page's language; `perKind` caps each group, `kind` keeps one group.
 * No CMS request is made here unless the index needs (re)building.
 */
export async function search(
  text: string,
  now: Date,
  { perKind, kind }: { perKind: number; kind?: SearchKind },
): Promise<SearchAnswer> {
  const locale = contentLocale();
  const { index } = await currentIndex(locale, now);
  const hits = searchIndex(index, text, now).filter((hit) => !kind || hit.document.kind === kind);
  const groups = groupHits(hits, perKind).map((group) => ({
    ...group,
    items: group.items.map((hit) => resultItem(hit, now, locale)),
  }));
  return {
    total: hits.length,
    groups,
    suggestion: hits.length === 0 ? closestTitle(index, text, now) : null,
  };
}

/** How many of search's answers, and of their namesakes, a 404's suggestions come from. */
const SUGGESTION_CANDIDATES = 40;
const NAMESAKES = 400;

/**
 * What a visitor probably meant by a slug no object has ("full-moon-gathring" -> the party
 * "Full Moon Gathering"): search's matches of its words among one kind of page, with the other
 * dates of a weekly night that shares their title and the pages sharing any of its words, the ones a few letters from the slug first,
 * from the search index (no Cosmic call once it is built). None when the index cannot be read.
 */
export async function didYouMean(
  slug: string,
  kind: SearchKind,
  now: Date,
  count = 3,
): Promise<Suggestion[]> {
  // Past the client's searches, a plain 404: no search, no CPU (issue 64).
  if (!mayBuildFirst(contentLocale()) || !maySearch()) return [];
  markSearchingRender();
  try {
    const { index } = await currentIndex(contentLocale(), now);
    const hits = searchIndex(index, slug.replace(/[-_]+/g, " "), now)
      .map((hit) => hit.document)
      .filter((document) => document.kind === kind)
      .slice(0, SUGGESTION_CANDIDATES);
    const titles = new Set(hits.map((document) => document.title));
    const namesakes = index.documents
      .filter((document) => document.kind === kind && titles.has(document.title))
      .slice(0, NAMESAKES);
    // Only when search found too few: a query of any word, typos forgiven, costs more.
    const sharingAWord =
      hits.length < count ? pagesSharingAWord(index, slug, kind, SUGGESTION_CANDIDATES) : [];
    const candidates = [...new Set([...hits, ...namesakes, ...sharingAWord])];
    return nearestFirst(slug, candidates)
      .slice(0, count)
      .map(({ title, url }) => ({ title, url }));
  } catch {
    return [];
  }
}
