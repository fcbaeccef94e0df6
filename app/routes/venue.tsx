import { routeMeta } from "#app/components/route-meta.ts";
import { EnglishOnlyNote } from "#app/components/ui/english-only-note.tsx";
import { followMenuMarkup } from "#app/components/ui/follow-menu.server.tsx";
import { VenueGoodToKnow } from "#app/components/venue/venue-good-to-know.tsx";
import { VenueParties } from "#app/components/venue/venue-parties.tsx";
import { VenueStory } from "#app/components/venue/venue-story.tsx";
import { VenueVisit } from "#app/components/venue/venue-visit.tsx";
import { env } from "#app/config/env.server.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { mayHoldSlug } from "#app/content/queries/slug-index.server.ts";
import { getClubParties, getMiniParties } from "#app/content/types/parties.server.ts";
import { getClubBySlug, getVenueBySlug } from "#app/content/types/venues.server.ts";
import { findClosedBrand, findDirectoryRecord } from "#app/directory/records.ts";
import { localizedRecord } from "#app/directory/words.server.ts";
import { areaVenueKind, type Party, venueKindsIn } from "#app/domain/content-types.ts";
import { criticalDetail, plausibleSlug } from "#app/http/detail-page.server.ts";
import { gone, pageFreshUntil } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { contentLangAttribute } from "#app/i18n/locales.ts";
import { venueRoute } from "#app/route-data.ts";
import { StructuredData } from "#app/seo/json-ld.tsx";
import { listingContext } from "#app/view-models/party-items.server.ts";
import { venuePage } from "#app/view-models/venue-page.server.ts";
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
  const slug = plausibleSlug(params.slug);
  if (findClosedBrand(slug)) gone();
  const { area } = venueRoute(pattern);
  const areaKind = area && areaVenueKind(area);
  const now = new Date();
  const context = listingContext(request, now);
  // Destination clubs may exist only in the static directory (no CMS object yet).
  const found = area ? undefined : findDirectoryRecord(slug);
  const record = found ? localizedRecord(found, context.i18n) : null;
  // Optional first: a club's parties, asked for beside the venue (one round trip cold): a
  // directory club's, and a Cosmic venue's unless the venue slug lists rule the slug out (a
  // made-up slug costs no call). Another area's venue page lists none.
  const clubParties =
    found || (!area && mayHoldSlug(venueKindsIn("tulum"), slug))
      ? loadClubParties(slug, now)
      : null;
  // Then the critical read: the venue, or the directory's club without one.
  const { venue } = await criticalDetail(
    slug,
    "club",
    async () => {
      const venue = await (areaKind ? getVenueBySlug(areaKind, slug) : getClubBySlug(slug));
      return venue || (record && record.kind !== "brand") ? { venue } : null;
    },
    now,
  );
  const parties = area ? [] : await (clubParties ?? loadClubParties(slug, now));
  const page = venuePage({ slug, area, venue, record, parties }, context, env().SITE_URL);
  return {
    ...page,
    feed: page.feed && followMenuMarkup(page.feed),
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
