import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ServerMarkupHtml } from "./server-markup.tsx";

/** A `*.server.tsx` component's HTML, for a loader to send and ServerMarkup to show. */
export function renderServerMarkup(element: ReactElement): ServerMarkupHtml {
  return { serverMarkup: renderToStaticMarkup(element) };
}
