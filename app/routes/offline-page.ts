import { offlinePageHtml } from "#app/components/shell/offline-page.server.tsx";
import { HOURLY_CACHE_CONTROL } from "#app/http/cache-control.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import type { Route } from "./+types/offline-page";

/** The offline page the service worker keeps from its install on (scripts/service-worker.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(offlinePageHtml(localeOf(request), i18nOf(request)), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": HOURLY_CACHE_CONTROL,
      "X-Robots-Tag": "noindex",
    },
  });
}
