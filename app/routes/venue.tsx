import { t } from "@lingui/core/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { EnglishOnlyNote } from "#app/components/ui/english-only-note.tsx";
import { VenueGoodToKnow } from "#app/components/venue/venue-good-to-know.tsx";
import { VenueParties } from "#app/components/venue/venue-parties.tsx";
import { VenueStory } from "#app/components/venue/venue-story.tsx";
import { VenueVisit } from "#app/components/venue/venue-visit.tsx";
import { env } from "#app/config/env.server.ts";
import { AREAS, DEFAULT_TIME_ZONE, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { toPlainText } from "#app/content/queries/sanitize.server.ts";
import { mayHoldSlug } from "#app/content/queries/slug-index.server.ts";
import { getClubParties, getMiniParties } from "#app/content/types/parties.server.ts";
import { getClubBySlug, getVenueBySlug } from "#app/content/types/venues.server.ts";
import { findClosedBrand, findDirectoryRecord } from "#app/directory/records.ts";
import { venueFacts } from "#app/directory/venue-facts.ts";
import { localizedRecord } from "#app/directory/words.server.ts";
import { areaVenueKind, type Party, venueKindsIn } from "#app/domain/content-types.ts";
import { readableOn, SURFACES, TEXT_CONTRAST } from "#app/domain/contrast.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { venuePath } from "#app/domain/venue-paths.ts";
import {
  criticalContent,
  gone,
  notFound,
  pageFreshUntil,
} from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { contentLangAttribute, localizedPath } from "#app/i18n/locales.ts";
import { clubCard, previewImage } from "#app/link-previews/cards.server.ts";
import { venueRoute } from "#app/route-data.ts";
import { didYouMean } from "#app/search/search.server.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { structuredData } from "#app/seo/json-ld.server.ts";
import { StructuredData } from "#app/seo/json-ld.tsx";
import { nightClub } from "#app/seo/night-club.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { nextPartyBooking } from "#app/view-models/booking.server.ts";
import { clubNights } from "#app/view-models/club-nights.server.ts";
import { followLinks } from "#app/view-models/follow-links.server.ts";
import { listingContext } from "#app/view-models/party-items.server.ts";
import { factLines } from "#app/view-models/venue-facts.server.ts";
import type { Route } from "./+types/venue";

export const headers = pageHeaders;

/**
 * A club's parties with its mini parties first: its parties are the section (null when they
 * cannot be read); without its mini parties (product.md#failures) the parties show alone. Both
 * calls at once; either failure marks the page to be kept briefly.
 */
async function loadClubParties(clubSlug: string, now: Date): Promise<Party[] | null> {
  const [parties, minis] = await Promise.all([
    optionalContent(getClubParties(clubSlug, now), null, "club parties"),
    optionalContent(getMiniParties(now, clubSlug), [], "club mini parties"),
  ]);
  return parties && [...minis, ...parties.items];
}

export async function loader({ params, pattern, request }: Route.LoaderArgs) {
  const i18n = i18nOf(request);
  if (!isPlausibleSlug(params.slug)) notFound();
  if (findClosedBrand(params.slug)) gone();
  const { area } = venueRoute(pattern);
  const areaKind = area && areaVenueKind(area);
  const now = new Date();
  // Destination clubs may exist only in the static directory (no CMS object yet).
  const found = area ? undefined : findDirectoryRecord(params.slug);
  // A club's parties are asked for beside the venue, one round trip cold: a directory club's, and
  // a Cosmic venue's unless the venue slug lists rule the slug out (a made-up slug costs no call).
  const clubParties =
    found || (!area && mayHoldSlug(venueKindsIn("tulum"), params.slug))
      ? loadClubParties(params.slug, now)
      : null;
  const venue = await criticalContent(() =>
    areaKind ? getVenueBySlug(areaKind, params.slug) : getClubBySlug(params.slug),
  );
  const record = found && localizedRecord(found, i18n);
  if (!venue && (!record || record.kind === "brand"))
    notFound(await didYouMean(params.slug, "club", new Date()));
  const name = record?.name ?? venue?.title ?? params.slug;
  const parties = area ? [] : await (clubParties ?? loadClubParties(params.slug, now));
  const context = listingContext(request, now);
  const path = venue ? venuePath(venue.kind, venue.slug) : PATHS.club(params.slug);
  const areaName = (area && AREAS[area].name) ?? record?.area ?? PRODUCT_NAME;
  const description =
    record?.caption ||
    toPlainText(venue?.description ?? "", 160) ||
    t(i18n)`${name} in ${PRODUCT_NAME}.`;
  const locale = localeOf(request);
  const siteUrl = env().SITE_URL;
  const facts = venueFacts(record ?? null, venue);
  return {
    meta: pageMeta({
      i18n,
      title: t(i18n)`${name}: parties, hours and tables`,
      description,
      path,
      preview: previewImage(clubCard(venue, record, areaName, i18n), params.slug, locale),
      ...(area
        ? {}
        : {
            feed: { title: t(i18n)`${name} parties`, path: `/feeds/clubs/${params.slug}/atom.xml` },
          }),
    }),
    path,
    areaName,
    venue,
    record: record ?? null,
    name,
    facts: factLines(facts, name, DEFAULT_TIME_ZONE, context, parties ?? []),
    mapEmbed: record?.directions.mapEmbed || (facts.address ? `${name}, ${facts.address}` : ""),
    ...clubNights(parties, context),
    calendarPath: `${PATHS.calendar}?venue=${params.slug}`,
    feed: area
      ? null
      : followLinks(
          `/feeds/clubs/${params.slug}/calendar.ics`,
          t(i18n)`Follow this club's parties in your calendar`,
          context,
          `/feeds/clubs/${params.slug}/atom.xml`,
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
        record: record ?? null,
        facts,
      }),
      breadcrumbList(siteUrl, locale, [
        { name: t(i18n)`Clubs`, path: PATHS.clubs },
        { name, path },
      ]),
    ),
    freshUntil: pageFreshUntil(),
  };
}

