import { redirect } from "react-router";
import { UNMATCHED_CACHE_CONTROL } from "#app/http/cache-control.ts";
import { localeOf } from "#app/i18n/catalogs.server.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import type { Route } from "./+types/unmatched";

/**
 * Any unknown path goes to the home page of its language (302, so a later real page can take
 * the path): /es/anything goes to /es/.
 */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(localizedPath(localeOf(request), "/"), {
    status: 302,
    headers: { "Cache-Control": UNMATCHED_CACHE_CONTROL },
  });
}

export default function Unmatched() {
  return null;
}
