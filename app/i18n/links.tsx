import type { AnchorHTMLAttributes } from "react";
import { useLocation } from "react-router";
import { type Locale, localeOfPath, localizedPath } from "./locales.ts";

/** The language of the page being shown, from its URL. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** A path in the page's language: "/event/x" on a Spanish page is "/es/event/x". */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(locale, path);
}

/** A site path in a language; a query of the page itself ("?page=2") stays as it is. */
const hrefIn = (locale: Locale, to: string): string =>
  to.startsWith("?") ? to : localizedPath(locale, to);

/** The attribute that asks the page's navigation to keep the scroll position (a "load more"). */
export const KEEP_SCROLL_ATTRIBUTE = "data-keep-scroll";

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A site path in English ("/event/x"), or a query of the page itself ("?page=2"). */
  to: string;
  /** Keep the scroll position when the link is followed in the page. */
  preventScrollReset?: boolean;
};

/**
 * A link to a page of the site, kept in the page's language. It renders a plain anchor: the
 * page's one click listener (app/components/shell/link-navigation.ts) turns a click into a
 * client-side navigation, so a link costs no hooks or handlers of its own while the page renders.
 */
export function Link({ to, preventScrollReset, ...props }: LinkProps) {
  return (
    <a
      href={hrefIn(useLocale(), to)}
      {...(preventScrollReset ? { [KEEP_SCROLL_ATTRIBUTE]: "" } : {})}
      {...props}
    />
  );
}

/**
 * Whether a link's path is the page shown: the same path, or (unless `end`) a page under it.
 * As React Router's NavLink decides it, segment by segment.
 */
export function isActivePath(current: string, target: string, end: boolean): boolean {
  if (current === target) return true;
  if (end || target === "/") return false;
  const base = target.endsWith("/") ? target.slice(0, -1) : target;
  return current.startsWith(`${base}/`);
}

export type NavLinkProps = Omit<LinkProps, "className"> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A Link that knows when it leads to the page shown: `aria-current="page"` and its active class. */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const href = hrefIn(localeOfPath(pathname), to);
  const isActive = isActivePath(pathname, href, end);
  return (
    <a
      href={href}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
      {...props}
    />
  );
}
