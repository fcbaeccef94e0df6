import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ErrorPage, errorMeta } from "#app/components/error-page.tsx";
import { ConciergeButton } from "#app/components/shell/concierge-button.tsx";
import { SubscribeLink } from "#app/components/ui/calendar-links.tsx";
import { CmsHtml } from "#app/components/ui/cms-html.tsx";
import { EmbedFacade } from "#app/components/ui/embed-facade.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { EmptyState, PartyGrid, Section } from "#app/components/ui/party-grid.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { ShareButton } from "#app/components/ui/share-button.tsx";
import { VideoFacade } from "#app/components/ui/video-facade.tsx";
import { env } from "#app/config/env.server.ts";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { gone, notFound, orEmpty, withContent } from "#app/content/errors.server.ts";
import { getClubCalendar } from "#app/content/parties.server.ts";
import { toPlainText } from "#app/content/sanitize.server.ts";
import { getClubBySlug, getVenueBySlug } from "#app/content/venues.server.ts";
import { fullAddress, mapsLink } from "#app/directory/maps.ts";
import { findClosedBrand, findDirectoryRecord } from "#app/directory/records.ts";
import { TAG_LABEL_NAMES } from "#app/directory/tag-label-names.ts";
import { TAG_LABELS } from "#app/directory/tag-labels.ts";
import { readableOn, SURFACES, TEXT_CONTRAST } from "#app/domain/contrast.ts";
import { cardOf } from "#app/domain/parties.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { formatDaysOpen, formatPriceLevel, venuePath } from "#app/domain/venue-paths.ts";
import { pageHeaders } from "#app/http/cache-control.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { i18nForPath } from "#app/i18n/i18n.ts";
import { useLocale } from "#app/i18n/links.tsx";
import { contentLangAttribute, localizedPath } from "#app/i18n/locales.ts";
import { clubCard, previewImage } from "#app/link-previews/cards.server.ts";
import { venueRoute } from "#app/route-data.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { jsonLdText } from "#app/seo/json-ld.server.ts";
import { JsonLdScript } from "#app/seo/json-ld.tsx";
import { pageMeta, siteUrlFrom } from "#app/seo/meta.ts";
import { nightClub } from "#app/seo/night-club.ts";
import type { Route } from "./+types/venue";

export const headers = pageHeaders;

export async function loader({ params, pattern, request }: Route.LoaderArgs) {
  const i18n = i18nOf(request);
  if (!isPlausibleSlug(params.slug)) notFound();
  if (findClosedBrand(params.slug)) gone();
  const { area } = venueRoute(pattern);
  const now = new Date();
  const venue = await withContent(() =>
    area ? getVenueBySlug(area.kind, params.slug) : getClubBySlug(params.slug),
  );
  // Destination clubs may exist only in the static directory (no CMS object yet).
  const record = area ? undefined : findDirectoryRecord(params.slug);
  if (!venue && (!record || record.kind === "brand")) notFound();
  const name = record?.name ?? venue?.title ?? params.slug;
  const parties = area ? [] : await orEmpty(getClubCalendar(params.slug, now), [], "club parties");
  const path = venue ? venuePath(venue.kind, venue.slug) : PATHS.club(params.slug);
  const areaName = area?.name ?? record?.area ?? PRODUCT_NAME;
  // The directory's caption is English: a Spanish description from Cosmic comes first on /es/.
  const translated = venue?.contentLang === "es" ? toPlainText(venue.description, 160) : "";
  const description =
    translated ||
    record?.caption ||
    toPlainText(venue?.description ?? "", 160) ||
    t(i18n)`${name} in ${PRODUCT_NAME}.`;
  const locale = localeOf(request);
  const siteUrl = env().SITE_URL;
  const address = record ? fullAddress(record) : "";
  return {
    now: now.toISOString(),
    path,
    areaName,
    venue,
    record: record ?? null,
    name,
    parties: parties.map(cardOf),
    feed: area ? null : `/feeds/clubs/${params.slug}/calendar.ics`,
    preview: previewImage(clubCard(venue, record, areaName, i18n), params.slug, locale),
    description,
    booking: { name },
    visit: {
      maps: record ? mapsLink(record) : null,
      address,
      price: formatPriceLevel(record?.priceLevel ?? null),
      days: formatDaysOpen(record?.daysOpen ?? [], locale),
    },
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
      <dd className="mt-1" lang={lang}>
        {value}
      </dd>
    </div>
  );
}

