import { plural, t } from "@lingui/core/macro";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { toPlainText } from "#app/content/queries/sanitize.server.ts";
import type { Artist, ArtistHighlight, DjSet, Party } from "#app/domain/content-types.ts";
import { LANGUAGE_TAG, type Locale, localizedPath } from "#app/i18n/locales.ts";
import { djCard, previewImage } from "#app/link-previews/cards.server.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { djPerson } from "#app/seo/dj-person.ts";
import { structuredData } from "#app/seo/json-ld.server.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { nextPartyBooking } from "./booking.server.ts";
import { djDates } from "./dj-dates.server.ts";
import { followLinks } from "./follow-links.server.ts";
import type { ListingContext } from "./party-items.server.ts";

/** What a DJ page's loader read, for its page model. */
export interface DjReads {
  artist: Artist;
  /** The DJ's coming parties; null when they could not be read. */
  parties: Party[] | null;
  highlight: ArtistHighlight | null;
  /** The DJ schedule's sets: the DJ's own time at each party. */
  sets: readonly DjSet[];
  /** The page of the DJ's dates asked for (1 unless `?dates=` says otherwise). */
  page: number;
}

/**
 * A DJ's page, as plain data in the page's language at `context.now`: the DJ's coming dates
 * (with their own set times), a feed to follow, a table request for the next one, the players'
 * titles, listeners, meta tags and structured data.
 */
export function djPage(reads: DjReads, context: ListingContext, siteUrl: string) {
  const { artist, parties, highlight, sets, page } = reads;
  const { locale, i18n } = context;
  const name = artist.title;
  const listeners = artist.spotifyListeners;
  const artistName = name;
  const path = PATHS.dj(artist.slug);
  const dates = djDates(parties, sets, path, context, page);
  const description =
    artist.short || toPlainText(artist.content, 160) || t(i18n)`${name}, DJ in ${PRODUCT_NAME}.`;
  return {
    meta: pageMeta({
      i18n,
      title: t(i18n)`${name}: DJ sets in ${PRODUCT_NAME}`,
      description,
      path: dates.datesPage > 1 ? `${path}?dates=${dates.datesPage}` : path,
      preview: previewImage(djCard(artist, i18n), artist.slug, locale),
      feed: { title: t(i18n)`${name} sets`, path: `/feeds/djs/${artist.slug}/atom.xml` },
    }),
    structuredData: structuredData(
      siteUrl,
      djPerson(artist, `${siteUrl}${localizedPath(locale, path)}`),
      breadcrumbList(siteUrl, locale, [
        { name: "DJs", path: PATHS.djs },
        { name, path },
      ]),
    ),
    // The CMS's flag is a country code ("US"): the page names the country in its language.
    artist: { ...artist, flag: countryName(artist.flag, locale) },
    highlight,
    ...dates,
    description,
    // A table at the DJ's next date, named with its day and link (issue 53).
    booking: nextPartyBooking(parties, t(i18n)`${name}'s next set`, context, siteUrl),
    follow: followLinks(
      {
        path: `/feeds/djs/${artist.slug}/calendar.ics`,
        label: t(i18n)`Follow ${artistName}'s dates in your calendar`,
        name: artistName,
        atom: `/feeds/djs/${artist.slug}/atom.xml`,
      },
      context,
    ),
    playerTitles: {
      spotify: t(i18n)`${artistName} on Spotify`,
      soundcloud: t(i18n)`${artistName} on SoundCloud`,
    },
    listeners:
      listeners === null
        ? null
        : t(i18n)({
            message: plural(listeners, {
              one: "# monthly listener on Spotify",
              other: "# monthly listeners on Spotify",
            }),
          }),
  };
}

/** "US" as "United States" / "Estados Unidos"; anything that is not a region code as written. */
export function countryName(flag: string, locale: Locale): string {
  const code = flag.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return flag;
  try {
    return new Intl.DisplayNames([LANGUAGE_TAG[locale]], { type: "region" }).of(code) ?? flag;
  } catch {
    return flag;
  }
}
