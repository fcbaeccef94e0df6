import { PATHS } from "#app/config/site.ts";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";

/**
 * A plan's link (issue 53): the parties it holds as their slugs, one query parameter per kind of
 * party page (`e` for /event/, `c` for Los Cabos', `i` for Isla Mujeres'), joined by dots
 * (a dot is never in a slug, and a URL keeps it as it is). Nothing else: no account, nothing
 * stored on the server, no tracking. Four parties fit in well under 300 characters.
 */
export const PLAN_PARAMETERS = {
  e: CMS_TYPES.parties,
  c: CMS_TYPES.caboParties,
  i: CMS_TYPES.islaParties,
};

export type PlanParameter = keyof typeof PLAN_PARAMETERS;

const CABO_PREFIX = PATHS.caboEvent("");
const ISLA_PREFIX = PATHS.islaEvent("");

/** A plan shared from My night: the parties are in its query. */
export const PLAN_PATH: string = PATHS.plan;
/** The same parties as the site has them now, for My night to stay true. */
export const PLAN_STATUS_PATH = "/plan.json";

/** The plan's calendar feed, for the same parties: followed in a calendar app (issue 65). */
export const PLAN_FEED_PATH = "/feeds/plan.ics";

/** The image a plan's link previews with (og:image), for the same parties. */
export const PLAN_PREVIEW_PATH = "/og/plan.png";

/** The most parties a plan link names: a night out, or a weekend of them. */
export const MAX_PLAN_PARTIES = 12;

/**
 * The query of a plan naming the parties at `paths` ("e=cenote-sounds.zamna-opening"): each
 * kind's slugs sorted, so a plan is a set, not a list: every order of the same parties is one
 * spelling, one cached page, one CMS read and one preview (issue 64).
 */
function planSearch(paths: readonly string[]): string {
  const slugs: Record<PlanParameter, string[]> = { e: [], c: [], i: [] };
  for (const path of paths.slice(0, MAX_PLAN_PARTIES)) {
    // The paths are partyPath's (My night keeps them so): the prefix names the kind.
    const parameter = path.startsWith(CABO_PREFIX) ? "c" : path.startsWith(ISLA_PREFIX) ? "i" : "e";
    const slug = path.slice(path.lastIndexOf("/") + 1);
    if (isPlausibleSlug(slug) && !slugs[parameter].includes(slug)) slugs[parameter].push(slug);
  }
  const search = new URLSearchParams();
  for (const [parameter, list] of Object.entries(slugs))
    if (list.length > 0) search.set(parameter, list.sort().join("."));
  return search.toString();
}

/** The plan page's path for the parties at `paths` ("/plan?e=cenote-sounds.zamna-opening"). */
export function planPath(paths: readonly string[], page = PLAN_PATH): string {
  return `${page}?${planSearch(paths)}`;
}

/**
 * What a plan link names: the party paths, each once, in the link's order, at most
 * MAX_PLAN_PARTIES of them; `surplus`, the distinct entries past that limit (the page says it
 * shows the first ones); `search`, the link's one spelling of those paths; and whether the link
 * was spelled so. An entry that cannot be a slug is left out and not counted: what a link's junk
 * says is never repeated, not even as a number.
 */
export function planPaths(values: Partial<Record<PlanParameter, string | null>>): {
  paths: string[];
  surplus: number;
  search: string;
  canonical: boolean;
} {
  const paths: string[] = [];
  const seen = new Set<string>();
  let surplus = 0;
  const asked = new URLSearchParams();
  for (const parameter of ["e", "c", "i"] as const) {
    const value = values[parameter];
    if (!value) continue;
    asked.set(parameter, value);
    // An empty entry (two dots, a trailing one) names nothing.
    for (const slug of value.split(".").filter(Boolean)) {
      const path = partyPath({ kind: PLAN_PARAMETERS[parameter], slug });
      if (!isPlausibleSlug(slug) || seen.has(path)) continue;
      seen.add(path);
      if (paths.length >= MAX_PLAN_PARTIES) surplus += 1;
      else paths.push(path);
    }
  }
  const search = planSearch(paths);
  return { paths, surplus, search, canonical: surplus === 0 && asked.toString() === search };
}
