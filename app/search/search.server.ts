import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { AREAS, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { DIRECTORY } from "#app/directory/records.ts";
import type { DirectoryRecord } from "#app/directory/schema.ts";
import { localizedRecord } from "#app/directory/words.server.ts";
import { VENUE_KINDS, type VenueKind } from "#app/domain/content-types.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import {
  buildSearchIndex,
  closestTitle,
  groupHits,
  type SearchDocument,
  type SearchGroup,
  type SearchHit,
  type SearchIndex,
  type SearchKind,
  searchIndex,
} from "#app/domain/search.ts";
import { partyInterval, partyLabel } from "#app/domain/time/index.ts";
import { venuePath } from "#app/domain/venue-paths.ts";
// Loads the catalogs the guide's section names are translated with.
import "#app/i18n/catalogs.server.ts";
import { RevalidatingCache } from "#app/cache/revalidating-cache.ts";
import { contentCache } from "#app/content/queries/content-cache.server.ts";
import { contentLocale, inContentLocale } from "#app/content/queries/content-locale.server.ts";
import { withoutDrafts } from "#app/content/queries/drafts.server.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { toPlainText } from "#app/content/queries/sanitize.server.ts";
import { getAllArticles } from "#app/content/types/articles.server.ts";
import { getGenreIndex } from "#app/content/types/artists.server.ts";
import { getBrands } from "#app/content/types/brands.server.ts";
import { getFaqs } from "#app/content/types/faqs.server.ts";
import { getEditorialPage } from "#app/content/types/pages.server.ts";
import { getAllVenues } from "#app/content/types/venues.server.ts";
import { discover, getCalendarPartyList } from "#app/discovery/discovery.server.ts";
import type { Suggestion } from "#app/domain/content-types.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { EDITORIAL_PAGES } from "#app/route-data.ts";

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");

async function partyDocuments(now: Date): Promise<SearchDocument[]> {
  const parties = await getCalendarPartyList(now);
  const { parties: cards, choices } = await discover(parties, now);
  return parties.map((party, index) => {
    const card = cards[index];
    const interval = card ? partyInterval(card) : undefined;
    const area = AREAS[party.area].name;
    const genres = (card?.genres ?? []).map((slug) => choices.genres.get(slug) ?? slug);
    return {
      kind: "party",
      title: party.title,
      url: partyPath(party),
      names: [
        card?.venueName,
        party.venue?.title,
        party.brand?.title,
        ...party.artists.map((artist) => artist.title),
        party.lineup,
        ...genres,
        area,
      ]
        .filter(Boolean)
        .join(" "),
      text: party.caption,
      detail: join(card?.venueName, area),
      ...(interval ? { startsAt: interval.start, endsAt: interval.end } : {}),
      ...(party.contentLang ? { contentLang: party.contentLang } : {}),
      when: {
        date: party.date,
        ...(party.startTime ? { startTime: party.startTime } : {}),
        area: party.area,
      },
    };
  });
}

const VENUE_AREA: Record<VenueKind, string> = {
  venues: PRODUCT_NAME,
  "beach-clubs": PRODUCT_NAME,
  "cancun-clubs": AREAS.cancun.name,
  "playa-del-carmen-clubs": AREAS["playa-del-carmen"].name,
};

/**
 * A directory record as a search document, in the page's language; its English words stay
 * searchable too (the site's own words). A club shows its area, a brand its caption.
 */
function directoryDocument(record: DirectoryRecord, i18n: I18n, kind: "club" | "brand") {
  const said = localizedRecord(record, i18n);
  const words = (one: DirectoryRecord) => [one.caption, ...one.tags.map((tag) => tag.value)];
  return {
    kind,
    title: record.name,
    url: record.route,
    names: [...new Set([said.area, record.area])].join(" "),
    text: [...new Set([...words(said), ...words(record)])].join(" "),
    detail: kind === "club" ? said.area : said.caption,
    ...(record.kind !== "brand" ? { venueType: record.kind } : {}),
  } satisfies SearchDocument;
}

