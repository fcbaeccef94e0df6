import { msg, plural, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { ConciergeButton } from "#app/components/shell/concierge-button.tsx";
import { SubscribeLink } from "#app/components/ui/calendar-links.tsx";
import { CmsHtml } from "#app/components/ui/cms-html.tsx";
import { EnglishOnlyNote } from "#app/components/ui/english-only-note.tsx";
import { DATES_PARAM, PagedParties } from "#app/components/ui/paged-parties.tsx";
import { Section } from "#app/components/ui/party-grid.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { env } from "#app/config/env.server.ts";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { toPlainText } from "#app/content/queries/sanitize.server.ts";
import { knownObjectOf } from "#app/content/queries/slug-index.server.ts";
import { brandNamePattern, getBrandBySlug } from "#app/content/types/brands.server.ts";
import { getBrandParties } from "#app/content/types/parties.server.ts";
import { DIRECTORY, findClosedBrand } from "#app/directory/records.ts";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import { pageFromSearch, pageOf, pageValueUsed } from "#app/domain/page-numbers.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { matchVenue } from "#app/domain/venue-matching.ts";
import {
  criticalContent,
  firstPageUnlessUsed,
  gone,
  notFound,
  pageFreshUntil,
} from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { Link } from "#app/i18n/links.tsx";
import { contentLangAttribute, DEFAULT_LOCALE, localizedPath } from "#app/i18n/locales.ts";
import { didYouMean } from "#app/search/search.server.ts";
import { brandOrganization } from "#app/seo/brand-organization.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { structuredData } from "#app/seo/json-ld.server.ts";
import { StructuredData } from "#app/seo/json-ld.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { nextPartyBooking } from "#app/view-models/booking.server.ts";
import { followLinks } from "#app/view-models/follow-links.server.ts";
import { listingContext, partyItemOf } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/brand";

/** The query parameters this page reads: the page of the brand's dates. */
const query = declareQuery(DATES_PARAM);
export const handle = query.handle;

export const headers = pageHeaders;

export async function loader({ params, request }: Route.LoaderArgs) {
  const rawPage = query.read(request)[DATES_PARAM];
  const i18n = i18nOf(request);
  if (!isPlausibleSlug(params.slug)) notFound();
  // Closed brands are permanently gone (product.md#content-types).
  if (findClosedBrand(params.slug)) gone();
  const now = new Date();
  const context = listingContext(request, now);
  // The brand's parties are found by its title: asked for with the brand when the slug list
  // already names it (one round trip); otherwise once the brand is found.
  const known =
    localeOf(request) === DEFAULT_LOCALE ? knownObjectOf(CMS_TYPES.brands, params.slug) : undefined;
  const partiesTitled = (title: string) =>
    optionalContent(getBrandParties(now, brandNamePattern(title)), null, "brand parties");
  const early = known ? { title: known.title, parties: partiesTitled(known.title) } : undefined;
  const light = await criticalContent(() => getBrandBySlug(params.slug, early ? 1 : 0));
  if (!light) notFound(await didYouMean(params.slug, "brand", new Date()));
  const [brand, parties] = await Promise.all([
    early ? light : optionalContent(getBrandBySlug(params.slug, 1), light, "brand detail"),
    early?.title === light.title ? early.parties : partiesTitled(light.title),
  ]);
  // The page's data holds what it shows: the brand without its history (hundreds of past
  // parties for a brand of many years), its latest nights and a count of the rest.
  const { pastParties: allPast, ...shownBrand } = brand ?? light;
  // A brand of many years lists its latest nights, not its whole history, on its page, each
  // with what its row shows (no image).
  const pastParties = allPast.slice(0, ROWS_SHOWN.brandPast).map((party) => {
    const venue = matchVenue(party.title, DIRECTORY, () => {});
    return {
      slug: party.slug,
      title: party.title,
      venueName: venue.name,
      venueRoute: venue.slug ? PATHS.club(venue.slug) : null,
    };
  });
  const coming = parties && pageOf(parties, pageFromSearch(rawPage), ROWS_SHOWN.brandComing);
  const name = light.title;
  const locale = localeOf(request);
  const siteUrl = env().SITE_URL;
  const path = PATHS.brand(light.slug);
  // A page number past the end is sent to the first page, rendering nothing (issue 54).
  firstPageUnlessUsed(
    request,
    "dates",
    pageValueUsed(rawPage, coming?.page ?? 1, (coming?.items.length ?? 0) > 0),
  );
  const datesPage = coming?.page ?? 1;
  const description =
    toPlainText(light.description, 160) || t(i18n)`${name} parties in ${PRODUCT_NAME}.`;
  return {
    meta: pageMeta({
      i18n,
      title: t(i18n)`${name}: parties and tickets`,
      description,
      path: datesPage > 1 ? `${path}?${DATES_PARAM}=${datesPage}` : path,
      image: shownBrand.image?.url,
      feed: { title: t(i18n)`${name} parties`, path: `/feeds/brands/${light.slug}/atom.xml` },
    }),
    structuredData: structuredData(
      siteUrl,
      brandOrganization(brand ?? light, `${siteUrl}${localizedPath(locale, path)}`),
      breadcrumbList(siteUrl, locale, [
        { name: t(i18n)`Brands`, path: PATHS.brands },
        { name, path },
      ]),
    ),
    now: now.toISOString(),
    brand: shownBrand,
    // null: the dates failed to load (said so, never "none announced"). A brand with many
    // dates has them in pages of the same size (`?dates=2`): every date is reachable.
    parties: coming === null ? null : coming.items.map((party) => partyItemOf(party, context)),
    totalParties: parties?.length ?? 0,
    datesPage,
    pastParties,
    earlierParties:
      allPast.length > ROWS_SHOWN.brandPast
        ? i18n._(
            msg({
              message: plural(allPast.length - ROWS_SHOWN.brandPast, {
                one: "# earlier party",
                other: "# earlier parties",
              }),
            }),
          )
        : null,
    description,
    booking: nextPartyBooking(parties, t(i18n)`${name}'s next party`, context, siteUrl),
    follow: followLinks(
      `/feeds/brands/${light.slug}/calendar.ics`,
      t(i18n)`Follow ${name}'s dates in your calendar`,
      context,
      `/feeds/brands/${light.slug}/atom.xml`,
    ),
    freshUntil: pageFreshUntil(),
  };
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
            <SubscribeLink follow={loaderData.follow} />
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
