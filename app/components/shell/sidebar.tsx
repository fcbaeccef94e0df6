import { useLingui } from "@lingui/react/macro";
import { ServerHtml } from "./server-html.tsx";

// Rendered on the server only: the browser keeps its HTML, and its build has no trace of this
// module (the condition is false there, and the import goes with it).
const SidebarContent = import.meta.env.SSR ? (await import("./sidebar-content.tsx")).default : null;

/**
 * The desktop sidebar (product.md#routes), from 1024 px wide; phones and tablets open the same
 * sections in the menu dialog. It is HTML only: the page's links navigate in place, the
 * groups fold natively (details), and the shell keeps the current page marked and the compact
 * mode remembered (use-static-parts.ts).
 */
export function Sidebar() {
  const { t } = useLingui();
  return (
    <ServerHtml
      as="aside"
      id="sidebar"
      aria-label={t`Main menu`}
      className="sidebar sticky top-0 hidden h-dvh w-72 shrink-0 flex-col overflow-y-auto border-r border-white/10 bg-zinc-950 p-3 lg:flex"
    >
      {SidebarContent && <SidebarContent />}
    </ServerHtml>
  );
}
