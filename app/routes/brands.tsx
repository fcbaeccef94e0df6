import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { PageHeader, PartyList, Section } from "#app/components/ui/party-grid.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { getBrands } from "#app/content/types/brands.server.ts";
import { getBrandParties } from "#app/content/types/parties.server.ts";
import { criticalContent } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import { Link } from "#app/i18n/links.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { listingContext, partyItemOf } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/brands";

export const headers = pageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const brands = await criticalContent(() => getBrands());
  const parties = await optionalContent(getBrandParties(now), [], "brand parties");
  const context = listingContext(request, now);
  const i18n = i18nOf(request);
  const meta = pageMeta({
    i18n,
    title: t(i18n)`${PRODUCT_NAME} production brands and festivals`,
    description: t(
      i18n,
    )`The party brands behind ${PRODUCT_NAME}'s jungle and beach events, and their next dates.`,
    path: PATHS.brands,
  });
  return { brands, parties: parties.map((party) => partyItemOf(party, context)), meta };
}

export const meta: Route.MetaFunction = routeMeta;

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t`Production brands`}
        intro={t`The people behind ${PRODUCT_NAME}'s biggest nights.`}
      />
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {loaderData.brands.map((brand) => (
          <li key={brand.slug}>
            <Link to={PATHS.brand(brand.slug)} className="card group block overflow-hidden">
              {brand.logo ? (
                <ResponsiveImage
                  image={brand.logo}
                  alt=""
                  width={400}
                  height={400}
                  sizes="(min-width: 1024px) 25vw, 50vw"
                  className="aspect-square w-full object-cover"
                />
              ) : (
                <div className="aspect-square bg-zinc-800" />
              )}
              <h2 className="p-3 font-extrabold group-hover:underline">{brand.title}</h2>
            </Link>
          </li>
        ))}
      </ul>
      <Section id="brand-parties" title={t`Next brand nights`}>
        <PartyList parties={loaderData.parties} />
      </Section>
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
