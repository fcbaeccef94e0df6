import { env } from "#app/config/env.server.ts";
import { PATHS } from "#app/config/site.ts";
import { HOURLY_CACHE_CONTROL } from "#app/http/cache-control.ts";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /l",
    "Disallow: /image_inspector",
    `Disallow: ${PATHS.search}?`,
    "",
    `Sitemap: ${env().SITE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": HOURLY_CACHE_CONTROL,
    },
  });
}
