import type { I18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import { AREAS, PATHS, PRODUCT_NAME, SITE_NAME } from "#app/config/site.ts";
import { shortened, toPlainText } from "#app/content/queries/sanitize.server.ts";
import { getArticleBySlug } from "#app/content/types/articles.server.ts";
import { getArtistBySlug } from "#app/content/types/artists.server.ts";
import { getMiniPartyBySlug, getPartyBySlug } from "#app/content/types/parties.server.ts";
import { getClubBySlug, getVenueBySlug } from "#app/content/types/venues.server.ts";
import { venueRecordForParty } from "#app/directory/party-venue.ts";
import { findDirectoryRecord } from "#app/directory/records.ts";
import type { DirectoryRecord } from "#app/directory/schema.ts";
import { localizedRecord } from "#app/directory/words.server.ts";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import type { Artist, Image, Party, Venue } from "#app/domain/content-types.ts";
import { readableOn, TEXT_CONTRAST } from "#app/domain/contrast.ts";
import { formatLongDate, formatWallTime, isWallTime } from "#app/domain/dates.ts";
import type { Article } from "#app/domain/editorial-types.ts";
import { areaNameOf } from "#app/domain/party-paths.ts";
import { PLAN_PREVIEW_PATH } from "#app/domain/plan-link.ts";
import { sortByStart } from "#app/domain/time/index.ts";
import { type Locale, localizedPath } from "#app/i18n/locales.ts";
import type { PreviewImage } from "#app/seo/page-meta.server.ts";
import { statusWord } from "#app/view-models/party-items.server.ts";
import { CARD_HEIGHT, CARD_WIDTH } from "./card-size.ts";
import { cardVersion, type PreviewCard } from "./preview-card.server.ts";

/** The site's own colours: the default card, and any card whose content has none. */
const SITE_BACKGROUND = "#0f3d3a";
const SITE_ACCENT = "#f59e0b";
const WHITE = "#ffffff";

/** Colours with readable contrast: white text on the background, the accent on it too. */
function colours(primary: string | null | undefined, secondary: string | null | undefined) {
  // Contrast is symmetric: a colour readable on white is a background white text reads on.
  const background = readableOn(primary, WHITE, TEXT_CONTRAST, SITE_BACKGROUND);
  return { background, accent: readableOn(secondary, background, TEXT_CONTRAST, SITE_ACCENT) };
}

function card(
  fields: Omit<PreviewCard, "alt" | "background" | "accent" | "imageUrl"> & {
    image: Image | null | undefined;
    primary?: string | null;
    secondary?: string | null;
  },
): PreviewCard {
  const { image, primary, secondary, ...text } = fields;
  const title = shortened(text.title, 90);
  const detail = shortened(text.detail, 100);
  const eyebrow = shortened(text.eyebrow, 60);
  return {
    ...text,
    title,
    detail,
    eyebrow,
    ...colours(primary, secondary),
    imageUrl: image?.imgixUrl || image?.url || null,
    alt: [title, eyebrow, detail].filter(Boolean).join(". "),
  };
}

export function eventCard(party: Party, locale: Locale, i18n: I18n): PreviewCard {
  const time =
    party.startTime && isWallTime(party.startTime) ? formatWallTime(party.startTime, locale) : "";
  const status = statusWord(party.status, i18n);
  // The page already logged a venue the directory does not know.
  const venue = venueRecordForParty(party, () => {})?.name ?? party.venue?.title ?? "";
  return card({
    kind: "event",
    eyebrow: [status, formatLongDate(party.date, locale), time].filter(Boolean).join(" · "),
    title: party.title,
    detail: [venue, areaNameOf(party, locale)].filter(Boolean).join(" · "),
    image: party.image,
    primary: party.primaryColor,
    secondary: party.secondaryColor,
  });
}

/** A club's card from what its page has: the CMS object and/or the directory's record. */
export function clubCard(
  venue: Venue | null,
  record: DirectoryRecord | undefined,
  areaName: string,
  i18n: I18n,
): PreviewCard {
  const beachClub = record?.kind === "beach-club" || venue?.kind === CMS_TYPES.beachClubs;
  return card({
    kind: "club",
    eyebrow: beachClub ? t(i18n)`Beach club in ${areaName}` : t(i18n)`Club in ${areaName}`,
    title: record?.name ?? venue?.title ?? "",
    detail: record?.caption || toPlainText(venue?.description ?? "", 100),
    image: venue?.image,
  });
}

export function djCard(artist: Artist, i18n: I18n): PreviewCard {
  return card({
    kind: "dj",
    eyebrow: t(i18n)`DJ in ${SITE_NAME}`,
    title: artist.title,
    detail: artist.genre || artist.short,
    image: artist.image,
    primary: artist.primaryColor,
    secondary: artist.secondaryColor,
  });
}

export function articleCard(article: Article, locale: Locale, i18n: I18n): PreviewCard {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(article.publishedAt)?.[0];
  const { author } = article;
  return card({
    kind: "article",
    eyebrow: [t(i18n)`Guide`, day ? formatLongDate(day, locale) : ""].filter(Boolean).join(" · "),
    title: article.title,
    detail: author ? t(i18n)`By ${author}` : article.caption,
    image: article.cover,
    primary: article.primaryColor,
    secondary: article.secondaryColor,
  });
}

/** The default card: every page without one of its own, and any card the CMS cannot give. */
export function siteCard(i18n: I18n): PreviewCard {
  return card({
    kind: "site",
    eyebrow: t(i18n)`Parties, clubs and DJs`,
    title: t(i18n)`${PRODUCT_NAME} nights, sorted`,
    detail: Object.values(AREAS)
      .map((area) => area.name)
      .join(" · "),
    image: null,
  });
}

/**
 * A shared plan's card (issue 53): its title ("A night out: Saturday, December 5th"), how many
 * parties and their names, the first party's picture.
 */
export function planCard(found: readonly Party[], title: string, i18n: I18n): PreviewCard {
  const parties = sortByStart(found);
  const count = parties.length;
  return card({
    kind: "plan",
    eyebrow: t(i18n)({ message: plural(count, { one: "# party", other: "# parties" }) }),
    title,
    detail: parties.map((party) => party.title).join(" · "),
    image: parties[0]?.image,
  });
}

/** A shared plan's image: its URL names the plan's parties and the card's version. */
export function planPreviewImage(
  card: PreviewCard,
  planSearch: string,
  locale: Locale,
): PreviewImage {
  return {
    url: `${localizedPath(locale, PLAN_PREVIEW_PATH)}${planSearch}&v=${cardVersion(card)}`,
    alt: card.alt,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
  };
}

/** A party by slug, in the types a shared event link can be of. */
async function findParty(slug: string): Promise<Party | null> {
  return (
    (await getPartyBySlug(slug, CMS_TYPES.parties)) ??
    (await getMiniPartyBySlug(slug)) ??
    (await getPartyBySlug(slug, CMS_TYPES.caboParties)) ??
    (await getPartyBySlug(slug, CMS_TYPES.islaParties))
  );
}

/** A club by slug: the destination's (CMS or directory), then Cancun's and Playa del Carmen's. */
async function findClubCard(slug: string, i18n: I18n): Promise<PreviewCard | null> {
  const found = findDirectoryRecord(slug);
  const record = found && localizedRecord(found, i18n);
  const club = await getClubBySlug(slug);
  if (club || (record && record.kind !== "brand")) {
    return clubCard(club, record, record?.area || PRODUCT_NAME, i18n);
  }
  for (const area of ["cancun", "playa-del-carmen"] as const) {
    const venue = await getVenueBySlug(`${area}-clubs`, slug);
    if (venue) return clubCard(venue, undefined, AREAS[area].name, i18n);
  }
  return null;
}

export type CardKind = Exclude<PreviewCard["kind"], "site" | "plan">;

/** Each kind of shared page's card by slug; null when the CMS has no such object. */
export const CARD_SOURCES: Record<
  CardKind,
  (slug: string, locale: Locale, i18n: I18n) => Promise<PreviewCard | null>
> = {
  event: async (slug, locale, i18n) => {
    const party = await findParty(slug);
    return party && eventCard(party, locale, i18n);
  },
  club: (slug, _locale, i18n) => findClubCard(slug, i18n),
  dj: async (slug, _locale, i18n) => {
    const artist = await getArtistBySlug(slug);
    return artist && djCard(artist, i18n);
  },
  article: async (slug, locale, i18n) => {
    const article = await getArticleBySlug(slug);
    return article && articleCard(article, locale, i18n);
  },
};

/** The image of a card: its URL carries the card's version, so a publish that changes it changes the URL. */
export function previewImage(card: PreviewCard, slug: string, locale: Locale): PreviewImage {
  const path = card.kind === "site" ? PATHS.defaultLinkPreview : PATHS.linkPreview(card.kind, slug);
  return {
    url: `${localizedPath(locale, path)}?v=${cardVersion(card)}`,
    alt: card.alt,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
  };
}
