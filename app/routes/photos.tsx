import { t } from "@lingui/core/macro";
import { errorMeta } from "#app/components/error-page.tsx";
import { PageHeader } from "#app/components/ui/party-grid.tsx";
import { PhotoGallery } from "#app/components/ui/photo-gallery.tsx";
import { PATHS } from "#app/config/site.ts";
import { getPhotoGallery } from "#app/content/types/media.server.ts";
import { formatLongDate, isIsoDate } from "#app/domain/dates.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { criticalContent, notFound } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nForPath } from "#app/i18n/i18n.ts";
import { useLocale } from "#app/i18n/links.tsx";
import { pageMeta, siteUrlFrom } from "#app/seo/meta.ts";
import type { Route } from "./+types/photos";

export const headers = pageHeaders;

export async function loader({ params }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) notFound();
  const gallery = await criticalContent(() => getPhotoGallery(params.slug));
  if (!gallery) notFound();
  return { gallery };
}

export function meta({ loaderData, matches, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, location);
  const i18n = i18nForPath(location.pathname);
  return pageMeta({
    i18n,
    title: t(i18n)`${loaderData.gallery.title}: photos`,
    description: loaderData.gallery.caption || t(i18n)`Photos of ${loaderData.gallery.title}.`,
    path: PATHS.photos(loaderData.gallery.slug),
    siteUrl: siteUrlFrom(matches),
    image: loaderData.gallery.photos[0]?.url,
  });
}

export default function Photos({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { gallery } = loaderData;
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={gallery.title}
        intro={[
          gallery.caption,
          isIsoDate(gallery.date) ? formatLongDate(gallery.date, locale) : "",
        ]
          .filter(Boolean)
          .join(" · ")}
      />
      <PhotoGallery photos={gallery.photos} title={gallery.title} />
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
