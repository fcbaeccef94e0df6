import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { redirect } from "react-router";
import { ErrorPage, errorMeta } from "#app/components/error-page.tsx";
import { ConciergeButton } from "#app/components/shell/concierge-button.tsx";
import { Icon } from "#app/components/shell/icon.tsx";
import { ArtistChips } from "#app/components/ui/artist-chips.tsx";
import { AddToCalendar } from "#app/components/ui/calendar-links.tsx";
import { CmsHtml } from "#app/components/ui/cms-html.tsx";
import { EnglishOnlyNote } from "#app/components/ui/english-only-note.tsx";
import { StatusBadge } from "#app/components/ui/event-status.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { PartyList, Section } from "#app/components/ui/party-grid.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { ShareButton } from "#app/components/ui/share-button.tsx";
import { VideoFacade } from "#app/components/ui/video-facade.tsx";
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
import { readableOn, SURFACES, TEXT_CONTRAST } from "#app/domain/contrast.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { isOver, timeZoneOf } from "#app/domain/time/index.ts";
import { REDIRECT_CACHE_CONTROL } from "#app/http/cache-control.ts";
import { criticalContent, notFound } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { i18nForPath } from "#app/i18n/i18n.ts";
import { Link } from "#app/i18n/links.tsx";
import { contentLangAttribute, localizedPath } from "#app/i18n/locales.ts";
import { eventCard, previewImage } from "#app/link-previews/cards.server.ts";
import { KeepSavedCurrent, SaveButton } from "#app/my-night/save-button.tsx";
import { savedPartyOf } from "#app/my-night/saved-parties.ts";
import { eventRoute } from "#app/route-data.ts";
import { didYouMean } from "#app/search/search.server.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { jsonLdText } from "#app/seo/json-ld.server.ts";
import { JsonLdScript } from "#app/seo/json-ld.tsx";
import { pageMeta, siteUrlFrom } from "#app/seo/meta.ts";
import { musicEvent } from "#app/seo/music-event.ts";
import { partyWhen, setTimeRows } from "#app/view-models/event-page.ts";
import { getNextSteps, nextStepLists } from "#app/view-models/next-steps.server.ts";
import { googleCalendarLinkOf } from "#app/view-models/party-calendar.server.ts";
import { listingContext } from "#app/view-models/party-items.server.ts";
import { factLines } from "#app/view-models/venue-facts.server.ts";
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
  const mayExist = mayHoldSlug(kind === "parties" ? [kind, "mini-parties"] : [kind], params.slug);
  const expectedSets = mayExist
    ? optionalContent(getEventSets(expectedPath), [], "event sets")
    : Promise.resolve([]);
  const now = new Date();
  const lists = mayExist ? nextStepLists(now) : undefined;
  const party = await criticalContent(async () => {
    const found = await getPartyBySlug(params.slug, kind);
    // Calendar mini parties have no page of their own type: they open at /event/{slug} too.
    return found ?? (kind === "parties" ? await getMiniPartyBySlug(params.slug) : null);
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
  const facts = factLines(venueFacts(record, cmsVenue), venueName, timeZone, context);
  const ended = isOver(party, now);
  const description =
    party.caption || toPlainText(party.content, 160) || t(i18n)`${title} in ${PRODUCT_NAME}.`;
  const when = partyWhen(party, now, locale);
  return {
    party,
    path,
    ended,
    when: { day: when.day, longDate: when.longDate, hours: when.hours, onNow: when.onNow },
    venue: {
      name: venueName,
      route: record?.route ?? null,
      area: areaName(party.area, locale),
      ...facts,
    },
    next,
    sets: setTimeRows(sets, party, locale),
    googleCalendar: googleCalendarLinkOf(party, locale),
    description,
    startDate: when.startDate,
    previousDay: when.previousDay,
    metaTitle: `${party.title}, ${when.longDate}`,
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
    // A party that is over or cancelled offers no table, no save and no calendar entry.
    booking:
      ended || party.status === "cancelled"
        ? undefined
        : { name: party.title, when: when.longDate },
    share: { title, path, when: [when.longDate, when.hours].filter(Boolean).join(", ") },
    preview: previewImage(eventCard(party, locale, i18n), party.slug, locale),
  };
}

export function meta({ loaderData: data, matches, error, location }: Route.MetaArgs) {
  if (!data) return errorMeta(error, location);
  const i18n = i18nForPath(location.pathname);
  return pageMeta({
    i18n,
    title: data.metaTitle,
    description: data.description,
    // Club-event paths show the same party: the canonical page is its own.
    path: data.path,
    siteUrl: siteUrlFrom(matches),
    preview: data.preview,
  });
}

/** One line of the facts at the top: an icon and what it says. */
function FactRow({ icon, children }: { icon: "calendar" | "music" | "star"; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon name={icon} className="mt-0.5 h-5 w-5 text-amber-300" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/**
 * A party's page answers a visitor's questions at the top (when, until when, where, how much,
 * how to get in), then its lineup and story, then where to go next. A party that has ended keeps
 * its page (shared links still work) but says so and offers nothing to book.
 */
export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { party, venue, when, ended, next } = loaderData;
  const lang = contentLangAttribute(party);
  const theme = {
    "--party-primary": party.primaryColor ?? "#0f766e",
    // The secondary colour is text on the card (the date line): readable whatever was picked.
    "--party-secondary": loaderData.secondaryColor,
  } as React.CSSProperties;
  const statusNotes = {
    scheduled: "",
    cancelled: t`This party is cancelled.`,
    postponed: t`Postponed: the new date is not announced yet.`,
    rescheduled: t`It has a new date: check the day above.`,
    "sold-out": t`Tickets are sold out: ask the concierge about tables.`,
  };
  const open = !ended && party.status !== "cancelled";
  const tickets = open && party.status !== "sold-out" && party.ticketsLink;
  const money = [party.price, party.minAge !== null ? t`${party.minAge}+` : ""].filter(Boolean);
  const place = venue.name ? `${venue.name} · ${venue.area}` : venue.area;
  return (
    <article className="mx-auto max-w-5xl" style={theme}>
      {loaderData.structuredData.map((json) => (
        <JsonLdScript key={json} json={json} />
      ))}
      <EnglishOnlyNote item={party} />
      <header className="card overflow-hidden border-t-4 border-t-[var(--party-primary)] p-4 sm:p-7">
        {ended && (
          <p className="mb-3 rounded-xl bg-zinc-800 p-3 font-bold" data-event-ended>
            {t`This party has ended. It was on ${when.longDate}.`}
          </p>
        )}
        <h1
          lang={lang}
          className={`text-3xl font-black tracking-tight sm:text-5xl ${party.status === "cancelled" ? "line-through decoration-4" : ""}`}
        >
          {party.title}
        </h1>
        {party.status !== "scheduled" && (
          <p className="mt-3 flex flex-wrap items-center gap-2" data-event-status={party.status}>
            <StatusBadge status={party.status} previousDay={loaderData.previousDay} />
            <span className="text-zinc-200">{statusNotes[party.status]}</span>
          </p>
        )}
        <div className="mt-4 space-y-3 text-zinc-100" data-testid="event-facts">
          <FactRow icon="calendar">
            <p className="font-black text-[var(--party-secondary)]">
              {when.onNow && <span className="text-emerald-300">{t`On now`} · </span>}
              <time dateTime={loaderData.startDate}>{when.day}</time>
            </p>
            {when.hours && (
              <p className="font-semibold" data-fact="hours">
                {when.hours}
              </p>
            )}
          </FactRow>
          <FactRow icon="music">
            <p className="font-bold" data-fact="place">
              {venue.route ? (
                <Link to={venue.route} className="underline">
                  {place}
                </Link>
              ) : (
                place
              )}
            </p>
            {venue.address && (
              <p className="text-sm text-zinc-300" data-fact="address">
                {venue.address}
              </p>
            )}
            {venue.tonight && <p className="text-sm text-zinc-300">{venue.tonight}</p>}
            {venue.maps && (
              <NewTabLink
                href={venue.maps}
                className="link-accent text-sm"
                data-testid="open-in-maps"
              >
                {t`Open in Maps`}
              </NewTabLink>
            )}
            {venue.approximate && (
              <p className="text-sm text-zinc-400">{t`The map position is approximate.`}</p>
            )}
          </FactRow>
          {(money.length > 0 || venue.dress) && (
            <FactRow icon="star">
              {money.length > 0 && (
                <p className="font-semibold" data-fact="price">
                  {money.join(" · ")}
                </p>
              )}
              {venue.dress && (
                <p className="text-sm text-zinc-300" data-fact="dress">
                  {t`Dress code: ${venue.dress}`}
                </p>
              )}
            </FactRow>
          )}
          {open && (money.length === 0 || !venue.address) && (
            <p className="text-sm text-zinc-300">
              {t`Prices, entry and directions: the concierge answers on WhatsApp.`}
            </p>
          )}
        </div>
        <div className="mt-5 flex flex-wrap gap-2">
          {tickets && (
            <NewTabLink href={tickets} className="btn btn-primary">
              {t`Tickets`}
            </NewTabLink>
          )}
          {open ? (
            <ConciergeButton intent="book" subject={loaderData.booking} />
          ) : (
            <ConciergeButton intent="talk" />
          )}
          {open && <SaveButton party={savedPartyOf(party)} />}
          <KeepSavedCurrent party={savedPartyOf(party)} />
          <ShareButton page={loaderData.share} />
          {open && party.reservationsLink && (
            <NewTabLink href={party.reservationsLink} className="btn btn-outline px-4 text-sm">
              {t`Reservations`}
            </NewTabLink>
          )}
          {open && (
            <AddToCalendar
              icsPath={`${loaderData.path}/calendar.ics`}
              googleLink={loaderData.googleCalendar}
            />
          )}
        </div>
        {party.caption && (
          <p lang={lang} className="mt-5 text-lg text-zinc-200">
            {party.caption}
          </p>
        )}
        {party.brand && (
          <p className="mt-2 text-sm text-zinc-300">
            {t`By`}{" "}
            <Link to={PATHS.brand(party.brand.slug)} className="font-bold text-white underline">
              {party.brand.title}
            </Link>
          </p>
        )}
      </header>

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
        <div>
          {party.content && <CmsHtml html={party.content} lang={lang} className="text-zinc-100" />}
          {party.extraContent && (
            <section aria-labelledby="good-to-know" className="mt-6">
              <h2 id="good-to-know" className="mb-2 text-xl font-black">
                {t`Good to know`}
              </h2>
              <CmsHtml html={party.extraContent} lang={lang} />
            </section>
          )}
          {party.videoId && (
            <div className="mt-6">
              <VideoFacade videoId={party.videoId} title={party.title} poster={party.image?.url} />
            </div>
          )}
          {/^https?:\/\//.test(party.video) && (
            <NewTabLink href={party.video} className="link-accent mt-4 inline-block">
              {t`Watch the video`}
            </NewTabLink>
          )}
          {party.eventLink && (
            <NewTabLink href={party.eventLink} className="link-accent mt-4 ml-4 inline-block">
              {t`Event page`}
            </NewTabLink>
          )}
        </div>
        <aside className="space-y-6">
          {(party.lineup || party.artists.length > 0) && (
            <section aria-labelledby="lineup">
              <h2 id="lineup" className="mb-2 text-xl font-black">
                {t`Lineup`}
              </h2>
              {party.lineup && <p lang={lang}>{party.lineup}</p>}
              {party.artists.length > 0 && <ArtistChips artists={party.artists} className="mt-3" />}
            </section>
          )}
          {loaderData.sets.length > 0 && (
            <section aria-labelledby="set-times">
              <h2 id="set-times" className="mb-2 text-xl font-black">
                {t`Set times`}
              </h2>
              <ol className="space-y-2" data-testid="set-times">
                {loaderData.sets.map((set) => (
                  <li key={set.slug} className="flex justify-between gap-3">
                    <span>
                      {set.artistLink ? (
                        <Link to={set.artistLink} className="font-semibold underline">
                          {set.artist}
                        </Link>
                      ) : (
                        <span className="font-semibold">{set.artist}</span>
                      )}
                      {set.headliner && (
                        <span className="ml-2 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-black text-zinc-950">
                          {t`Headliner`}
                        </span>
                      )}
                    </span>
                    <span className="text-zinc-400">{set.time}</span>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </aside>
      </div>

      {next.nextDate && (
        <Section id="next-date" title={t`Next date`}>
          <PartyList parties={[next.nextDate]} />
        </Section>
      )}
      {next.sameNight.length > 0 && (
        <Section
          id="same-night"
          title={next.sameNightIsTonight ? t`On tonight instead` : t`More the same night`}
        >
          <PartyList parties={next.sameNight} />
        </Section>
      )}
      {next.atVenue.length > 0 && venue.name && (
        <Section id="at-venue" title={t`More at ${venue.name}`}>
          <PartyList parties={next.atVenue} />
        </Section>
      )}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
