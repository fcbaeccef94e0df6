import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "#app/config/site.ts";

interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/event/x". */
  path: string;
  siteUrl: string;
  image?: string | null;
  type?: "website" | "article";
  noindex?: boolean;
}

export function absolute(siteUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith("/") ? "" : "/"}${url}`;
}

export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const title = page.title.includes(SITE_NAME) ? page.title : `${page.title} | ${SITE_NAME}`;
  const url = absolute(page.siteUrl, page.path);
  const image = absolute(page.siteUrl, page.image || "/og-default.svg");
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The site origin from the root loader's data, found among a meta function's matches. */
export function siteUrlFrom(matches: readonly unknown[]): string {
  for (const match of matches) {
    if (typeof match !== "object" || match === null || !("loaderData" in match)) continue;
    const data = match.loaderData;
    if (typeof data !== "object" || data === null || !("publicEnv" in data)) continue;
    const env = data.publicEnv;
    if (
      typeof env === "object" &&
      env !== null &&
      "siteUrl" in env &&
      typeof env.siteUrl === "string"
    ) {
      return env.siteUrl;
    }
  }
  return "";
}
