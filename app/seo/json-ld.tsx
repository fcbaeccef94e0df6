/** Embeds schema.org data built by a loader (jsonLdText), so its builder stays on the server. */
export function JsonLdScript({ json }: { json: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, not HTML.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** A page's structured data as its loader wrote it (`structuredData`): one script per thing. */
export function StructuredData({ texts }: { texts: readonly string[] }) {
  return texts.map((json) => <JsonLdScript key={json} json={json} />);
}
