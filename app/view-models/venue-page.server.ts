import { t } from "@lingui/core/macro";
import {
  type AreaSlug,
  areaName as areaNameIn,
  DEFAULT_TIME_ZONE,
  PATHS,
  PRODUCT_NAME,
} from "#app/config/site.ts";
import { toPlainText } from "#app/content/queries/sanitize.server.ts";
import type { DirectoryRecord } from "#app/directory/schema.ts";
import { venueFacts } from "#app/directory/venue-facts.ts";
import type { Party, Venue } from "#app/domain/content-types.ts";
import { readableOn, SURFACES, TEXT_CONTRAST } from "#app/domain/contrast.ts";
import { venuePath } from "#app/domain/venue-paths.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { clubCard, previewImage } from "#app/link-previews/cards.server.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { structuredData } from "#app/seo/json-ld.server.ts";
import { nightClub } from "#app/seo/night-club.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { nextPartyBooking } from "./booking.server.ts";
import { clubNights } from "./club-nights.server.ts";
import { followLinks } from "./follow-links.server.ts";
import type { ListingContext } from "./party-items.server.ts";
import { factLines } from "./venue-facts.server.ts";

/** What a venue page's loader read, for its page model. */
export interface VenueReads {
  slug: string;
  /** Another area's venue page (Isla, Cabo): no directory record, parties or feed. */
  area: AreaSlug | undefined;
  /** Its Cosmic object (null for a directory club that has none yet). */
  venue: Venue | null;
  /** The directory's record, in the page's language. */
  record: DirectoryRecord | null;
  /** Its parties, mini parties first; null when they could not be read. */
  parties: Party[] | null;
}

/**
 * A club's or venue's page, as plain data in the page's language at `context.now`: its facts
 * (open tonight or not, hours, price, dress code), its parties, a feed to follow, a table
 * request for its next party, meta tags and structured data. Unknown facts are left out.
 */
export function venuePage(reads: VenueReads, context: ListingContext, siteUrl: string) {
  const { slug, area, venue, record, parties } = reads;
  const { locale, i18n } = context;
  const name = record?.name ?? venue?.title ?? slug;
  const path = venue ? venuePath(venue.kind, venue.slug) : PATHS.club(slug);
  const areaName = (area && areaNameIn(area, locale)) ?? record?.area ?? PRODUCT_NAME;
  const description =
    record?.caption ||
    toPlainText(venue?.description ?? "", 160) ||
    t(i18n)`${name} in ${PRODUCT_NAME}.`;
  const facts = venueFacts(record, venue);
  return {
    meta: pageMeta({
      i18n,
      title: t(i18n)`${name}: parties, hours and tables`,
      description,
      path,
      preview: previewImage(clubCard(venue, record ?? undefined, areaName, i18n), slug, locale),
      ...(area
        ? {}
        : {
            feed: { title: t(i18n)`${name} parties`, path: `/feeds/clubs/${slug}/atom.xml` },
          }),
    }),
    path,
    areaName,
    venue,
    record,
    name,
    facts: factLines(facts, name, DEFAULT_TIME_ZONE, context, parties ?? []),
    mapEmbed: record?.directions.mapEmbed || (facts.address ? `${name}, ${facts.address}` : ""),
    ...clubNights(parties, context),
    calendarPath: `${PATHS.calendar}?venue=${slug}`,
    feed: area
      ? null
      : followLinks(
          {
            path: `/feeds/clubs/${slug}/calendar.ics`,
            label: t(i18n)`Follow this club's parties in your calendar`,
            name: name,
            atom: `/feeds/clubs/${slug}/atom.xml`,
          },
          context,
        ),
    description,
    booking: nextPartyBooking(parties, name, context, siteUrl),
    // Built here, not in the browser: the page's script stays within its budget.
    areaColor: readableOn(record?.secondaryColor, SURFACES.card, TEXT_CONTRAST, "#fbbf24"),
    structuredData: structuredData(
      siteUrl,
      nightClub({
        name,
        url: `${siteUrl}${localizedPath(locale, path)}`,
        description,
        areaName,
        image: venue?.image ?? null,
        record,
        facts,
      }),
      breadcrumbList(siteUrl, locale, [
        { name: t(i18n)`Clubs`, path: PATHS.clubs },
        { name, path },
      ]),
    ),
  };
}
