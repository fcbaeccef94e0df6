import type { Thing, WithContext } from "schema-dts";
import { absolute } from "./page-meta.server.ts";

/** schema.org properties that hold URLs: search engines want them absolute. */
const URL_PROPERTIES = new Set([
  "url",
  "image",
  "logo",
  "thumbnailUrl",
  "contentUrl",
  "item",
  "sameAs",
]);

/** Site paths ("/media/x.svg", "/event/x") under URL properties become absolute URLs. */
export function withAbsoluteUrls(value: unknown, siteUrl: string, key = ""): unknown {
  if (typeof value === "string") {
    return URL_PROPERTIES.has(key) && value.startsWith("/") && !value.startsWith("//")
      ? absolute(siteUrl, value)
      : value;
  }
  if (Array.isArray(value)) return value.map((item) => withAbsoluteUrls(item, siteUrl, key));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, withAbsoluteUrls(item, siteUrl, name)]),
    );
  }
  return value;
}

/**
 * schema.org data, typed by schema-dts (the "@type" picks the type checked against), as the
 * text of its script element: "<" is escaped so CMS text cannot close the element.
 */
export function jsonLdText(data: WithContext<Thing>, siteUrl: string | null): string {
  return JSON.stringify(siteUrl ? withAbsoluteUrls(data, siteUrl) : data).replace(/</g, "\\u003c");
}

/** A page's structured data, each thing as the text of its script (shown by `StructuredData`). */
export function structuredData(siteUrl: string | null, ...things: WithContext<Thing>[]): string[] {
  return things.map((thing) => jsonLdText(thing, siteUrl));
}
