import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ErrorPage, errorMeta } from "#app/components/error-page.tsx";
import { ConciergeButton } from "#app/components/shell/concierge-button.tsx";
import { Accordion, type AccordionItem } from "#app/components/ui/accordion.tsx";
import { ArtistChips } from "#app/components/ui/artist-chips.tsx";
import { AddToCalendar } from "#app/components/ui/calendar-links.tsx";
import { CmsHtml } from "#app/components/ui/cms-html.tsx";
import { StatusBadge } from "#app/components/ui/event-status.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { ShareButton } from "#app/components/ui/share-button.tsx";
import { VideoFacade } from "#app/components/ui/video-facade.tsx";
import { env } from "#app/config/env.server.ts";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { getEventSets } from "#app/content/dj-schedule.server.ts";
import { notFound, orEmpty, withContent } from "#app/content/errors.server.ts";
import { getMiniPartyBySlug, getPartyBySlug } from "#app/content/parties.server.ts";
import { googleCalendarLinkOf } from "#app/content/party-calendar.server.ts";
import { toPlainText } from "#app/content/sanitize.server.ts";
import { fullAddress, mapsLink } from "#app/directory/maps.ts";
import { venueRecordForParty } from "#app/directory/party-venue.ts";
import { readableOn, SURFACES, TEXT_CONTRAST } from "#app/domain/contrast.ts";
import {
  formatEventLabel,
  formatLongDate,
  formatWallTime,
  isoWithOffset,
} from "#app/domain/dates.ts";
import { setArtist } from "#app/domain/dj-sets.ts";
import { partyPath, timeZoneFor } from "#app/domain/party-paths.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { pageHeaders } from "#app/http/cache-control.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { i18nForPath } from "#app/i18n/i18n.ts";
import { Link, useLocale } from "#app/i18n/links.tsx";
import { contentLangAttribute, localeOfPath, localizedPath } from "#app/i18n/locales.ts";
import { eventCard, previewImage } from "#app/link-previews/cards.server.ts";
import { SaveButton } from "#app/my-night/save-button.tsx";
import { savedPartyOf } from "#app/my-night/saved-parties.ts";
import { eventRoute } from "#app/route-data.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { jsonLdText } from "#app/seo/json-ld.server.ts";
import { JsonLdScript } from "#app/seo/json-ld.tsx";
import { pageMeta, siteUrlFrom } from "#app/seo/meta.ts";
import { musicEvent } from "#app/seo/music-event.ts";
import type { Route } from "./+types/event";

export const headers = pageHeaders;

export async function loader({ params, pattern, request }: Route.LoaderArgs) {
  const i18n = i18nOf(request);
  const locale = localeOf(request);
  if (!isPlausibleSlug(params.slug)) notFound();
  const { kind } = eventRoute(pattern);
  const party = await withContent(async () => {
    const found = await getPartyBySlug(params.slug, kind);
    // Calendar mini parties have no page of their own type: they open at /event/{slug} too.
    return found ?? (kind === "parties" ? await getMiniPartyBySlug(params.slug) : null);
  });
  if (!party) notFound();
  const timeZone = timeZoneFor(party.kind);
  const path = partyPath(party);
  const title = party.title;
  const siteUrl = env().SITE_URL;
  const page = localizedPath(locale, path);
  const venue = venueRecordForParty(party);
  const description =
    party.caption || toPlainText(party.content, 160) || t(i18n)`${title} in ${PRODUCT_NAME}.`;
  const startDate = isoWithOffset(party.date, party.startTime, timeZone);
  const previousStartDate = party.previousDate
    ? isoWithOffset(party.previousDate, party.startTime, timeZone)
    : undefined;
  const sets = await orEmpty(getEventSets(path), [], "event sets");
  return {
    now: new Date().toISOString(),
    party,
    path,
    sets,
    timeZone,
    googleCalendar: googleCalendarLinkOf(party, locale),
    venue,
    description,
    startDate,
    // Built here, not in the browser: the page's script stays within its budget.
    secondaryColor: readableOn(party.secondaryColor, SURFACES.card, TEXT_CONTRAST, "#f59e0b"),
    structuredData: [
      musicEvent({
        party,
        venue,
        description,
        startDate,
        previousStartDate,
        url: `${siteUrl}${page}`,
      }),
      breadcrumbList(siteUrl, locale, [
        { name: t(i18n)`Calendar`, path: PATHS.calendar },
        { name: title, path },
      ]),
    ].map((data) => jsonLdText(data, siteUrl)),
    booking: { name: party.title, when: formatLongDate(party.date, locale) },
    share: {
      title,
      path,
      when: [
        formatLongDate(party.date, locale),
        party.startTime && formatWallTime(party.startTime, locale),
      ]
        .filter(Boolean)
        .join(", "),
    },
    preview: previewImage(eventCard(party, locale, i18n), party.slug, locale),
  };
}

