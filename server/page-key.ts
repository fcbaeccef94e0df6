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

/**
 * The URL a request is rendered and cached as: its path plus only the query parameters that the
 * routes it matches declare (see app/http/query-params.ts), in a fixed order.
 */
export function createPageKeys(build: ServerBuild): (url: URL) => URL {
  const routes = routeTree(build);
  // Lazy route discovery asks this path which routes links lead to (`?paths=/x,/y&version=`):
  // not a page, and its whole query is its question.
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  const declaredByPath = new Map<string, readonly string[]>();

  function declaredFor(path: string): readonly string[] {
    const known = declaredByPath.get(path);
    if (known) return known;
    const names = (matchRoutes(routes, path) ?? []).flatMap(({ route }) =>
      route.id ? queryParamsOf(build.routes[route.id]?.module.handle) : [],
    );
    if (declaredByPath.size >= REMEMBERED_PATHS) declaredByPath.clear();
    declaredByPath.set(path, names);
    return names;
  }

  return (url) => {
    if (url.pathname === manifestPath) return url;
    const path = pagePath(url.pathname);
    const dataRequest = path !== url.pathname;
    const normalised = new URL(url);
    const search = declaredSearch(url.searchParams, declaredFor(path), dataRequest).toString();
    normalised.search = search ? `?${search}` : "";
    return normalised;
  };
}
