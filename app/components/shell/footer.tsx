import { lazy, Suspense } from "react";
import { ServerHtml } from "./server-html.tsx";

// Rendered on the server only: the browser keeps its HTML, and never loads this module.
const FooterContent = lazy(() => import("./footer-content.tsx"));

/**
 * The footer's columns (product.md#routes): HTML only, the same on every page of a language, so
 * the browser keeps the server's and its links navigate in place like any other.
 */
export function Footer() {
  return (
    <ServerHtml
      as="footer"
      id="site-footer"
      className="mt-16 border-t border-white/10 bg-zinc-950 px-4 py-10 text-sm sm:px-6"
    >
      {import.meta.env.SSR && (
        <Suspense>
          <FooterContent />
        </Suspense>
      )}
    </ServerHtml>
  );
}