export const meta: Route.MetaFunction = routeMeta;

/**
 * A venue's page: what a visitor needs to decide tonight first (open or not, price, dress code,
 * music, where), then its parties in date order, then the rest. Unknown facts are left out; the
 * concierge is offered for them.
 */
export default function VenuePage({ loaderData }: Route.ComponentProps) {
  const { venue, record, name } = loaderData;
  const accent = record?.color ?? "#0f766e";
  return (
    <article className="mx-auto max-w-6xl">
      <StructuredData texts={loaderData.structuredData} />
      <EnglishOnlyNote item={venue ?? {}} />
      <header className="border-l-4 pl-4" style={{ borderColor: accent }}>
        <p
          className="text-sm font-black tracking-wider uppercase"
          style={{ color: loaderData.areaColor }}
        >
          {loaderData.areaName}
        </p>
        <h1 className="mt-1 text-3xl font-black tracking-tight sm:text-5xl">{name}</h1>
        {record?.caption && <p className="mt-2 text-lg text-zinc-200">{record.caption}</p>}
      </header>
      <VenueVisit
        name={name}
        path={loaderData.path}
        facts={loaderData.facts}
        // Cosmic's dress code is in the language its object was read in.
        dressLang={venue?.facts?.dressCode ? contentLangAttribute(venue) : undefined}
        instagram={record?.socials.instagram}
      />
      {loaderData.feed && (
        <VenueParties
          parties={loaderData.parties}
          moreParties={loaderData.moreParties}
          calendarPath={loaderData.calendarPath}
          feed={loaderData.feed}
        />
      )}
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <VenueStory venue={venue} record={record} name={name} />
        <VenueGoodToKnow record={record} name={name} mapEmbed={loaderData.mapEmbed} />
      </div>
    </article>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
