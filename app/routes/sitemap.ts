import { env } from "#app/config/env.server.ts";
import { criticalContent, notFound } from "#app/http/loader-answers.server.ts";
import { escapeXml, xmlResponse } from "#app/http/xml.ts";
import { LANGUAGE_TAG, LOCALES, type Locale, localizedPath } from "#app/i18n/locales.ts";
import { SITEMAP_KINDS, sitemapEntries } from "#app/seo/sitemap.server.ts";
import type { Route } from "./+types/sitemap";

/** /sitemaps/{kind}-{n}.xml: one split file of the sitemap. */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^([a-z]+)-([1-9]\d{0,3})\.xml$/.exec(params.file);
  const kind = SITEMAP_KINDS.find((k) => k === match?.[1]);
  const page = Number(match?.[2]);
  if (!kind || !(page >= 1)) notFound();
  const entries = await criticalContent(() => sitemapEntries(kind, page));
  if (entries.length === 0 && page > 1) notFound();
  const siteUrl = env().SITE_URL;
  const url = (locale: Locale, path: string) =>
    escapeXml(`${siteUrl}${localizedPath(locale, path)}`);
  // Every page in both languages, each listing all its versions (hreflang, x-default = English).
  const body = entries
    .flatMap((entry) => {
      const alternates = [
        ...LOCALES.map(
          (locale) =>
            `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAG[locale]}" href="${url(locale, entry.path)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${url("en", entry.path)}"/>`,
      ].join("");
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : "";
      return LOCALES.map(
        (locale) => `<url><loc>${url(locale, entry.path)}</loc>${lastmod}${alternates}</url>`,
      );
    })
    .join("");
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${body}</urlset>`,
  );
}