export function meta({ loaderData: data, matches, error, location }: Route.MetaArgs) {
  if (!data) return errorMeta(error, location);
  const i18n = i18nForPath(location.pathname);
  return pageMeta({
    i18n,
    title: `${data.party.title}, ${formatLongDate(data.party.date, localeOfPath(location.pathname))}`,
    description: data.description,
    // Club-event paths show the same party: the canonical page is its own.
    path: data.path,
    siteUrl: siteUrlFrom(matches),
    preview: data.preview,
  });
}

function ExternalAction({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <NewTabLink href={href} className="btn btn-outline px-4 text-sm">
      {children}
    </NewTabLink>
  );
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { party, venue, timeZone } = loaderData;
  const lang = contentLangAttribute(party);
  const now = new Date(loaderData.now);
  const theme = {
    "--party-primary": party.primaryColor ?? "#0f766e",
    // The secondary colour is text on the card (the date line): readable whatever was picked.
    "--party-secondary": loaderData.secondaryColor,
  } as React.CSSProperties;
  const maps = venue ? mapsLink(venue) : null;
  const statusNotes = {
    scheduled: "",
    cancelled: t`This party is cancelled.`,
    postponed: t`Postponed: the new date is not announced yet.`,
    rescheduled: t`It has a new date: check the day above.`,
    "sold-out": t`Tickets are sold out: ask the concierge about tables.`,
  };
  const when = formatEventLabel(party.date, party.startTime, now, timeZone, locale);
  const details: AccordionItem[] = [];
  if (party.lineup || party.artists.length > 0) {
    details.push({
      id: "lineup",
      title: t`Lineup`,
      openByDefault: true,
      content: (
        <>
          {party.lineup && <p>{party.lineup}</p>}
          {party.artists.length > 0 && <ArtistChips artists={party.artists} className="mt-3" />}
        </>
      ),
    });
  }
  if (loaderData.sets.length > 0) {
    details.push({
      id: "sets",
      title: t`Set times`,
      openByDefault: true,
      content: (
        <ul className="space-y-2">
          {loaderData.sets.map((set) => (
            <li key={set.slug} className="flex justify-between gap-3">
              {set.artistLink ? (
                <Link to={set.artistLink} className="font-semibold underline">
                  {setArtist(set.title)}
                </Link>
              ) : (
                <span className="font-semibold">{set.title}</span>
              )}
              <span className="text-zinc-400">
                {set.startTime ? formatWallTime(set.startTime, locale) : ""}
              </span>
            </li>
          ))}
        </ul>
      ),
    });
  }
  if (party.extraContent) {
    details.push({
      id: "good-to-know",
      title: t`Good to know`,
      openByDefault: true,
      content: <CmsHtml html={party.extraContent} lang={lang} />,
    });
  }
  details.push({
    id: "venue",
    title: t`Venue and directions`,
    content: venue ? (
      <div className="space-y-2">
        <p className="font-bold">
          <Link to={venue.route} className="hover:underline">
            {venue.name}
          </Link>
        </p>
        <p>
          {fullAddress(venue) || t`Address not confirmed yet: ask the concierge for directions.`}
        </p>
        {venue.directions.approximate && (
          <p className="text-sm text-zinc-400">{t`Map position is approximate.`}</p>
        )}
        {venue.openingHours && (
          <p>
            {t`Hours:`} {venue.openingHours}
          </p>
        )}
        {maps && (
          <NewTabLink href={maps} className="link-accent inline-flex min-h-11 items-center">
            {t`Open in Maps`}
          </NewTabLink>
        )}
      </div>
    ) : (
      <p>
        {party.venue?.title ?? t`Venue to be announced.`} {t`Ask the concierge for directions.`}
      </p>
    ),
  });

  return (
    <article className="mx-auto max-w-5xl" style={theme}>
      {loaderData.structuredData.map((json) => (
        <JsonLdScript key={json} json={json} />
      ))}
      <header className="overflow-hidden rounded-3xl border-t-4 border-[var(--party-primary)] bg-zinc-900">
        {party.image && (
          <ResponsiveImage
            image={party.image}
            alt={party.title}
            width={1200}
            height={800}
            priority
            sizes="(min-width: 1024px) 960px, 100vw"
            className="aspect-[3/2] max-h-[28rem] w-full object-cover"
          />
        )}
        <div className="p-5 sm:p-8">
          <p className="text-sm font-black tracking-wider text-[var(--party-secondary)] uppercase">
            <time dateTime={loaderData.startDate}>{when}</time>
            {party.startTime &&
              !when.includes(party.startTime) &&
              !when.includes(formatWallTime(party.startTime, locale)) && (
                <span> · {party.startTime}</span>
              )}
          </p>
          <h1
            lang={lang}
            className={`mt-2 text-3xl font-black tracking-tight sm:text-5xl ${party.status === "cancelled" ? "line-through decoration-4" : ""}`}
          >
            {party.title}
          </h1>
          {party.status !== "scheduled" && (
            <p className="mt-3 flex flex-wrap items-center gap-2" data-event-status={party.status}>
              <StatusBadge status={party.status} previousDate={party.previousDate} />
              <span className="text-zinc-200">{statusNotes[party.status]}</span>
            </p>
          )}
          {party.caption && (
            <p lang={lang} className="mt-3 text-lg text-zinc-200">
              {party.caption}
            </p>
          )}
          {party.brand && (
            <p className="mt-3 text-sm text-zinc-300">
              {t`By`}{" "}
              <Link to={PATHS.brand(party.brand.slug)} className="font-bold text-white underline">
                {party.brand.title}
              </Link>
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            <ConciergeButton intent="book" subject={loaderData.booking} />
            <SaveButton party={savedPartyOf(party)} />
            <ShareButton page={loaderData.share} />
            {party.ticketsLink && party.status !== "cancelled" && party.status !== "sold-out" && (
              <ExternalAction href={party.ticketsLink}>{t`Tickets`}</ExternalAction>
            )}
            {party.reservationsLink && (
              <ExternalAction href={party.reservationsLink}>{t`Reservations`}</ExternalAction>
            )}
            {party.eventLink && (
              <ExternalAction href={party.eventLink}>{t`Event page`}</ExternalAction>
            )}
            {/^https?:\/\//.test(party.video) && (
              <ExternalAction href={party.video}>{t`Watch the video`}</ExternalAction>
            )}
            <AddToCalendar
              icsPath={`${loaderData.path}/calendar.ics`}
              googleLink={loaderData.googleCalendar}
            />
          </div>
        </div>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          {party.content && <CmsHtml html={party.content} lang={lang} className="text-zinc-100" />}
          {party.videoId && (
            <div className="mt-6">
              <VideoFacade videoId={party.videoId} title={party.title} poster={party.image?.url} />
            </div>
          )}
        </div>
        <aside aria-labelledby="event-details">
          <h2 id="event-details" className="mb-3 text-xl font-black">
            {t`Details`}
          </h2>
          <Accordion items={details} />
        </aside>
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
