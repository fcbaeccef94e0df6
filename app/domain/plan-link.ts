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
export const PLAN_PATH = "/plan";
/** The same parties as the site has them now, for My night to stay true. */
export const PLAN_STATUS_PATH = "/plan.json";

/** The image a plan's link previews with (og:image), for the same parties. */
export const PLAN_PREVIEW_PATH = "/og/plan.png";

/** The most parties a plan link names: a night out, or a weekend of them. */
export const MAX_PLAN_PARTIES = 12;

/** The plan page's path for the parties at `paths` ("/plan?e=zamna-opening.cenote-sounds"). */
export function planPath(paths: readonly string[], page = PLAN_PATH): string {
  const slugs: Record<PlanParameter, string[]> = { e: [], c: [], i: [] };
  for (const path of paths.slice(0, MAX_PLAN_PARTIES)) {
    // The paths are partyPath's (My night keeps them so): the prefix names the kind.
    const parameter = path.startsWith(CABO_PREFIX) ? "c" : path.startsWith(ISLA_PREFIX) ? "i" : "e";
    const slug = path.slice(path.lastIndexOf("/") + 1);
    if (isPlausibleSlug(slug)) slugs[parameter].push(slug);
  }
  const search = new URLSearchParams();
  for (const [parameter, list] of Object.entries(slugs))
    if (list.length > 0) search.set(parameter, list.join("."));
  return `${page}?${search}`;
}

/**
 * The party paths a plan link names, each once, in the link's order, at most MAX_PLAN_PARTIES;
 * `refused` counts the entries that cannot be a party (made up, duplicated, past the limit), so
 * the page can say some were not found without repeating what they said.
 */
export function planPaths(values: Partial<Record<PlanParameter, string | null>>): {
  paths: string[];
  refused: number;
} {
  const paths: string[] = [];
  let refused = 0;
  for (const parameter of ["e", "c", "i"] as const) {
    const value = values[parameter];
    if (!value) continue;
    // An empty entry (two dots, a trailing one) names nothing and is not counted.
    for (const slug of value.split(".").filter(Boolean)) {
      const path = partyPath({ kind: PLAN_PARAMETERS[parameter], slug });
      if (!isPlausibleSlug(slug) || paths.includes(path) || paths.length >= MAX_PLAN_PARTIES)
        refused += 1;
      else paths.push(path);
    }
  }
  return { paths, refused };
}
