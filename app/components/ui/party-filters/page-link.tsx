import type { AnchorHTMLAttributes } from "react";
import { useLocation } from "react-router";
import { KEEP_SCROLL_ATTRIBUTE } from "#app/i18n/links.tsx";

/**
 * A link to the page itself with another query (none: the page's bare path, not "?"), keeping the
 * scroll position.
 */
export function PageLink({
  query,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { query: string }) {
  const { pathname } = useLocation();
  return <a href={query || pathname} {...{ [KEEP_SCROLL_ATTRIBUTE]: "" }} {...props} />;
}
