import {
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
  useLocation,
} from "react-router";
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

function localizedTo(locale: Locale, to: To): To {
  if (typeof to === "string") return localizedPath(locale, to);
  return to.pathname ? { ...to, pathname: localizedPath(locale, to.pathname) } : to;
}

/** React Router's Link, kept in the page's language. Every site link goes through it. */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizedTo(useLocale(), to)} {...props} />;
}

/** React Router's NavLink, kept in the page's language. */
export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={localizedTo(useLocale(), to)} {...props} />;
}
