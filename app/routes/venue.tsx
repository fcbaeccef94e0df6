import { plural, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ErrorPage, errorMeta } from "#app/components/error-page.tsx";
import { ConciergeButton } from "#app/components/shell/concierge-button.tsx";
import { SubscribeLink } from "#app/components/ui/calendar-links.tsx";
import { CmsHtml } from "#app/components/ui/cms-html.tsx";
import { EmbedFacade } from "#app/components/ui/embed-facade.tsx";
import { EnglishOnlyNote } from "#app/components/ui/english-only-note.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import {
  EmptyState,
  MoreLink,
  PartiesNotLoaded,
  PartyList,
  Section,
} from "#app/components/ui/party-grid.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { ShareButton } from "#app/components/ui/share-button.tsx";
import { VideoFacade } from "#app/components/ui/video-facade.tsx";
import { env } from "#app/config/env.server.ts";
import { DEFAULT_TIME_ZONE, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { toPlainText } from "#app/content/queries/sanitize.server.ts";
import { getClubParties, getMiniParties } from "#app/content/types/parties.server.ts";
import { getClubBySlug, getVenueBySlug } from "#app/content/types/venues.server.ts";
import { findClosedBrand, findDirectoryRecord } from "#app/directory/records.ts";
import { TAG_LABEL_NAMES } from "#app/directory/tag-label-names.ts";
import { TAG_LABELS } from "#app/directory/tag-labels.ts";
import { venueFacts } from "#app/directory/venue-facts.ts";
import { localizedRecord } from "#app/directory/words.server.ts";
import type { Party } from "#app/domain/content-types.ts";
import { readableOn, SURFACES, TEXT_CONTRAST } from "#app/domain/contrast.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { venuePath } from "#app/domain/venue-paths.ts";
import { criticalContent, gone, notFound } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { i18nForPath } from "#app/i18n/i18n.ts";
import { contentLangAttribute, localizedPath } from "#app/i18n/locales.ts";
import { clubCard, previewImage } from "#app/link-previews/cards.server.ts";
import { venueRoute } from "#app/route-data.ts";
import { didYouMean } from "#app/search/search.server.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { jsonLdText } from "#app/seo/json-ld.server.ts";
import { JsonLdScript } from "#app/seo/json-ld.tsx";
import { pageMeta, siteUrlFrom } from "#app/seo/meta.ts";
import { nightClub } from "#app/seo/night-club.ts";
import { clubNights } from "#app/view-models/club-nights.server.ts";
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
  const now = new Date();
  // Destination clubs may exist only in the static directory (no CMS object yet).
  const found = area ? undefined : findDirectoryRecord(params.slug);
  // A directory club's parties are asked for beside the venue (a made-up slug costs no call).
  const clubParties = found ? loadClubParties(params.slug, now) : null;
  const venue = await criticalContent(() =>
    area ? getVenueBySlug(area.kind, params.slug) : getClubBySlug(params.slug),
  );
  const record = found && localizedRecord(found, i18n);
  if (!venue && (!record || record.kind === "brand"))
    notFound(await didYouMean(params.slug, "club", new Date()));
  const name = record?.name ?? venue?.title ?? params.slug;
  const parties = area ? [] : await (clubParties ?? loadClubParties(params.slug, now));
  const context = listingContext(request, now);
  const path = venue ? venuePath(venue.kind, venue.slug) : PATHS.club(params.slug);
  const areaName = area?.name ?? record?.area ?? PRODUCT_NAME;
  const description =
    record?.caption ||
    toPlainText(venue?.description ?? "", 160) ||
    t(i18n)`${name} in ${PRODUCT_NAME}.`;
  const locale = localeOf(request);
  const siteUrl = env().SITE_URL;
  const facts = venueFacts(record ?? null, venue);
  return {
    path,
    areaName,
    venue,
    record: record ?? null,
    name,
    facts: factLines(facts, name, DEFAULT_TIME_ZONE, context),
    mapEmbed: record?.directions.mapEmbed || (facts.address ? `${name}, ${facts.address}` : ""),
    ...clubNights(parties, context),
    calendarPath: `${PATHS.calendar}?venue=${params.slug}`,
    feed: area ? null : `/feeds/clubs/${params.slug}/calendar.ics`,
    preview: previewImage(clubCard(venue, record, areaName, i18n), params.slug, locale),
    description,
    booking: { name },
    // Built here, not in the browser: the page's script stays within its budget.
    areaColor: readableOn(record?.secondaryColor, SURFACES.card, TEXT_CONTRAST, "#fbbf24"),
    structuredData: [
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
    ].map((data) => jsonLdText(data, siteUrl)),
  };
}

export function meta({ loaderData, matches, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, location);
  const i18n = i18nForPath(location.pathname);
  return pageMeta({
    i18n,
    title: t(i18n)`${loaderData.name}: parties, hours and tables`,
    description: loaderData.description,
    path: loaderData.path,
    siteUrl: siteUrlFrom(matches),
    preview: loaderData.preview,
  });
}

function Fact({ label, value, lang }: { label: string; value: string; lang?: string }) {
  return (
    <div>
      <dt className="text-xs font-black tracking-widest text-zinc-400 uppercase">{label}</dt>
      <dd className="mt-0.5 font-semibold" lang={lang}>
        {value}
      </dd>
    </div>
  );
}

/**
 * A venue's page: what a visitor needs to decide tonight first (open or not, price, dress code,
 * music, where), then its parties in date order, then the rest. Unknown facts are left out; the
 * concierge is offered for them.
 */
