import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { declaredSearch, queryParamsOf } from "#app/http/query-params.ts";
import { pagePath } from "#app/http/request-path.ts";

/** Pathnames remembered with their declared parameters; cleared when full (junk paths churn it). */
const REMEMBERED_PATHS = 5000;

function routeTree(build: ServerBuild): RouteObject[] {
  const nodes = new Map<string, RouteObject & { children?: RouteObject[] }>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(
      route.id,
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [] },
    );
  }
  const roots: RouteObject[] = [];
  for (const route of Object.values(build.routes)) {
    const node = route && nodes.get(route.id);
    if (!route || !node) continue;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent?.children) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

const MANIFEST_PARAMETERS = ["paths", "version"];

export interface PageKeys {
  /**
   * The URL a request is rendered and cached as: its path plus only the query parameters that
   * the routes it matches declare (see app/http/query-params.ts), in a fixed order.
   */
  pageUrl(url: URL): URL;
  /** Whether a path is route discovery's manifest (`/__manifest`). */
  isManifest(pathname: string): boolean;
  /** The id of the deepest route a pathname matches (metrics label), "manifest" or "unmatched". */
  routeOf(pathname: string): string;
}

interface Matched {
  declared: readonly string[];
  routeId: string;
  /** Every route the path matches, outermost first: the only ids `_routes` may name. */
  routeIds: readonly string[];
}

/**
 * A data request's `_routes` as React Router can use it: only the ids of routes the path
 * matches, sorted, or nothing (then every loader runs, as without it). A made-up value names the
 * same entry as the real ones instead of a new one (issue 64).
 */
function knownRoutes(search: URLSearchParams, routeIds: readonly string[]): void {
  const asked = search.get("_routes");
  if (asked === null) return;
  const known = [...new Set(asked.split(","))].filter((id) => routeIds.includes(id)).sort();
  if (known.length > 0) search.set("_routes", known.join(","));
  else search.delete("_routes");
}

export function createPageKeys(build: ServerBuild): PageKeys {
  const routes = routeTree(build);
  // Lazy route discovery asks this path which routes links lead to (`?paths=/x,/y&version=`):
  // not a page, and its whole query is its question.
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  const matchedByPath = new Map<string, Matched>();

  function matched(path: string): Matched {
    const known = matchedByPath.get(path);
    if (known) return known;
    const matches = matchRoutes(routes, path) ?? [];
    const result = {
      declared: matches.flatMap(({ route }) =>
        route.id ? queryParamsOf(build.routes[route.id]?.module.handle) : [],
      ),
      routeId: matches.at(-1)?.route.id ?? "unmatched",
      routeIds: matches.flatMap(({ route }) => (route.id ? [route.id] : [])),
    };
    if (matchedByPath.size >= REMEMBERED_PATHS) matchedByPath.clear();
    matchedByPath.set(path, result);
    return result;
  }

  return {
    pageUrl(url) {
      if (url.pathname === manifestPath) {
        // React Router reads these two; anything else is left out of what it is asked.
        const normalised = new URL(url);
        normalised.search = declaredSearch(url.searchParams, MANIFEST_PARAMETERS, false).toString();
        return normalised;
      }
      const path = pagePath(url.pathname);
      const dataRequest = path !== url.pathname;
      const normalised = new URL(url);
      const { declared, routeIds } = matched(path);
      const kept = declaredSearch(url.searchParams, declared, dataRequest);
      if (dataRequest) knownRoutes(kept, routeIds);
      const search = kept.toString();
      normalised.search = search ? `?${search}` : "";
      return normalised;
    },
    isManifest: (pathname) => pathname === manifestPath,
    routeOf: (pathname) =>
      pathname === manifestPath ? "manifest" : matched(pagePath(pathname)).routeId,
  };
}
