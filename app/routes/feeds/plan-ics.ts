import { t } from "@lingui/core/macro";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { isOver } from "#app/domain/time/index.ts";
import { NO_STORE } from "#app/http/cache-control.ts";
import { icsResponse } from "#app/http/ics-response.server.ts";
import { planQuery } from "#app/http/plan-query.ts";
import { readSharedPlan } from "#app/http/shared-plan.server.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import type { Route } from "./+types/plan-ics";

/** The plan's parties, as plan links name them (plan-link.ts); every other parameter is ignored. */
export const handle = planQuery.handle;

/**
 * A shared plan followed in a calendar app (issue 65): the plan's coming parties as the CMS has
 * them now, so a friend's calendar moves when a party moves. One spelling per plan, as the plan
 * page: any other is sent to it, and a plan naming parties that are not there is kept nowhere.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const { found, partial } = await readSharedPlan(request);
  const parties = [...found.values()].filter((party) => !isOver(party, now));
  const response = icsResponse(
    request,
    t(i18nOf(request))`A shared plan`,
    parties,
    DEFAULT_TIME_ZONE,
    "plan.ics",
  );
  if (partial) response.headers.set("Cache-Control", NO_STORE);
  return response;
}
