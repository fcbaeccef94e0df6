import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { areaName, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { DIRECTORY } from "#app/directory/records.ts";
import type { DirectoryRecord } from "#app/directory/schema.ts";
import { localizedRecord } from "#app/directory/words.server.ts";
import { CMS_TYPES, VENUE_KINDS } from "#app/domain/cms-types.ts";
import { VENUE_AREAS } from "#app/domain/content-types.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { isVenueType, type SearchDocument } from "#app/domain/search-index.ts";
import { partyInterval } from "#app/domain/time/index.ts";
import { venuePath } from "#app/domain/venue-paths.ts";
// Loads the catalogs the guide's section names are translated with.
import "#app/i18n/catalogs.server.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { toPlainText } from "#app/content/queries/sanitize.server.ts";
import { getAllArticles } from "#app/content/types/articles.server.ts";
import { getGenreIndex } from "#app/content/types/artists.server.ts";
import { getBrands } from "#app/content/types/brands.server.ts";
import { getFaqs } from "#app/content/types/faqs.server.ts";
import { getEditorialPage } from "#app/content/types/pages.server.ts";
import { getAllVenues } from "#app/content/types/venues.server.ts";
import { discover, getCalendarPartyList } from "#app/discovery/discovery.server.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { EDITORIAL_PAGES } from "#app/route-data.ts";

/**
 * The documents the search index is built from, in the page's language: coming parties, clubs,
 * DJs, brands, articles, FAQs and the guide's pages, each from content the site already caches.
 */

/** A price that says entry costs nothing, as editors write it in either language. */
const FREE_ENTRY = /\b(free|gratis|libre|sin cover|no cover)\b/i;

export const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");

async function partyDocuments(now: Date, locale: Locale): Promise<SearchDocument[]> {
  const parties = await getCalendarPartyList(now);
  const { parties: cards, choices } = await discover(parties, now);
  return parties.map((party, index) => {
    const card = cards[index];
    const interval = card ? partyInterval(card) : undefined;
    // Both spellings find it ("cancun", "cancún"); the row shows the page language's.
    const area = areaName(party.area, locale);
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
      // Its price as editors write it; a free one is found by "free" and "gratis" alike.
      text: [party.caption, party.price, FREE_ENTRY.test(party.price) ? "free gratis" : ""]
        .filter(Boolean)
        .join(" "),
      detail: join(card?.venueName, area),
      // "beach club" finds the parties held at one as well as the clubs.
      ...(card?.venueType && isVenueType(card.venueType) ? { venueType: card.venueType } : {}),
      ...(interval ? { startsAt: interval.start, endsAt: interval.end } : {}),
      ...(party.contentLang ? { contentLang: party.contentLang } : {}),
      ...(party.status !== "scheduled" ? { status: party.status } : {}),
      when: {
        date: party.date,
        ...(party.startTime ? { startTime: party.startTime } : {}),
        area: party.area,
      },
    };
  });
}

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

async function clubDocuments(i18n: I18n, locale: Locale): Promise<SearchDocument[]> {
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
        names: areaName(VENUE_AREAS[venue.kind], locale),
        text: [venue.description, ...venue.tags].join(" "),
        detail: areaName(VENUE_AREAS[venue.kind], locale),
        venueType: venue.kind === CMS_TYPES.beachClubs ? "beach-club" : "club",
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
export async function searchDocuments(now: Date, locale: Locale): Promise<SearchDocument[]> {
  const i18n = i18nFor(locale);
  const lists = await Promise.all([
    partyDocuments(now, locale),
    clubDocuments(i18n, locale),
    djDocuments(i18n),
    brandDocuments(i18n),
    articleDocuments(),
    faqDocuments(),
    pageDocuments(i18n, locale),
  ]);
  return lists.flat();
}
