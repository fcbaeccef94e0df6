import { plural, t } from "@lingui/core/macro";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { getPartiesAtPaths } from "#app/content/types/parties.server.ts";
import { foundParty } from "#app/discovery/discovery.server.ts";
import type { Party } from "#app/domain/content-types.ts";
import { formatLongDate } from "#app/domain/dates.ts";
import { MAX_PLAN_PARTIES } from "#app/domain/plan-link.ts";
import { isOver, partyNight, sortByStart, tonightIn } from "#app/domain/time/index.ts";
import { type ListingContext, partyItemOf } from "./party-items.server.ts";
import { tonightPicture } from "./tonight-picture.server.ts";

/**
 * The parties a plan link names (its `paths`, as planPaths reads them), as the CMS has them now,
 * by path: one call per kind of party page, none for a slug the site's slug lists know to name no
 * party, and one cache entry for every order of the same parties (getPartiesAtPaths sorts them).
 */
export function readPlan({ paths }: { paths: readonly string[] }): Promise<Map<string, Party>> {
  return getPartiesAtPaths(paths);
}

/**
 * A shared plan's page (issue 53): its parties not over yet in the order they start, each as
 * the lists show it (when, until when, venue and its kind, area, price or "not announced", age)
 * with its status as the CMS says it now; a line for parties it could not find (a wrong link,
 * or taken down: at most MAX_PLAN_PARTIES, never the link's junk) and one when the link named
 * more than a plan holds; and what to say when every party is over.
 */
export function planPage(
  found: readonly Party[],
  { asked, surplus }: { asked: number; surplus: number },
  context: ListingContext,
) {
  const { i18n, locale, now } = context;
  const coming = sortByStart(found).filter((party) => !isOver(party, now));
  const missing = Math.max(0, asked - found.length);
  const nights = [...new Set(coming.map(partyNight))];
  const first = nights[0];
  const day = first ? formatLongDate(first, locale) : "";
  const last = nights.at(-1);
  const lastDay = last ? formatLongDate(last, locale) : "";
  return {
    title:
      nights.length === 0
        ? t(i18n)`A shared plan`
        : nights.length === 1
          ? t(i18n)`A night out: ${day}`
          : // Both ends: "from" alone read as "since" in Spanish (issue 66).
            t(i18n)`A plan: ${day} to ${lastDay}`,
    parties: coming.map((party) => partyItemOf(party, context)),
    missing:
      missing > 0
        ? t(i18n)({
            message: plural(missing, {
              one: "# party of this plan could not be found: its link may be wrong, or it was taken down.",
              other:
                "# parties of this plan could not be found: their links may be wrong, or they were taken down.",
            }),
          })
        : null,
    surplus:
      surplus > 0
        ? t(
            i18n,
          )`This link names more parties than a plan holds: showing the first ${MAX_PLAN_PARTIES}.`
        : null,
    allOver: found.length > 0 && coming.length === 0,
    // A plan of one night is drawn as Today draws tonight: bars from start to end.
    picture:
      nights.length === 1
        ? tonightPicture(
            coming.map((party) => foundParty(party)),
            undefined,
            context,
            first === tonightIn(now, DEFAULT_TIME_ZONE),
          )
        : null,
  };
}
