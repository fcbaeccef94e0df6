import type { CallLane } from "#app/content/cosmic/call-ceiling.ts";
import { pathWithoutLocale } from "#app/i18n/locales.ts";
import { requestPath } from "./request-path.ts";

/**
 * The lane a page's CMS calls draw on: the home page (what readiness renders, and the page
 * most visits start at) keeps the reserved share; every other first render is a miss.
 */
export function laneOfPage(request: Request): CallLane {
  return pathWithoutLocale(requestPath(request)) === "/" ? "reserved" : "miss";
}
