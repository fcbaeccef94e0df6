import { useLocation, useMatches } from "react-router";
import { declaredSearch, queryParamsOf } from "#app/http/query-params.ts";

/**
 * The address of another page of this list: the page's other parameters kept, only those it
 * reads (tracking parameters never reach the links, and the links are the same on the server,
 * which renders without them, and in the browser).
 */
export function usePageHref(param = "page"): (target: number) => string {
  const { pathname, search } = useLocation();
  const declared = useMatches().flatMap((match) => queryParamsOf(match.handle));
  return (target) => {
    const params = declaredSearch(new URLSearchParams(search), declared);
    if (target === 1) params.delete(param);
    else params.set(param, String(target));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}`;
  };
}
