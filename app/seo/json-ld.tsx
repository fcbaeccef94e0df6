import type { Thing, WithContext } from "schema-dts";

/**
 * Embeds schema.org data, typed by schema-dts (the "@type" picks the type checked against).
 * "<" is escaped so CMS text cannot close the script element.
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, not HTML.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
