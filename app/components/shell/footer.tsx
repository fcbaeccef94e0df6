import { ServerHtml } from "./server-html.tsx";

// Rendered on the server only: the browser keeps its HTML, and its build has no trace of this
// module (the condition is false there, and the import goes with it).
const FooterContent = import.meta.env.SSR ? (await import("./footer-content.tsx")).default : null;

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
      {FooterContent && <FooterContent />}
    </ServerHtml>
  );
}
