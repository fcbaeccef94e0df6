import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { EmptyState, PageHeader } from "#app/components/ui/party-grid.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { PATHS, PRODUCT_SLUG } from "#app/config/site.ts";
import { getLinks } from "#app/content/types/links.server.ts";
import { criticalContent } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import { useLocalizedPath } from "#app/i18n/links.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import type { Route } from "./+types/official-sellers";

export const headers = pageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const sellers = await criticalContent(() => getLinks(`zamna-${PRODUCT_SLUG}-official-sellers`));
  const i18n = i18nOf(request);
  const meta = pageMeta({
    i18n,
    title: t(i18n)`Zamna official ticket sellers`,
    description: t(
      i18n,
    )`Buy Zamna tickets only from verified sellers. These are the ones we have checked.`,
    path: PATHS.officialSellers,
  });
  return { sellers, meta };
}

export const meta: Route.MetaFunction = routeMeta;

export default function OfficialSellers({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const localized = useLocalizedPath();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={t`Zamna official ticket sellers`}
        intro={t`Fake tickets circulate every season. Buy only from these verified sellers.`}
      />
      {loaderData.sellers.length === 0 && (
        <EmptyState>{t`No verified sellers are listed right now. Ask the concierge.`}</EmptyState>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        {loaderData.sellers.map((seller) => (
          <li key={seller.slug}>
            <a
              href={localized(seller.href || PATHS.brand(`zamna-${PRODUCT_SLUG}`))}
              {...(seller.href.startsWith("http")
                ? { target: "_blank", rel: "noopener noreferrer" }
                : {})}
              className="card flex items-center gap-4 p-4 hover:border-amber-400"
            >
              {seller.image && (
                <ResponsiveImage
                  image={seller.image}
                  alt=""
                  width={600}
                  height={600}
                  sizes="5rem"
                  className="h-20 w-20 rounded-xl object-cover"
                />
              )}
              <span className="text-lg font-extrabold">{seller.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
