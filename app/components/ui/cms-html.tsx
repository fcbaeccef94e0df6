/**
 * Renders CMS HTML. Every such string is passed through sanitizeContent() on the server when the
 * content is reshaped (app/content/queries/wire-fields.server.ts), so only safe tags and links reach here.
 */
export function CmsHtml({
  html,
  className = "",
  lang,
}: {
  html: string;
  className?: string;
  /** Set when the text is in another language than the page. */
  lang?: string;
}) {
  return (
    <div
      lang={lang}
      className={`prose-content ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
