import type { I18n } from "@lingui/core";
import type { MetaDescriptor } from "react-router";
import { env } from "#app/config/env.server.ts";
import { PATHS, SITE_NAME } from "#app/config/site.ts";
import {
  isLocale,
  LANGUAGE_TAG,
  LOCALES,
  type Locale,
  localizedPath,
  OPEN_GRAPH_LOCALE,
} from "#app/i18n/locales.ts";
import { CARD_HEIGHT, CARD_WIDTH } from "#app/link-previews/card-size.ts";

/** What a page's meta tags say about its link preview image (app/link-previews/). */
export interface PreviewImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** The site's default card, drawn by the same route as the others. */
const DEFAULT_PREVIEW: PreviewImage = {
  url: PATHS.defaultLinkPreview,
  alt: SITE_NAME,
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
};

interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL in English, e.g. "/event/x"; each language has its own. */
  path: string;
  /** The page's language's messages (its locale is the page's language). */
  i18n: I18n;
  /** The page's own link preview card, or else a content image; the site's default card when neither. */
  preview?: PreviewImage;
  image?: string | null;
  type?: "website" | "article";
  noindex?: boolean;
  /** The page's Atom feed (issue 65): named in its head for feed readers, in its language. */
  feed?: { title: string; path: string };
}

export function absolute(siteUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith("/") ? "" : "/"}${url}`;
}

/**
 * A page's meta tags, built by its loader and shown by its route's `meta` (app/components/
 * route-meta.ts): the words and the helpers stay on the server (docs/code-style.md, "Script
 * budget"), and a client navigation gets the tags with the page's data.
 */
export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const siteUrl = env().SITE_URL;
  const locale = isLocale(page.i18n.locale) ? page.i18n.locale : "en";
  const title = page.title.includes(SITE_NAME) ? page.title : `${page.title} | ${SITE_NAME}`;
  const url = absolute(siteUrl, localizedPath(locale, page.path));
  const preview = page.preview ?? (page.image ? null : DEFAULT_PREVIEW);
  const image = absolute(siteUrl, preview?.url ?? page.image ?? "");
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(siteUrl, page.path),
    { property: "og:locale", content: OPEN_GRAPH_LOCALE[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: OPEN_GRAPH_LOCALE[other],
    })),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(preview
      ? [
          { property: "og:image:type", content: "image/png" },
          { property: "og:image:width", content: String(preview.width) },
          { property: "og:image:height", content: String(preview.height) },
          { property: "og:image:alt", content: preview.alt },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...(preview ? [{ name: "twitter:image:alt", content: preview.alt }] : []),
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(page.feed
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/atom+xml",
            title: page.feed.title,
            href: absolute(siteUrl, localizedPath(locale, page.feed.path)),
          },
        ]
      : []),
  ];
}

/** hreflang links to every language's version of a page (and English as x-default). */
export function languageAlternates(siteUrl: string, path: string): MetaDescriptor[] {
  const link = (hrefLang: string, locale: Locale) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absolute(siteUrl, localizedPath(locale, path)),
  });
  return [...LOCALES.map((locale) => link(LANGUAGE_TAG[locale], locale)), link("x-default", "en")];
}
