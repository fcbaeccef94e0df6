import type { BreadcrumbList, WithContext } from "schema-dts";
import { SITE_NAME } from "#app/config/site.ts";
import { type Locale, localizedPath } from "#app/i18n/locales.ts";

export interface Crumb {
  name: string;
  /** The page's path in English ("/djs"): the list puts it in the page's language. */
  path: string;
}

/** schema.org BreadcrumbList from the home page down to the current page, in the page's language. */
export function breadcrumbList(
  siteUrl: string,
  locale: Locale,
  crumbs: readonly Crumb[],
): WithContext<BreadcrumbList> {
  const trail = [{ name: SITE_NAME, path: "/" }, ...crumbs];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${localizedPath(locale, crumb.path)}`,
    })),
  };
}
