import type { Party } from "#app/domain/content-types.ts";
import { planPaths } from "#app/domain/plan-link.ts";
import { readPlan } from "#app/view-models/shared-plan.server.ts";
import { criticalContent, inItsSpelling, notFound } from "./loader-answers.server.ts";
import { planQuery } from "./plan-query.ts";

/**
 * The opening of a shared plan's page and of its feed: the plan in its one spelling (any other a
 * 301 before any read), its parties as the CMS has them now (a 503 while it cannot answer), a
 * 404 when none of them is there; `partial` when some were not, so the answer is kept nowhere
 * (made-up plans must not fill the page cache or a CDN's).
 */
export async function readSharedPlan(
  request: Request,
): Promise<{ found: Map<string, Party>; asked: number; surplus: number; partial: boolean }> {
  const spelling = inItsSpelling(request, planPaths(planQuery.read(request)));
  const found = await criticalContent(() => readPlan(spelling));
  if (found.size === 0) notFound();
  const asked = spelling.paths.length;
  return {
    found,
    asked,
    surplus: spelling.surplus,
    partial: found.size < asked || spelling.surplus > 0,
  };
}
