import { redirect } from "react-router";
import { nearestRoute } from "#app/domain/nearest-route.ts";
import { UNMATCHED_CACHE_CONTROL } from "#app/http/cache-control.ts";
import { localeOf } from "#app/i18n/catalogs.server.ts";
import { localizedPath, pathWithoutLocale } from "#app/i18n/locales.ts";
import type { Route } from "./+types/unmatched";

/**
 * An unknown path one typo or one guess from a route goes there ("/evnt/x" -> "/event/x"),
 * any other to the home page of its language (302, so a later real page can take the path):
 * /es/anything goes to /es/.
 */
export function loader({ request }: Route.LoaderArgs) {
  const near = nearestRoute(pathWithoutLocale(new URL(request.url).pathname));
  throw redirect(localizedPath(localeOf(request), near ?? "/"), {
    status: 302,
    headers: { "Cache-Control": UNMATCHED_CACHE_CONTROL },
  });
}

export default function Unmatched() {
  return null;
}
