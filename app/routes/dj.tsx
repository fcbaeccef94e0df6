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
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { toPlainText } from "#app/content/queries/sanitize.server.ts";
import { knownObjectOf } from "#app/content/queries/slug-index.server.ts";
import { getArtistBySlug, getArtistHighlight } from "#app/content/types/artists.server.ts";
import { getScheduleSets } from "#app/content/types/dj-schedule.server.ts";
import { getArtistParties } from "#app/content/types/parties.server.ts";
import { isPlausibleSlug, textSlug } from "#app/domain/slug.ts";
import { criticalContent, notFound } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { i18nForPath } from "#app/i18n/i18n.ts";
import { Link } from "#app/i18n/links.tsx";
import { contentLangAttribute, DEFAULT_LOCALE, localizedPath } from "#app/i18n/locales.ts";
import { djCard, previewImage } from "#app/link-previews/cards.server.ts";
import { didYouMean } from "#app/search/search.server.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { djPerson } from "#app/seo/dj-person.ts";
import { jsonLdText } from "#app/seo/json-ld.server.ts";
import { JsonLdScript } from "#app/seo/json-ld.tsx";
import { pageMeta, siteUrlFrom } from "#app/seo/meta.ts";
import { djDates } from "#app/view-models/dj-dates.server.ts";
import { listingContext } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/dj";

export const headers = pageHeaders;

