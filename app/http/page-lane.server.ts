import { type CallLane, inBackgroundLane } from "#app/content/cosmic/call-ceiling.ts";
import { pathWithoutLocale } from "#app/i18n/locales.ts";
import { requestPath } from "./request-path.ts";

/**
 * The lane a page's CMS calls draw on: the home page (what readiness renders, and the page
 * most visits start at) keeps the reserved share; every other first render is a miss. A render
 * nobody waits on (the warm-up's) stays in the background lane.
 */
export function laneOfPage(request: Request): CallLane {
  if (inBackgroundLane()) return "background";
  return pathWithoutLocale(requestPath(request)) === "/" ? "reserved" : "miss";
}