export default function VenuePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  // The built-in directory is written in English: on Spanish pages its text says so.
  const directoryLang = locale === "en" ? undefined : "en";
  const { venue, record, name, parties } = loaderData;
  const { maps, address, price, days } = loaderData.visit;
  const tagGroups = TAG_LABELS.map((label) => ({
    label,
    tags: (record?.tags ?? []).filter((tag) => tag.label === label),
  })).filter((group) => group.tags.length > 0);
  const accent = record?.color ?? "#0f766e";
  const embedQuery = record?.directions.mapEmbed || (address ? `${name}, ${address}` : "");
  return (
    <article className="mx-auto max-w-6xl">
      {loaderData.structuredData.map((json) => (
        <JsonLdScript key={json} json={json} />
      ))}
      <header
        className="overflow-hidden rounded-3xl border-t-4 bg-zinc-900"
        style={{ borderColor: accent }}
      >
        {venue?.image && (
          <ResponsiveImage
            image={venue.image}
            alt={name}
            width={1200}
            height={800}
            priority
            sizes="(min-width: 1024px) 1100px, 100vw"
            className="aspect-[3/2] max-h-[26rem] w-full object-cover"
          />
        )}
        <div className="p-5 sm:p-8">
          <p
            className="text-sm font-black tracking-wider uppercase"
            style={{
              color: loaderData.areaColor,
            }}
          >
            {loaderData.areaName}
          </p>
          <h1 className="mt-1 text-4xl font-black tracking-tight sm:text-5xl">{name}</h1>
          {record?.caption && (
            <p lang={directoryLang} className="mt-3 text-lg text-zinc-200">
              {record.caption}
            </p>
          )}
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <ConciergeButton intent="book" />
            <ShareButton page={{ title: name, path: loaderData.path }} />
            {record?.socials.instagram && (
              <NewTabLink
                href={`https://www.instagram.com/${encodeURIComponent(record.socials.instagram)}/`}
                className="btn btn-outline px-4 text-sm"
              >
                Instagram
              </NewTabLink>
            )}
            {loaderData.feed && (
              <SubscribeLink
                path={loaderData.feed}
                label={t`Subscribe to this club's parties (.ics)`}
              />
            )}
          </div>
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
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
          {tagGroups.length > 0 && (
            <section aria-labelledby="good-to-know" className="mt-8">
              <h2 id="good-to-know" className="mb-3 text-2xl font-black">
                {t`Good to know`}
              </h2>
              <dl className="grid gap-4 sm:grid-cols-2">
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
                      <dd key={tag.value} className="mt-2" lang={directoryLang}>
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
        <aside aria-label={t`Visit`} className="space-y-4">
          <dl className="card space-y-4 p-5">
            <Fact label={t`Price`} value={price || t`Not confirmed yet`} />
            <Fact label={t`Open`} value={days || t`Days not confirmed yet`} />
            <Fact
              label={t`Hours`}
              value={record?.openingHours || t`Not confirmed yet: ask the concierge`}
              lang={record?.openingHours ? directoryLang : undefined}
            />
            <Fact label={t`Address`} value={address || t`Not confirmed yet: ask the concierge`} />
          </dl>
          {record?.directions.approximate && (
            <p className="text-sm text-zinc-400">{t`The map position is approximate.`}</p>
          )}
          {maps && (
            <NewTabLink
              href={maps}
              className="btn btn-primary flex justify-center"
              data-testid="open-in-maps"
            >
              {t`Open in Maps`}
            </NewTabLink>
          )}
          {embedQuery && (
            <EmbedFacade
              src={`https://maps.google.com/maps?q=${encodeURIComponent(embedQuery)}&output=embed`}
              title={t`Map of ${name}`}
              label={t`Show the map`}
              className="aspect-square"
            />
          )}
        </aside>
      </div>

      {loaderData.feed && (
        <Section id="club-parties" title={t`Upcoming parties`}>
          {parties.length > 0 ? (
            <PartyGrid parties={parties} now={new Date(loaderData.now)} />
          ) : (
            <EmptyState>{t`No parties announced here yet.`}</EmptyState>
          )}
        </Section>
      )}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
