import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { EmptyState, PageHeader, Section } from "#app/components/ui/party-grid.tsx";
import { VideoCard, videoPath } from "#app/components/ui/video-card.tsx";
import { VideoOrPoster } from "#app/components/ui/video-facade.tsx";
import { env } from "#app/config/env.server.ts";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { getTv } from "#app/content/types/media.server.ts";
import { criticalContent } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { Link } from "#app/i18n/links.tsx";
import { localizedPath } from "#app/i18n/locales.ts";
import { jsonLdText } from "#app/seo/json-ld.server.ts";
import { JsonLdScript } from "#app/seo/json-ld.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { videoObject } from "#app/seo/video-object.ts";
import type { Route } from "./+types/tv";

export const headers = pageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const tv = await criticalContent(() => getTv());
  const siteUrl = env().SITE_URL;
  const featured = tv?.featured;
  const structuredData = featured
    ? jsonLdText(
        videoObject(
          featured,
          `${siteUrl}${localizedPath(localeOf(request), videoPath(featured))}`,
          `${siteUrl}${PATHS.defaultLinkPreview}`,
        ),
        siteUrl,
      )
    : null;
  const i18n = i18nOf(request);
  const meta = pageMeta({
    i18n,
    title: t(i18n)`${PRODUCT_NAME} TV`,
    description: t(i18n)`Sets, venues and nights in ${PRODUCT_NAME}, on video.`,
    path: PATHS.tv,
  });
  return { tv, structuredData, meta };
}

export const meta: Route.MetaFunction = routeMeta;

export default function Tv({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { tv } = loaderData;
  const featured = tv?.featured;
  return (
    <div className="mx-auto max-w-6xl">
      {loaderData.structuredData && <JsonLdScript json={loaderData.structuredData} />}
      <PageHeader
        title={tv?.title ?? t`${PRODUCT_NAME} TV`}
        intro={t`Sets, venues and nights on video.`}
      />
      {!tv && <EmptyState>{t`No videos yet.`}</EmptyState>}
      {featured && (
        <section aria-labelledby="featured-video">
          <h2 id="featured-video" className="mb-3 text-2xl font-black">
            <Link to={videoPath(featured)} className="hover:underline">
              {featured.title}
            </Link>
          </h2>
          <VideoOrPoster video={featured} />
          {featured.caption && <p className="mt-3 text-zinc-300">{featured.caption}</p>}
        </section>
      )}
      {tv?.artist && (
        <p className="mt-6">
          {t`Featured artist:`}{" "}
          <Link to={PATHS.dj(tv.artist.slug)} className="font-bold underline">
            {tv.artist.title}
          </Link>
        </p>
      )}
      {tv && tv.suggestions.length > 0 && (
        <Section id="suggestions" title={t`Watch next`}>
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {tv.suggestions.map((video) => (
              <li key={video.slug}>
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