export default function VenuePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { venue, record, name, parties, facts } = loaderData;
  const tagGroups = TAG_LABELS.map((label) => ({
    label,
    tags: (record?.tags ?? []).filter((tag) => tag.label === label),
  })).filter((group) => group.tags.length > 0);
  const accent = record?.color ?? "#0f766e";
  const known = [facts.tonight, facts.price, facts.dress, facts.music, facts.address].some(Boolean);
  return (
    <article className="mx-auto max-w-6xl">
      {loaderData.structuredData.map((json) => (
        <JsonLdScript key={json} json={json} />
      ))}
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

      <section aria-labelledby="visit" className="card mt-5 p-4 sm:p-6" data-testid="venue-facts">
        <h2 id="visit" className="sr-only">
          {t`Going there`}
        </h2>
        {facts.tonight && (
          <p className="text-lg font-black text-amber-300" data-fact="tonight">
            {facts.tonight}
          </p>
        )}
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
          {facts.days && <Fact label={t`Open`} value={facts.days} />}
          {facts.price && <Fact label={t`Price`} value={facts.price} />}
          {facts.minAge && <Fact label={t`Minimum age`} value={facts.minAge} />}
          {facts.dress && (
            <Fact
              label={t`Dress code`}
              value={facts.dress}
              // Cosmic's dress code is in the language its object was read in.
              lang={venue?.facts?.dressCode ? contentLangAttribute(venue) : undefined}
            />
          )}
          {facts.music && <Fact label={t`Music`} value={facts.music} />}
          {facts.goodFor && <Fact label={t`Good for`} value={facts.goodFor} />}
        </dl>
        {facts.address && (
          <p className="mt-3 text-zinc-200" data-fact="address">
            {facts.address}
            {facts.approximate && (
              <span className="block text-sm text-zinc-400">{t`The map position is approximate.`}</span>
            )}
          </p>
        )}
        {!known && (
          <p className="mt-1 text-zinc-300">{t`Ask the concierge for tonight's hours, prices and tables.`}</p>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <ConciergeButton intent="book" />
          {facts.maps && (
            <NewTabLink
              href={facts.maps}
              className="btn btn-outline px-4 text-sm"
              data-testid="open-in-maps"
            >
              {t`Open in Maps`}
            </NewTabLink>
          )}
          <ShareButton page={{ title: name, path: loaderData.path }} />
          {record?.socials.instagram && (
            <NewTabLink
              href={`https://www.instagram.com/${encodeURIComponent(record.socials.instagram)}/`}
              className="btn btn-outline px-4 text-sm"
            >
              Instagram
            </NewTabLink>
          )}
        </div>
      </section>

      {loaderData.feed && (
        <Section id="club-parties" title={t`Upcoming parties`}>
          {parties === null ? (
            <PartiesNotLoaded />
          ) : parties.length > 0 ? (
            <PartyList parties={parties} />
          ) : (
            <EmptyState>{t`No parties announced here yet.`}</EmptyState>
          )}
          {loaderData.moreParties > 0 && (
            <MoreLink to={loaderData.calendarPath}>
              {t({
                message: plural(loaderData.moreParties, {
                  one: "# more in the calendar",
                  other: "# more in the calendar",
                }),
              })}
            </MoreLink>
          )}
          <p className="mt-3">
            <SubscribeLink
              path={loaderData.feed}
              label={t`Subscribe to this club's parties (.ics)`}
            />
          </p>
        </Section>
      )}

      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          {venue?.image && (
            <ResponsiveImage
              image={venue.image}
              alt={name}
              width={1200}
              height={800}
              sizes="(min-width: 1024px) 700px, 100vw"
              className="mb-6 aspect-[3/2] w-full rounded-2xl object-cover"
            />
          )}
          {venue?.description && (
            <CmsHtml
              html={venue.description}
              lang={contentLangAttribute(venue)}
              className="text-lg text-zinc-100"
            />
          )}
          {venue?.content && venue.content !== venue.description && (
            <CmsHtml
              html={venue.content}
              lang={contentLangAttribute(venue)}
              className="text-zinc-200"
            />
          )}
          {record?.video?.youtube && (
            <div className="mt-8">
              <VideoFacade
                videoId={record.video.id}
                title={record.video.title || name}
                poster={record.video.poster || venue?.image?.url}
              />
            </div>
          )}
        </div>
        <div className="space-y-6">
          {loaderData.mapEmbed && (
            <EmbedFacade
              src={`https://maps.google.com/maps?q=${encodeURIComponent(loaderData.mapEmbed)}&output=embed`}
              title={t`Map of ${name}`}
              label={t`Show the map`}
              className="aspect-square"
            />
          )}
          {tagGroups.length > 0 && (
            <section aria-labelledby="good-to-know">
              <h2 id="good-to-know" className="mb-3 text-xl font-black">
                {t`Good to know`}
              </h2>
              <dl className="space-y-3">
                {tagGroups.map((group) => (
                  <div
                    key={group.label}
                    className="rounded-2xl border border-white/10 p-4"
                    data-tag-label={group.label}
                  >
                    <dt className="text-xs font-black tracking-widest text-amber-300">
                      {i18n._(TAG_LABEL_NAMES[group.label])}
                    </dt>
                    {group.tags.map((tag) => (
                      <dd key={tag.value} className="mt-2">
                        <strong>{tag.value}</strong>
                        {tag.desc && (
                          <span className="block text-sm text-zinc-300">{tag.desc}</span>
                        )}
                      </dd>
                    ))}
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
