/** Embeds schema.org data built by a loader (jsonLdText), so its builder stays on the server. */
export function JsonLdScript({ json }: { json: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, not HTML.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
