/** HTML made on the server by a `*.server.tsx` component (server-markup.server.tsx). */
export interface ServerMarkupHtml {
  serverMarkup: string;
}

/**
 * The one way a page shows markup its loader made (docs/code-style.md, "Script budget"): the
 * component that draws it is a `*.server.tsx` module, so neither its code nor its words ship,
 * and the HTML travels in the loader's data, the same after a client navigation. React escapes
 * it there as it escapes any render. (The seam a move to server components would replace.)
 */
export function ServerMarkup({
  markup,
  className,
}: {
  markup: ServerMarkupHtml;
  className?: string;
}) {
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by React on the server (server-markup.server.tsx), escaped there.
      dangerouslySetInnerHTML={{ __html: markup.serverMarkup }}
    />
  );
}
