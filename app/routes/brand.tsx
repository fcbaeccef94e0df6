import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { ServerMarkup } from "#app/components/server-markup.tsx";
import { ConciergeButton } from "#app/components/shell/concierge-button.tsx";
import { CmsHtml } from "#app/components/ui/cms-html.tsx";
import { EnglishOnlyNote } from "#app/components/ui/english-only-note.tsx";
import { followMenuMarkup } from "#app/components/ui/follow-menu.server.tsx";
import { DATES_PARAM, PagedParties } from "#app/components/ui/paged-parties.tsx";
import { Section } from "#app/components/ui/party-grid.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { env } from "#app/config/env.server.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { knownObjectOf } from "#app/content/queries/slug-index.server.ts";
import { brandNamePattern, getBrandBySlug } from "#app/content/types/brands.server.ts";
import { getBrandParties } from "#app/content/types/parties.server.ts";
import { findClosedBrand } from "#app/directory/records.ts";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import { pageFromSearch, pageValueUsed } from "#app/domain/page-numbers.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import { criticalDetail, plausibleSlug } from "#app/http/detail-page.server.ts";
import { firstPageUnlessUsed, gone, pageFreshUntil } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { Link } from "#app/i18n/links.tsx";
import { contentLangAttribute, DEFAULT_LOCALE } from "#app/i18n/locales.ts";
import { StructuredData } from "#app/seo/json-ld.tsx";
import { brandPage } from "#app/view-models/brand-page.server.ts";
import { listingContext } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/brand";

/** The query parameters this page reads: the page of the brand's dates. */
const query = declareQuery(DATES_PARAM);
export const handle = query.handle;

export const headers = pageHeaders;

export async function loader({ params, request }: Route.LoaderArgs) {
  const rawPage = query.read(request)[DATES_PARAM];
  const slug = plausibleSlug(params.slug);
  // Closed brands are permanently gone (product.md#content-types).
  if (findClosedBrand(slug)) gone();
  const now = new Date();
  const context = listingContext(request, now);
  // Optional first: the brand's parties, found by its title, asked for with the brand when the
  // slug list already names it (one round trip); otherwise once the brand is found.
  const known =
    context.locale === DEFAULT_LOCALE ? knownObjectOf(CMS_TYPES.brands, slug) : undefined;
  const partiesTitled = (title: string) =>
    optionalContent(getBrandParties(now, brandNamePattern(title)), null, "brand parties");
  const early = known ? { title: known.title, parties: partiesTitled(known.title) } : undefined;
  // Then the critical read: the brand (its light version while the parties are on their way).
  const light = await criticalDetail(slug, "brand", () => getBrandBySlug(slug, early ? 1 : 0), now);
  const [brand, parties] = await Promise.all([
    early ? light : optionalContent(getBrandBySlug(slug, 1), light, "brand detail"),
    early?.title === light.title ? early.parties : partiesTitled(light.title),
  ]);
  const page = brandPage(
    { light, brand, parties, page: pageFromSearch(rawPage) },
    context,
    env().SITE_URL,
  );
  // A page number past the end is sent to the first page, rendering nothing (issue 54).
  firstPageUnlessUsed(
    request,
    "dates",
    pageValueUsed(rawPage, page.datesPage, (page.parties?.length ?? 0) > 0),
  );
  return { ...page, follow: followMenuMarkup(page.follow), freshUntil: pageFreshUntil() };
}

export const meta: Route.MetaFunction = routeMeta;

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { brand, parties, pastParties, earlierParties } = loaderData;
  return (
    <article className="mx-auto max-w-6xl">
      <StructuredData texts={loaderData.structuredData} />
      <EnglishOnlyNote item={brand} />
      <header className="overflow-hidden rounded-3xl bg-zinc-900">
        {brand.image && (
          <ResponsiveImage
            image={brand.image}
            alt={brand.title}
            width={1200}
            height={800}
            priority
            className="aspect-[3/1] w-full object-cover"
          />
        )}
        <div className="p-5 sm:p-8">
          <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{brand.title}</h1>
          {brand.description && (
            <CmsHtml
              html={brand.description}
              lang={contentLangAttribute(brand)}
              className="mt-2 text-lg text-zinc-200"
            />
          )}
          <div className="mt-5 flex flex-wrap items-center gap-4">
            <ConciergeButton intent="book" />
            <ServerMarkup markup={loaderData.follow} />
          </div>
        </div>
      </header>
      {brand.content && (
        <CmsHtml
          html={brand.content}
          lang={contentLangAttribute(brand)}
          className="mt-8 text-zinc-100"
        />
      )}
      <PagedParties
        id="next"
        title={t`Next parties`}
        parties={parties}
        total={loaderData.totalParties}
        page={loaderData.datesPage}
        size={ROWS_SHOWN.brandComing}
        empty={t`No dates announced yet.`}
      />
      {pastParties.length > 0 && (
        <Section id="past" title={t`Past parties`}>
          <ul className="space-y-2">
            {pastParties.map((party) => (
              <li key={party.slug} className="rounded-xl border border-white/10 p-3">
                <span className="font-bold">{party.title.split(" @ ")[0]}</span>
                {party.venueName && (
                  <span className="text-zinc-300">
                    {" "}
                    {t`at`}{" "}
                    {party.venueRoute ? (
                      <Link to={party.venueRoute} className="underline">
                        {party.venueName}
                      </Link>
                    ) : (
                      party.venueName
                    )}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {earlierParties && <p className="mt-3 text-sm text-zinc-300">{earlierParties}</p>}
        </Section>
      )}
    </article>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