export async function loader({ params, request }: Route.LoaderArgs) {
  const i18n = i18nOf(request);
  if (!isPlausibleSlug(params.slug)) notFound();
  const now = new Date();
  // The DJ's dates and highlight are asked for with the DJ when the slug list already names the
  // DJ's id (one round trip); otherwise once the DJ is found.
  const known =
    localeOf(request) === DEFAULT_LOCALE ? knownObjectOf("artists", params.slug) : undefined;
  const early = known
    ? {
        id: known.id,
        parties: optionalContent(getArtistParties(known.id, now), null, "artist parties"),
        highlight: optionalContent(getArtistHighlight(params.slug), null, "artist highlight"),
      }
    : undefined;
  const artist = await criticalContent(async () => {
    try {
      return await getArtistBySlug(params.slug);
    } catch (error) {
      console.error(`Artist Error: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  });
  if (!artist) notFound(await didYouMean(params.slug, "dj", new Date()));
  const context = listingContext(request, now);
  // The schedule's sets (warm: the calendar reads them) give the DJ's own time at each party.
  const sets = optionalContent(getScheduleSets(now), [], "DJ schedule");
  const [parties, highlight] = await Promise.all(
    early?.id === artist.id
      ? [early.parties, early.highlight]
      : [
          optionalContent(getArtistParties(artist.id, now), null, "artist parties"),
          optionalContent(getArtistHighlight(artist.slug), null, "artist highlight"),
        ],
  );
  const name = artist.title;
  const locale = localeOf(request);
  const siteUrl = env().SITE_URL;
  const path = PATHS.dj(artist.slug);
  return {
    structuredData: [
      djPerson(artist, `${siteUrl}${localizedPath(locale, path)}`),
      breadcrumbList(siteUrl, locale, [
        { name: "DJs", path: PATHS.djs },
        { name, path },
      ]),
    ].map((data) => jsonLdText(data, siteUrl)),
    artist,
    highlight,
    ...djDates(parties, await sets, path, context),
    description:
      artist.short || toPlainText(artist.content, 160) || t(i18n)`${name}, DJ in ${PRODUCT_NAME}.`,
    booking: { name: t(i18n)`${name}'s next set` },
    preview: previewImage(djCard(artist, i18n), artist.slug, localeOf(request)),
  };
}

export function meta({ loaderData, matches, location, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, location);
  const i18n = i18nForPath(location.pathname);
  return pageMeta({
    i18n,
    title: t(i18n)`${loaderData.artist.title}: DJ sets in ${PRODUCT_NAME}`,
    description: loaderData.description,
    path: PATHS.dj(loaderData.artist.slug),
    siteUrl: siteUrlFrom(matches),
    preview: loaderData.preview,
  });
}

export default function Dj({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { artist, upcoming, highlight } = loaderData;
  const artistName = artist.title;
  const accent = artist.primaryColor ?? "#0f766e";
  const listeners = artist.spotifyListeners;
  return (
    <article className="mx-auto max-w-6xl">
      {loaderData.structuredData.map((json) => (
        <JsonLdScript key={json} json={json} />
      ))}
      <EnglishOnlyNote item={artist} />
      <header
        className="grid gap-6 overflow-hidden rounded-3xl border-t-4 bg-zinc-900 p-5 sm:p-8 md:grid-cols-[18rem_1fr]"
        style={{ borderColor: accent }}
      >
        {artist.image && (
          <ResponsiveImage
            image={artist.image}
            alt={artist.title}
            width={800}
            height={800}
            priority
            sizes="(min-width: 768px) 18rem, 7rem"
            // A small portrait on a phone: the name and the dates come first.
            className="aspect-square w-28 rounded-2xl object-cover md:w-full"
          />
        )}
        <div>
          <p className="text-sm font-black tracking-wider text-amber-300 uppercase">
            {textSlug(artist.genre) ? (
              <Link to={PATHS.genre(textSlug(artist.genre))} className="hover:underline">
                {artist.genre}
              </Link>
            ) : (
              artist.genre
            )}
            {artist.flag && <span className="ml-2 text-zinc-300">· {artist.flag}</span>}
          </p>
          <h1 className="mt-1 text-4xl font-black tracking-tight sm:text-5xl">{artist.title}</h1>
          {artist.headline && (
            <p lang={contentLangAttribute(artist)} className="mt-3 text-lg text-zinc-200">
              {artist.headline}
            </p>
          )}
          {listeners !== null && (
            <p className="mt-2 text-sm text-zinc-300">
              {artist.spotifyId ? (
                <NewTabLink
                  href={`https://open.spotify.com/artist/${encodeURIComponent(artist.spotifyId)}`}
                  className="underline hover:text-white"
                >
                  {t({
                    message: plural(listeners, {
                      one: "# monthly listener on Spotify",
                      other: "# monthly listeners on Spotify",
                    }),
                  })}
                </NewTabLink>
              ) : (
                t({
                  message: plural(listeners, {
                    one: "# monthly listener on Spotify",
                    other: "# monthly listeners on Spotify",
                  }),
                })
              )}
            </p>
          )}
          <div className="mt-5 flex flex-wrap gap-3">
            <ConciergeButton intent="book" />
            <ShareButton page={{ title: artist.title, path: PATHS.dj(artist.slug) }} />
            {artist.instagram && (
              <NewTabLink
                href={`https://www.instagram.com/${encodeURIComponent(artist.instagram)}/`}
                className="btn btn-outline px-4 text-sm"
              >
                Instagram
              </NewTabLink>
            )}
          </div>
          <div className="mt-4">
            <SubscribeLink
              path={`/feeds/djs/${artist.slug}/calendar.ics`}
              label={t`Subscribe to ${artistName}'s dates (.ics)`}
            />
          </div>
        </div>
      </header>

      {/* Issue 42: the dates lead, before the bio and the players. */}
      <Section id="upcoming" title={t`Upcoming dates`}>
        {upcoming === null ? (
          <PartiesNotLoaded />
        ) : upcoming.length > 0 ? (
          <>
            <PartyList parties={upcoming} />
            {loaderData.moreDates > 0 && (
              <MoreLink to={`${PATHS.search}?q=${encodeURIComponent(artist.title)}&kind=party`}>
                {t({
                  message: plural(loaderData.moreDates, {
                    one: "# more date",
                    other: "# more dates",
                  }),
                })}
              </MoreLink>
            )}
          </>
        ) : (
          <EmptyState>
            {t`No upcoming dates announced. Ask the concierge about private bookings.`}
          </EmptyState>
        )}
      </Section>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          <div lang={contentLangAttribute(artist)}>
            {artist.short && <p className="text-lg">{artist.short}</p>}
            {artist.content && <CmsHtml html={artist.content} className="text-zinc-100" />}
          </div>
          {artist.caption && <p className="mt-4 text-sm text-zinc-400">{artist.caption}</p>}
        </div>
        <aside className="space-y-4" aria-label={t`Listen and watch`}>
          {artist.spotifyId && (
            <EmbedFacade
              src={`https://open.spotify.com/embed/artist/${artist.spotifyId}`}
              title={t`${artistName} on Spotify`}
              label={t`Play on Spotify`}
              className="h-80"
            />
          )}
          {artist.soundcloud && (
            <EmbedFacade
              src={`https://w.soundcloud.com/player/?url=${encodeURIComponent(artist.soundcloud)}&visual=true`}
              title={t`${artistName} on SoundCloud`}
              label={t`Play on SoundCloud`}
              className="h-80"
            />
          )}
          {artist.videoId && (
            <figure>
              <VideoFacade
                videoId={artist.videoId}
                title={artist.videoTitle || artist.title}
                poster={artist.image?.url}
              />
              {(artist.videoTitle || artist.videoCaption) && (
                <figcaption className="mt-2 text-sm text-zinc-300">
                  <strong>{artist.videoTitle}</strong> {artist.videoCaption}
                </figcaption>
              )}
            </figure>
          )}
          {highlight?.image && (
            <figure className="overflow-hidden rounded-2xl border border-amber-400/60">
              <img
                src={highlight.image}
                alt={highlight.title}
                width={800}
                height={800}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
              <figcaption className="p-3 text-sm font-bold">{highlight.title}</figcaption>
            </figure>
          )}
        </aside>
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
