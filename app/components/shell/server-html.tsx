import {
  createElement,
  type HTMLAttributes,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

/** What each part looked like when the page loaded, for a later mount (see below). */
const kept = new Map<string, string>();

const useClientLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

/**
 * A part of the page that the browser keeps exactly as the server sent it. React adopts the
 * element without rendering its inside, so the code and the words that build it stay out of the
 * page's script (docs/decisions/0039). Only for parts that no client-side navigation changes:
 * the footer and the desktop sidebar (another language is another document, so their language
 * never changes either). Pass the content as `import.meta.env.SSR && <Content />`, which the
 * browser build drops. Should the shell ever be mounted again in the same document, the part is
 * drawn from the HTML it had when the page loaded.
 */
export function ServerHtml({
  id,
  as,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & {
  id: string;
  as: "aside" | "footer" | "div";
  children: ReactNode;
}) {
  const element = useRef<HTMLElement>(null);
  // Fixed for this mount: "" while hydrating (React leaves the server's inside alone), the kept
  // HTML on a later mount. Never changed afterwards, so React never rewrites the part.
  const [html] = useState(() => kept.get(id) ?? "");
  useClientLayoutEffect(() => {
    if (element.current && !kept.has(id)) kept.set(id, element.current.innerHTML);
  }, [id]);
  if (import.meta.env.SSR) return createElement(as, { id, ...props }, children);
  return createElement(as, {
    id,
    ...props,
    ref: element,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: html },
  });
}
