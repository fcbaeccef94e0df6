import { redirect } from "react-router";
import { EventHeader } from "#app/components/event/event-header.tsx";
import { EventLineup } from "#app/components/event/event-lineup.tsx";
import { EventNextSteps } from "#app/components/event/event-next-steps.tsx";
import { EventStory } from "#app/components/event/event-story.tsx";
import { routeMeta } from "#app/components/route-meta.ts";
import { EnglishOnlyNote } from "#app/components/ui/english-only-note.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { env } from "#app/config/env.server.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { reportLineOnce } from "#app/content/queries/schema-drift.server.ts";
import { mayHoldSlug } from "#app/content/queries/slug-index.server.ts";
import { getEventSets } from "#app/content/types/dj-schedule.server.ts";
import { getMiniPartyBySlug, getPartyBySlug } from "#app/content/types/parties.server.ts";
import { getVenueOfParty } from "#app/content/types/venues.server.ts";
import { partyContradictions } from "#app/content-checks/contradictions.server.ts";
import { venueRecordForParty } from "#app/directory/party-venue.ts";
import { CMS_TYPES, kindsAtEventPath } from "#app/domain/cms-types.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { REDIRECT_CACHE_CONTROL } from "#app/http/cache-control.ts";
import { criticalDetail, plausibleSlug } from "#app/http/detail-page.server.ts";
import { pageFreshUntil } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { contentLangAttribute, localizedPath } from "#app/i18n/locales.ts";
import { eventRoute } from "#app/route-data.ts";
import { StructuredData } from "#app/seo/json-ld.tsx";
import { eventPage } from "#app/view-models/event-page.server.ts";
import { getNextSteps, nextStepLists } from "#app/view-models/next-steps.server.ts";
import { listingContext } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/event";

export const headers = pageHeaders;

/** Whether a club path's club is where the party is (its venue relation or directory record). */
function isPartyClub(
  club: string,
  party: { venue?: { slug: string } | null },
  record: { slug: string } | null,
): boolean {
  return club === party.venue?.slug || club === record?.slug;
}

export async function loader({ params, pattern, request }: Route.LoaderArgs) {
  const slug = plausibleSlug(params.slug);
  const { kind } = eventRoute(pattern);
  const now = new Date();
  // Optional reads first: the party's sets (its path is known from the URL) and the lists of
  // where to go next, unless no party can have this slug (a made-up URL costs no call).
  const expectedPath = partyPath({ kind, slug });
  const mayExist = mayHoldSlug(kindsAtEventPath(kind), slug);
  const expectedSets = mayExist
    ? optionalContent(getEventSets(expectedPath), [], "event sets")
    : Promise.resolve([]);
  const lists = mayExist ? nextStepLists(now) : undefined;
  // Then the critical one: the party. Calendar mini parties have no page of their own type:
  // they open at /event/{slug} too.
  const party = await criticalDetail(
    slug,
    "party",
    async () =>
      (await getPartyBySlug(slug, kind)) ??
      (kind === CMS_TYPES.parties ? await getMiniPartyBySlug(slug) : null),
    now,
  );
  const context = listingContext(request, now);
  const path = partyPath(party);
  const record = venueRecordForParty(party);
  // A club's path to a party it does not hold is another spelling of the party's own page.
  if (params.club !== undefined && !isPartyClub(params.club, party, record))
    throw redirect(localizedPath(context.locale, path), {
      status: 301,
      headers: { "Cache-Control": REDIRECT_CACHE_CONTROL },
    });
  const [venue, sets, next] = await Promise.all([
    optionalContent(getVenueOfParty(party, record?.slug ?? null), null, "party venue"),
    path === expectedPath ? expectedSets : optionalContent(getEventSets(path), [], "event sets"),
    getNextSteps(party, record, context, lists),
  ]);
  // What bucket:check would say of this party and its sets, in the log once.
  for (const slip of partyContradictions(party, sets)) reportLineOnce(slip);
  return {
    ...eventPage({ party, sets, venue, record, next }, context, env().SITE_URL),
    freshUntil: pageFreshUntil(),
  };
}

export const meta: Route.MetaFunction = routeMeta;

/**
 * A party's page answers a visitor's questions at the top (when, until when, where, how much,
 * how to get in), then its lineup and story, then where to go next. A party that has ended keeps
 * its page (shared links still work) but says so and offers nothing to book.
 */
export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { party } = loaderData;
  const lang = contentLangAttribute(party);
  const theme = {
    "--party-primary": party.primaryColor ?? "#0f766e",
    // The secondary colour is text on the card (the date line): readable whatever was picked.
    "--party-secondary": loaderData.secondaryColor,
  } as React.CSSProperties;
  return (
    <article className="mx-auto max-w-5xl" style={theme}>
      <StructuredData texts={loaderData.structuredData} />
      <EnglishOnlyNote item={party} />
      <EventHeader party={party} data={loaderData} lang={lang} />
      {party.image && (
        <ResponsiveImage
          image={party.image}
          alt={party.title}
          width={1200}
          height={800}
          priority
          sizes="(min-width: 1024px) 960px, 100vw"
          className="mt-6 aspect-[3/2] max-h-[28rem] w-full rounded-3xl object-cover"
        />
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <EventStory party={party} lang={lang} />
        <EventLineup party={party} sets={loaderData.sets} lang={lang} serverNow={loaderData.now} />
      </div>
      <EventNextSteps next={loaderData.next} venueName={loaderData.venue.name} />
    </article>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
