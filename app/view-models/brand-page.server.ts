import { msg, plural, t } from "@lingui/core/macro";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { toPlainText } from "#app/content/queries/sanitize.server.ts";
import { DIRECTORY } from "#app/directory/records.ts";
import type { Brand, Party } from "#app/domain/content-types.ts";
import { DATES_PARAM, pageOf } from "#app/domain/page-numbers.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import { matchVenue } from "#app/domain/venue-matching.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { brandOrganization } from "#app/seo/brand-organization.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { structuredData } from "#app/seo/json-ld.server.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { nextPartyBooking } from "./booking.server.ts";
import { followLinks } from "./follow-links.server.ts";
import { type ListingContext, partyItemOf } from "./party-items.server.ts";

/** What a brand page's loader read, for its page model. */
export interface BrandReads {
  /** The brand as first read (its relations not expanded when its parties were asked early). */
  light: Brand;
  /** The brand with its past parties; null when that second read failed. */
  brand: Brand | null;
  /** Its coming parties; null when they could not be read. */
  parties: Party[] | null;
  /** The page of its dates asked for (`?dates=`). */
  page: number;
}

/**
 * A brand's page, as plain data in the page's language at `context.now`: its coming dates in
 * pages, its latest past nights and a count of the rest, a feed to follow, a table request for
 * its next party, meta tags and structured data.
 */
export function brandPage(reads: BrandReads, context: ListingContext, siteUrl: string) {
  const { light, brand, parties, page } = reads;
  const { now, locale, i18n } = context;
  // The page's data holds what it shows: the brand without its history (hundreds of past
  // parties for a brand of many years), its latest nights and a count of the rest.
  const { pastParties: allPast, ...shownBrand } = brand ?? light;
  // A brand of many years lists its latest nights, not its whole history, on its page, each
  // with what its row shows (no image).
  const pastParties = allPast.slice(0, ROWS_SHOWN.brandPast).map((party) => {
    const venue = matchVenue(party.title, DIRECTORY, () => {});
    return {
      slug: party.slug,
      title: party.title,
      venueName: venue.name,
      venueRoute: venue.slug ? PATHS.club(venue.slug) : null,
    };
  });
  const coming = parties && pageOf(parties, page, ROWS_SHOWN.brandComing);
  const name = light.title;
  const path = PATHS.brand(light.slug);
  const datesPage = coming?.page ?? 1;
  const description =
    toPlainText(light.description, 160) || t(i18n)`${name} parties in ${PRODUCT_NAME}.`;
  return {
    meta: pageMeta({
      i18n,
      title: t(i18n)`${name}: parties and tickets`,
      description,
      path: datesPage > 1 ? `${path}?${DATES_PARAM}=${datesPage}` : path,
      image: shownBrand.image?.url,
      feed: { title: t(i18n)`${name} parties`, path: `/feeds/brands/${light.slug}/atom.xml` },
    }),
    structuredData: structuredData(
      siteUrl,
      brandOrganization(brand ?? light, `${siteUrl}${localizedPath(locale, path)}`),
      breadcrumbList(siteUrl, locale, [
        { name: t(i18n)`Brands`, path: PATHS.brands },
        { name, path },
      ]),
    ),
    now: now.toISOString(),
    brand: shownBrand,
    // null: the dates failed to load (said so, never "none announced"). A brand with many
    // dates has them in pages of the same size (`?dates=2`): every date is reachable.
    parties: coming === null ? null : coming.items.map((party) => partyItemOf(party, context)),
    totalParties: parties?.length ?? 0,
    datesPage,
    pastParties,
    earlierParties:
      allPast.length > ROWS_SHOWN.brandPast
        ? i18n._(
            msg({
              message: plural(allPast.length - ROWS_SHOWN.brandPast, {
                one: "# earlier party",
                other: "# earlier parties",
              }),
            }),
          )
        : null,
    description,
    booking: nextPartyBooking(parties, t(i18n)`${name}'s next party`, context, siteUrl),
    follow: followLinks(
      {
        path: `/feeds/brands/${light.slug}/calendar.ics`,
        label: t(i18n)`Follow ${name}'s dates in your calendar`,
        name: name,
        atom: `/feeds/brands/${light.slug}/atom.xml`,
      },
      context,
    ),
  };
}
