import { useLingui } from "@lingui/react/macro";
import { redirect } from "react-router";
import { routeMeta } from "#app/components/route-meta.ts";
import { PageHeader, Section } from "#app/components/ui/party-grid.tsx";
import { VideoCard, videoPath } from "#app/components/ui/video-card.tsx";
import { VideoOrPoster } from "#app/components/ui/video-facade.tsx";
import { env } from "#app/config/env.server.ts";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { getVideoBySlug, getVideos } from "#app/content/types/media.server.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { criticalContent, notFound } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { requestPath } from "#app/http/request-path.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { useLocalizedPath } from "#app/i18n/links.tsx";
import { localizedPath, pathWithoutLocale } from "#app/i18n/locales.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { structuredData } from "#app/seo/json-ld.server.ts";
import { StructuredData } from "#app/seo/json-ld.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { videoObject } from "#app/seo/video-object.ts";
import type { Route } from "./+types/video";

export const headers = pageHeaders;

/** One module for /{product}-videos/{klass}/{slug} and /{product}-shorts/{slug}. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) notFound();
  const video = await criticalContent(() => getVideoBySlug(params.slug));
  if (!video) notFound();
  const canonical = videoPath(video);
  if (pathWithoutLocale(requestPath(request)) !== canonical) {
    throw redirect(localizedPath(localeOf(request), canonical), 301);
  }
  const more = await optionalContent(getVideos(), [], "more videos");
  const locale = localeOf(request);
  const siteUrl = env().SITE_URL;
  const pageData = structuredData(
    siteUrl,
    videoObject(
      video,
      `${siteUrl}${localizedPath(locale, canonical)}`,
      `${siteUrl}${PATHS.defaultLinkPreview}`,
    ),
    breadcrumbList(siteUrl, locale, [
      { name: "TV", path: PATHS.tv },
      { name: video.title, path: canonical },
    ]),
  );
  return {
    meta: pageMeta({
      i18n: i18nOf(request),
      title: video.title,
      description: video.caption || video.title,
      path: canonical,
      image: video.image?.url,
    }),
    video,
    canonical,
    more: more.filter((v) => v.slug !== video.slug).slice(0, 4),
    structuredData: pageData,
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function VideoPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const localized = useLocalizedPath();
  const { video, more } = loaderData;
  return (
    <article className={`mx-auto ${video.short ? "max-w-md" : "max-w-5xl"}`}>
      <StructuredData texts={loaderData.structuredData} />
      <PageHeader title={video.title} intro={video.caption} />
      <VideoOrPoster video={video} />
      {more.length > 0 && (
        <Section id="more" title={t`More on ${PRODUCT_NAME} TV`}>
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {more.map((item) => (
              <li key={item.slug}>
                <VideoCard video={item} />
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <a href={localized(PATHS.tv)} className="link-accent">
              {t`All videos`}
            </a>
          </p>
        </Section>
      )}
    </article>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