async function clubDocuments(i18n: I18n): Promise<SearchDocument[]> {
  const fromDirectory: SearchDocument[] = DIRECTORY.filter((record) => record.kind !== "brand").map(
    (record) => directoryDocument(record, i18n, "club"),
  );
  const lists = await Promise.all(
    VENUE_KINDS.map((kind) => optionalContent(getAllVenues(kind), [], kind)),
  );
  const known = new Set(fromDirectory.map((document) => document.url));
  const fromCms = lists.flatMap((items) =>
    items.map(
      (venue): SearchDocument => ({
        kind: "club",
        title: venue.title,
        url: venuePath(venue.kind, venue.slug),
        names: VENUE_AREA[venue.kind],
        text: [venue.description, ...venue.tags].join(" "),
        detail: VENUE_AREA[venue.kind],
        venueType: venue.kind === "beach-clubs" ? "beach-club" : "club",
        ...(venue.contentLang ? { contentLang: venue.contentLang } : {}),
      }),
    ),
  );
  return [...fromDirectory, ...fromCms.filter((document) => !known.has(document.url))];
}

async function djDocuments(i18n: I18n): Promise<SearchDocument[]> {
  const { artists, names } = await getGenreIndex();
  const genres = [...names].map(
    ([slug, name]): SearchDocument => ({
      kind: "page",
      title: name,
      url: PATHS.genre(slug),
      names: "",
      text: "",
      detail: i18n._(msg`Genre`),
    }),
  );
  return [
    ...genres,
    ...artists.map(
      (artist): SearchDocument => ({
        kind: "dj",
        title: artist.title,
        url: PATHS.dj(artist.slug),
        names: artist.genre,
        text: "",
        detail: artist.genre,
      }),
    ),
  ];
}

async function brandDocuments(i18n: I18n): Promise<SearchDocument[]> {
  const brands = await getBrands();
  const fromDirectory = DIRECTORY.filter((record) => record.kind === "brand");
  const known = new Set(fromDirectory.map((record) => record.route));
  return [
    ...fromDirectory.map((record) => directoryDocument(record, i18n, "brand")),
    ...brands
      .filter((brand) => !known.has(PATHS.brand(brand.slug)))
      .map(
        (brand): SearchDocument => ({
          kind: "brand",
          title: brand.title,
          url: PATHS.brand(brand.slug),
          names: "",
          text: "",
          detail: "",
          ...(brand.contentLang ? { contentLang: brand.contentLang } : {}),
        }),
      ),
  ];
}

async function articleDocuments(): Promise<SearchDocument[]> {
  const items = await getAllArticles();
  return items.map((article) => ({
    kind: "article",
    title: article.title,
    url: PATHS.article(article.slug),
    names: article.genre,
    text: `${article.caption} ${article.summary}`,
    detail: article.caption,
    ...(article.contentLang ? { contentLang: article.contentLang } : {}),
  }));
}

async function faqDocuments(): Promise<SearchDocument[]> {
  const faqs = await getFaqs();
  return faqs.map((faq) => ({
    kind: "faq",
    title: faq.question,
    url: `${PATHS.faq}?category=${encodeURIComponent(faq.category)}`,
    names: faq.category,
    text: toPlainText(faq.answer, 300),
    detail: faq.category,
    ...(faq.contentLang ? { contentLang: faq.contentLang } : {}),
  }));
}

