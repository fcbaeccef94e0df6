import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { EventHeader } from "#app/components/event/event-header.tsx";
import { EventLineup } from "#app/components/event/event-lineup.tsx";
import { EventNextSteps } from "#app/components/event/event-next-steps.tsx";
import { EventStory } from "#app/components/event/event-story.tsx";
import { routeMeta } from "#app/components/route-meta.ts";
import { EnglishOnlyNote } from "#app/components/ui/english-only-note.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { env } from "#app/config/env.server.ts";
import { areaName, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { toPlainText } from "#app/content/queries/sanitize.server.ts";
import { reportLineOnce } from "#app/content/queries/schema-drift.server.ts";
import { mayHoldSlug } from "#app/content/queries/slug-index.server.ts";
import { getEventSets } from "#app/content/types/dj-schedule.server.ts";
import { getMiniPartyBySlug, getPartyBySlug } from "#app/content/types/parties.server.ts";
import { getVenueOfParty } from "#app/content/types/venues.server.ts";
import { partyContradictions } from "#app/content-checks/contradictions.server.ts";
import { venueRecordForParty } from "#app/directory/party-venue.ts";
import { venueFacts } from "#app/directory/venue-facts.ts";
import { CMS_TYPES, kindsAtEventPath } from "#app/domain/cms-types.ts";
import { readableOn, SURFACES, TEXT_CONTRAST } from "#app/domain/contrast.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { isOver, timeZoneOf } from "#app/domain/time/index.ts";
import { REDIRECT_CACHE_CONTROL } from "#app/http/cache-control.ts";
import { criticalContent, notFound, pageFreshUntil } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { contentLangAttribute, localizedPath } from "#app/i18n/locales.ts";
import { eventCard, previewImage } from "#app/link-previews/cards.server.ts";
import { eventRoute } from "#app/route-data.ts";
import { didYouMean } from "#app/search/search.server.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { jsonLdText } from "#app/seo/json-ld.server.ts";
import { JsonLdScript } from "#app/seo/json-ld.tsx";
import { musicEvent } from "#app/seo/music-event.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { partyActions } from "#app/view-models/booking.server.ts";
import { partyWhen, setTimeRows } from "#app/view-models/event-page.ts";
import { getNextSteps, nextStepLists } from "#app/view-models/next-steps.server.ts";
import { googleCalendarLinkOf } from "#app/view-models/party-calendar.server.ts";
import { listingContext } from "#app/view-models/party-items.server.ts";
import { factLines, sunsetLine } from "#app/view-models/venue-facts.server.ts";
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
  const i18n = i18nOf(request);
  const locale = localeOf(request);
  if (!isPlausibleSlug(params.slug)) notFound();
  const { kind } = eventRoute(pattern);
  // The party's sets are asked for with the party itself (its path is known from the URL),
  // unless no party can have this slug: a made-up URL costs no call.
  const expectedPath = partyPath({ kind, slug: params.slug });
  const mayExist = mayHoldSlug(kindsAtEventPath(kind), params.slug);
  const expectedSets = mayExist
    ? optionalContent(getEventSets(expectedPath), [], "event sets")
    : Promise.resolve([]);
  const now = new Date();
  const lists = mayExist ? nextStepLists(now) : undefined;
  const party = await criticalContent(async () => {
    const found = await getPartyBySlug(params.slug, kind);
    // Calendar mini parties have no page of their own type: they open at /event/{slug} too.
    return found ?? (kind === CMS_TYPES.parties ? await getMiniPartyBySlug(params.slug) : null);
  });
  if (!party) notFound(await didYouMean(params.slug, "party", now));
  const context = listingContext(request, now);
  const timeZone = timeZoneOf(party);
  const path = partyPath(party);
  const title = party.title;
  const siteUrl = env().SITE_URL;
  const page = localizedPath(locale, path);
  const record = venueRecordForParty(party);
  // A club's path to a party it does not hold is another spelling of the party's own page.
  if (params.club !== undefined && !isPartyClub(params.club, party, record))
    throw redirect(page, { status: 301, headers: { "Cache-Control": REDIRECT_CACHE_CONTROL } });
  const [cmsVenue, sets, next] = await Promise.all([
    optionalContent(getVenueOfParty(party, record?.slug ?? null), null, "party venue"),
    path === expectedPath ? expectedSets : optionalContent(getEventSets(path), [], "event sets"),
    getNextSteps(party, record, context, lists),
  ]);
  // What bucket:check would say of this party and its sets, in the log once.
  for (const slip of partyContradictions(party, sets)) reportLineOnce(slip);
  const venueName = record?.name ?? cmsVenue?.title ?? party.venue?.title ?? "";
  const known = venueFacts(record, cmsVenue);
  const facts = factLines(known, venueName, timeZone, context);
  const ended = isOver(party, now);
  const description =
    party.caption || toPlainText(party.content, 160) || t(i18n)`${title} in ${PRODUCT_NAME}.`;
  const when = partyWhen(party, now, locale);
  const preview = previewImage(eventCard(party, locale, i18n), party.slug, locale);
  return {
    party,
    path,
    ended,
    when: {
      day: when.day,
      longDate: when.longDate,
      hours: when.hours,
      onNow: when.onNow,
      sunset: sunsetLine(party, known, context),
    },
    venue: {
      name: venueName,
      route: record?.route ?? null,
      area: areaName(party.area, locale),
      ...facts,
      // The night's own dress code before the venue's usual one.
      ...(party.dressCode ? { dress: party.dressCode } : {}),
    },
    next,
    sets: setTimeRows(sets, party, locale),
    now: now.getTime(),
    googleCalendar: googleCalendarLinkOf(party, locale),
    description,
    startDate: when.startDate,
    previousDay: when.previousDay,
    // Club-event paths show the same party: the canonical page is its own.
    meta: pageMeta({ i18n, title: `${title}, ${when.longDate}`, description, path, preview }),
    // Built here, not in the browser: the page's script stays within its budget.
    secondaryColor: readableOn(party.secondaryColor, SURFACES.card, TEXT_CONTRAST, "#f59e0b"),
    structuredData: [
      musicEvent({
        party,
        venue: record,
        description,
        startDate: when.startDate,
        ...(when.endDate ? { endDate: when.endDate } : {}),
        previousStartDate: when.previousStartDate,
        url: `${siteUrl}${page}`,
        ended,
      }),
      breadcrumbList(siteUrl, locale, [
        { name: t(i18n)`Calendar`, path: PATHS.calendar },
        { name: title, path },
      ]),
    ].map((data) => jsonLdText(data, siteUrl)),
    ...partyActions(party, { ended, facts, next }, { locale, i18n }, siteUrl),
    share: { title, path, when: [when.longDate, when.hours].filter(Boolean).join(", ") },
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
      {loaderData.structuredData.map((json) => (
        <JsonLdScript key={json} json={json} />
      ))}
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
