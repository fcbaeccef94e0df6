import { venueRecordOf } from "#app/directory/party-venue.ts";
import { planPaths } from "#app/domain/plan-link.ts";
import { NO_STORE, PAGE_CACHE_CONTROL } from "#app/http/cache-control.ts";
import { CONTENT_UNAVAILABLE_HEADERS, inItsSpelling } from "#app/http/loader-answers.server.ts";
import { planQuery } from "#app/http/plan-query.ts";
import { savedPartyOf } from "#app/my-night/saved-parties.ts";
import { readPlan } from "#app/view-models/shared-plan.server.ts";
import type { Route } from "./+types/plan-json";

/** The plan's parties, as plan links name them (plan-link.ts); nothing else makes an answer differ. */
export const handle = planQuery.handle;

/**
 * What My night asks to stay true (issue 53): each saved party as the site says it is now (its
 * date, hours and status: cancelled, postponed, rescheduled, sold out) and its venue, for the
 * paths a plan link names, in one small answer cached like a page. A path that names no party
 * is left out; while the CMS cannot answer, an empty answer with 503 (the saved copies stand).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const spelling = inItsSpelling(request, planPaths(planQuery.read(request)));
  try {
    const found = await readPlan(spelling);
    // A plan with entries it could not find or could not hold is answered, but kept nowhere.
    const kept = found.size === spelling.paths.length && spelling.surplus === 0;
    const headers = {
      "Cache-Control": kept ? PAGE_CACHE_CONTROL : NO_STORE,
      "X-Robots-Tag": "noindex",
    };
    const saved = [...found.values()].map((party) => ({
      party: savedPartyOf(party),
      venue: venueRecordOf(party)?.name ?? party.venue?.title ?? null,
    }));
    return Response.json({ saved }, { headers });
  } catch (error) {
    console.warn(`plan: ${error instanceof Error ? error.message : String(error)}`);
    return Response.json({ saved: [] }, { status: 503, headers: CONTENT_UNAVAILABLE_HEADERS });
  }
}
