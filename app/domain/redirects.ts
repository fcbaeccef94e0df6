import { CABO_SITE_URL, PATHS, PRODUCT_SLUG } from "#app/config/site.ts";
import { localeOfPath, localizedPath, pathWithoutLocale } from "#app/i18n/locales.ts";

export interface RedirectOptions {
  /** Where /san-jose-cabo-party leaves for (configurable: CABO_SITE_URL). */
  caboSiteUrl: string;
}

export interface Redirect {
  /** Path pattern; ":name" matches one segment. */
  from: string;
  to: string | ((params: Record<string, string>, options: RedirectOptions) => string);
}

/** The redirects of product.md#routes, answered by the server with 301 before routing. */
export const REDIRECTS: readonly Redirect[] = [
  { from: "/event/brands/:slug", to: ({ slug = "" }) => PATHS.brand(slug) },
  { from: "/calendar", to: PATHS.calendar },
  { from: "/venues", to: PATHS.clubs },
  { from: `/${PRODUCT_SLUG}-clubs/vagalume`, to: PATHS.club(`vagalume-${PRODUCT_SLUG}`) },
  { from: `/${PRODUCT_SLUG}-clubs/taboo`, to: PATHS.club(`taboo-${PRODUCT_SLUG}`) },
  { from: "/today", to: PATHS.eventsToday },
  { from: "/faq", to: PATHS.faq },
  { from: `/${PRODUCT_SLUG}-new-year-2022`, to: PATHS.festival },
  { from: `/${PRODUCT_SLUG}-new-year-2023`, to: PATHS.festival },
  { from: `/${PRODUCT_SLUG}-new-year-2024`, to: PATHS.festival },
  { from: "/nye", to: PATHS.festival },
  { from: `/${PRODUCT_SLUG}-shorts`, to: PATHS.tv },
  { from: "/zamna", to: PATHS.brand(`zamna-${PRODUCT_SLUG}`) },
  { from: "/san-jose-cabo-party", to: (_params, options) => options.caboSiteUrl },
  // Paths a visitor guesses, in English and in Spanish words (issue 42): each lands on its page.
  { from: "/tonight", to: PATHS.eventsToday },
  { from: "/esta-noche", to: PATHS.eventsToday },
  { from: "/hoy", to: PATHS.eventsToday },
  { from: "/clubs", to: PATHS.clubs },
  { from: "/clubes", to: PATHS.clubs },
  { from: "/beach-clubs", to: PATHS.beachClubs },
  { from: "/clubes-de-playa", to: PATHS.beachClubs },
  { from: "/calendario", to: PATHS.calendar },
  { from: "/dj", to: PATHS.djs },
  { from: "/dj/:slug", to: ({ slug = "" }) => PATHS.dj(slug.toLowerCase()) },
  { from: "/evento/:slug", to: ({ slug = "" }) => PATHS.event(slug.toLowerCase()) },
  { from: "/marcas/:slug", to: ({ slug = "" }) => PATHS.brand(slug.toLowerCase()) },
  // An old event page for a guest DJ moved when the party became a Bonbonniere residency.
  {
    from: `/event/bonbonniere-${PRODUCT_SLUG}-guest-dj-night`,
    to: PATHS.event(`bonbonniere-${PRODUCT_SLUG}-residency-night`),
  },
];

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = pathname.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const actual = got[i] ?? "";
    if (part.startsWith(":")) {
      if (!actual) return null;
      params[part.slice(1)] = actual;
    } else if (part.toLowerCase() !== actual.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/**
 * Where a path permanently moved to, or null. A trailing slash is ignored. The table applies
 * under /es/ too, to the Spanish target: /es/calendar goes to /es/{product}-party-mexico-event-calendar.
 */
export function resolveRedirect(
  pathname: string,
  options: RedirectOptions = { caboSiteUrl: CABO_SITE_URL },
): string | null {
  const locale = localeOfPath(pathname);
  const unprefixed = pathWithoutLocale(pathname);
  const path = unprefixed.length > 1 ? unprefixed.replace(/\/+$/, "") : unprefixed;
  for (const redirect of REDIRECTS) {
    const params = matchPattern(redirect.from, path);
    if (!params) continue;
    const target = typeof redirect.to === "string" ? redirect.to : redirect.to(params, options);
    return localizedPath(locale, target);
  }
  return null;
}
