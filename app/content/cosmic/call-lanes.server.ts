import { requestPath } from "#app/http/request-path.ts";
import { pathWithoutLocale } from "#app/i18n/locales.ts";
import type { CallLane } from "./call-ceiling.ts";

export { inCallLane } from "./call-ceiling.ts";

/**
 * The lane a page's CMS calls draw on: the home page (what readiness renders, and the page
 * most visits start at) keeps the reserved share; every other first render is a miss.
 */
export function laneOfPage(request: Request): CallLane {
  return pathWithoutLocale(requestPath(request)) === "/" ? "reserved" : "miss";
}
