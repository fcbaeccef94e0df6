import { t } from "@lingui/core/macro";
import { DEFAULT_TIME_ZONE, PATHS } from "#app/config/site.ts";
import { brandNamePattern, getBrandBySlug } from "#app/content/types/brands.server.ts";
import { getBrandParties } from "#app/content/types/parties.server.ts";
import { findClosedBrand } from "#app/directory/records.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { feedResponse } from "#app/http/feed-response.server.ts";
import { criticalContent, gone, notFound } from "#app/http/loader-answers.server.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import type { Route } from "./+types/brand-ics";

/** Subscribable feed of one brand's upcoming parties (found by the brand's name in the title). */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) notFound();
  if (findClosedBrand(params.slug)) gone();
  const brand = await criticalContent(() => getBrandBySlug(params.slug, 0));
  if (!brand) notFound();
  const parties = await criticalContent(() =>
    getBrandParties(new Date(), brandNamePattern(brand.title)),
  );
  const name = brand.title;
  return feedResponse(request, {
    name: t(i18nOf(request))`${name} parties`,
    parties,
    pagePath: PATHS.brand(brand.slug),
    timeZone: DEFAULT_TIME_ZONE,
    filename: `${brand.slug}.ics`,
  });
}
