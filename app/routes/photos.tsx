import { t } from "@lingui/core/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { PageHeader } from "#app/components/ui/party-grid.tsx";
import { PhotoGallery } from "#app/components/ui/photo-gallery.tsx";
import { PATHS } from "#app/config/site.ts";
import { getPhotoGallery } from "#app/content/types/media.server.ts";
import { formatLongDate, isIsoDate } from "#app/domain/dates.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { criticalContent, notFound } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import { useLocale } from "#app/i18n/links.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import type { Route } from "./+types/photos";

export const headers = pageHeaders;

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) notFound();
  const gallery = await criticalContent(() => getPhotoGallery(params.slug));
  if (!gallery) notFound();
  const i18n = i18nOf(request);
  const meta = pageMeta({
    i18n,
    title: t(i18n)`${gallery.title}: photos`,
    description: gallery.caption || t(i18n)`Photos of ${gallery.title}.`,
    path: PATHS.photos(gallery.slug),
    image: gallery.photos[0]?.url,
  });
  return { gallery, meta };
}

export const meta: Route.MetaFunction = routeMeta;

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