/** The guide's own sections, by the names visitors call them. */
const SECTIONS = [
  { path: PATHS.calendar, title: msg`Party calendar`, names: msg`events agenda dates` },
  { path: PATHS.eventsToday, title: msg`Parties today`, names: msg`tonight events` },
  { path: PATHS.djSchedule, title: msg`DJ schedule`, names: msg`set times lineup` },
  { path: PATHS.clubsDirectory, title: msg`Clubs directory`, names: msg`venues nightclubs` },
  { path: PATHS.clubsMap, title: msg`Clubs map`, names: msg`venues directions` },
  { path: PATHS.beachClubs, title: msg`Beach clubs`, names: msg`day parties` },
  { path: PATHS.djs, title: msg`DJs`, names: msg`artists` },
  { path: PATHS.brands, title: msg`Party brands`, names: msg`producers` },
  { path: PATHS.blog, title: msg`Blog`, names: msg`articles news` },
  { path: PATHS.faq, title: msg`Frequent questions`, names: msg`faq help` },
  { path: PATHS.nightlife, title: msg`Nightlife guide`, names: msg`clubs bars` },
  { path: PATHS.clubs, title: msg`${PRODUCT_NAME} clubs`, names: msg`nightclubs venues` },
  { path: PATHS.cancunClubs, title: msg`Cancun clubs`, names: msg`nightclubs venues` },
  { path: PATHS.playaClubs, title: msg`Playa del Carmen clubs`, names: msg`nightclubs venues` },
  { path: PATHS.islaParty, title: msg`Isla Mujeres parties`, names: msg`boat party events` },
  { path: PATHS.festival, title: msg`New Year festival`, names: msg`nye festival` },
  { path: PATHS.newYearDinners, title: msg`New Year dinners and shows`, names: msg`nye dinner` },
  { path: PATHS.brunch, title: msg`Brunch and day parties`, names: msg`day parties` },
];

async function pageDocuments(i18n: I18n, locale: Locale): Promise<SearchDocument[]> {
  const sections = SECTIONS.map(
    (section): SearchDocument => ({
      kind: "page",
      title: i18n._(section.title),
      url: section.path,
      names: i18n._(section.names),
      text: "",
      detail: "",
    }),
  );
  const editorial = await Promise.all(
    Object.entries(EDITORIAL_PAGES).map(async ([path, { slug }]) => {
      const page = await optionalContent(getEditorialPage(slug, locale), null, `page ${slug}`);
      return page
        ? [
            {
              kind: "page",
              title: page.title,
              url: path,
              names: "",
              text: page.summary,
              detail: page.summary,
              ...(page.contentLang ? { contentLang: page.contentLang } : {}),
            } satisfies SearchDocument,
          ]
        : [];
    }),
  );
  return [...sections, ...editorial.flat()];
}

/**
 * Everything search can find, from content the site already loads (through the content cache).
 * A list every bucket has that cannot be read fails the build, so a good index is never replaced
 * by a partial one; the venue kinds and editorial pages a bucket may lack are left out instead.
 */
async function searchDocuments(now: Date, locale: Locale): Promise<SearchDocument[]> {
  const i18n = i18nFor(locale);
  const lists = await Promise.all([
    partyDocuments(now),
    clubDocuments(i18n),
    djDocuments(i18n),
    brandDocuments(i18n),
    articleDocuments(),
    faqDocuments(),
    pageDocuments(i18n, locale),
  ]);
  return lists.flat();
}

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

function currentIndex(locale: Locale, now: Date): Promise<BuiltIndex> {
  return indexes.get(locale, async () => {
    const contentVersion = contentCache.version;
    // Every visitor reads this index: an editor's preview that triggers a rebuild adds no draft.
    const documents = await withoutDrafts(() =>
      inContentLocale(locale, () => searchDocuments(now, locale)),
    );
    return { index: buildSearchIndex(documents, locale), contentVersion };
  });
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

/**
 * What a visitor probably meant by a slug no object has ("full-moon-gathring" -> the party
 * "Full Moon Gathering"): the best matches of its words among one kind of page, from the search
 * index (no Cosmic call once it is built). None when the index cannot be read.
 */
export async function didYouMean(
  slug: string,
  kind: SearchKind,
  now: Date,
  count = 3,
): Promise<Suggestion[]> {
  try {
    const answer = await search(slug.replace(/[-_]+/g, " "), now, { perKind: count, kind });
    return answer.groups.flatMap((group) =>
      group.items.map((item) => ({ title: item.title, url: item.url })),
    );
  } catch {
    return [];
  }
}
