/**
 * Renders CMS HTML. Every such string is passed through sanitizeContent() on the server when the
 * content is reshaped (app/content/wire-fields.server.ts), so only safe tags and links reach here.
 */
export function CmsHtml({ html, className = "" }: { html: string; className?: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see above.
    <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
