import { env } from "#app/config/env.server.ts";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { localDate } from "#app/domain/dates.ts";
import { criticalContent } from "#app/http/loader-answers.server.ts";
import { escapeXml, xmlResponse } from "#app/http/xml.ts";
import { sitemapFiles } from "#app/seo/sitemap.server.ts";

/** /sitemap.xml: an index of the per-type sitemaps. */
export async function loader() {
  const now = new Date();
  const files = await criticalContent(() => sitemapFiles());
  // The destination's day, as its entries' lastmod are on its clock.
  const today = localDate(now, DEFAULT_TIME_ZONE);
  const body = files
    .map(
      ({ kind, page }) =>
        `<sitemap><loc>${escapeXml(`${env().SITE_URL}/sitemaps/${kind}-${page}.xml`)}</loc><lastmod>${today}</lastmod></sitemap>`,
    )
    .join("");
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>`,
  );
}
