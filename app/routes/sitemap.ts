import { env } from "#app/config/env.server.ts";
import { notFound, withContent } from "#app/content/errors.server.ts";
import { SITEMAP_KINDS, sitemapEntries } from "#app/content/sitemap.server.ts";
import { escapeXml, xmlResponse } from "#app/http/xml.ts";
import type { Route } from "./+types/sitemap";

/** /sitemaps/{kind}-{n}.xml: one split file of the sitemap. */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^([a-z]+)-(\d{1,4})\.xml$/.exec(params.file);
  const kind = SITEMAP_KINDS.find((k) => k === match?.[1]);
  const page = Number(match?.[2]);
  if (!kind || !(page >= 1)) notFound();
  const entries = await withContent(() => sitemapEntries(kind, page, new Date()));
  if (entries.length === 0 && page > 1) notFound();
  const body = entries
    .map(
      (entry) =>
        `<url><loc>${escapeXml(`${env().SITE_URL}${entry.path}`)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("");
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`,
  );
}
