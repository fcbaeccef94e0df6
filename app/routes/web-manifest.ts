import { t } from "@lingui/core/macro";
import { APP_BACKGROUND, APP_ICONS } from "#app/config/app-icons.ts";
import { PATHS, PRODUCT_NAME, SITE_NAME } from "#app/config/site.ts";
import { HOURLY_CACHE_CONTROL } from "#app/http/cache-control.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { LANGUAGE_TAG, localizedPath } from "#app/i18n/locales.ts";
import type { Route } from "./+types/web-manifest";

/** The web app manifest, in the page's language: the guide installs as an app that opens on its home. */
export function loader({ request }: Route.LoaderArgs) {
  const i18n = i18nOf(request);
  const locale = localeOf(request);
  const manifest = {
    id: "/",
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: t(
      i18n,
    )`Parties, clubs and DJs in ${PRODUCT_NAME} and the Mexican Caribbean, with a concierge to book your table.`,
    lang: LANGUAGE_TAG[locale],
    start_url: localizedPath(locale, PATHS.home),
    scope: "/",
    display: "standalone",
    background_color: APP_BACKGROUND,
    theme_color: APP_BACKGROUND,
    icons: APP_ICONS.map(({ path, size, purpose }) => ({
      src: path,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose,
    })),
    shortcuts: [
      { name: t(i18n)`My night`, url: localizedPath(locale, PATHS.myNight) },
      { name: t(i18n)`Calendar`, url: localizedPath(locale, PATHS.calendar) },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": HOURLY_CACHE_CONTROL,
    },
  });
}
