import { useEffect } from "react";
import { useLocation } from "react-router";
import { isActivePath } from "#app/i18n/links.tsx";

const MINIMIZED_KEY = "sidebar-minimized";

function sidebar(): HTMLElement | null {
  return document.getElementById("sidebar");
}

/** Compact mode (product.md#routes): a narrow sidebar of icons, remembered in this browser. */
function setMinimized(minimized: boolean): void {
  const aside = sidebar();
  if (!aside) return;
  aside.dataset.minimized = String(minimized);
  aside.querySelector("[data-sidebar-toggle]")?.setAttribute("aria-pressed", String(minimized));
}

/**
 * What the HTML-only parts of the shell (the desktop sidebar and the top bar's quick links,
 * server-html.tsx) need from the
 * page's script: the link of the page shown marked (`aria-current`) and its group unfolded after
 * each client-side navigation, and the compact mode toggled and remembered.
 */
export function useStaticParts(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    try {
      setMinimized(localStorage.getItem(MINIMIZED_KEY) === "1");
    } catch {
      // Storage blocked: the sidebar starts wide.
    }
    const onClick = (event: MouseEvent) => {
      const toggle =
        event.target instanceof Element && event.target.closest("[data-sidebar-toggle]");
      if (!toggle) return;
      const minimized = sidebar()?.dataset.minimized !== "true";
      setMinimized(minimized);
      try {
        localStorage.setItem(MINIMIZED_KEY, minimized ? "1" : "0");
      } catch {
        // The choice lasts for this page only.
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    const links = document.querySelectorAll<HTMLAnchorElement>(
      "#sidebar nav a[href^='/'], #top-bar-links nav a[href^='/']",
    );
    for (const link of links) {
      const current = isActivePath(pathname, link.pathname, link.hasAttribute("data-nav-end"));
      if (current) {
        link.setAttribute("aria-current", "page");
        link.closest("details")?.setAttribute("open", "");
      } else {
        link.removeAttribute("aria-current");
      }
    }
  }, [pathname]);
}
