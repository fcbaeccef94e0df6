import { type CallLane, chosenCallLane } from "#app/content/cosmic/call-ceiling.ts";
import { pathWithoutLocale } from "#app/i18n/locales.ts";
import { requestPath } from "./request-path.ts";

/**
 * The lane a page's CMS calls draw on: the home page (what readiness renders, and the page
 * most visits start at) keeps the reserved share; every other first render is a miss. A lane
 * chosen around the render (the warm-up's background) is kept.
 */
export function laneOfPage(request: Request): CallLane {
  return (
    chosenCallLane() ?? (pathWithoutLocale(requestPath(request)) === "/" ? "reserved" : "miss")
  );
}
