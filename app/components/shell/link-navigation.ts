import { useEffect } from "react";
import { useNavigate } from "react-router";
import { KEEP_SCROLL_ATTRIBUTE } from "#app/i18n/links.tsx";
import { localeOfPath } from "#app/i18n/locales.ts";
import { loadPlaceholder } from "./loading-placeholder-paths.ts";

/** Site paths the browser loads itself: redirects, previews and files (feeds, images, .ics). */
const DOCUMENT_PATHS = /^\/(?:es\/)?(?:l|preview(?:\/.*)?)$|\.[a-z0-9]+$/i;

/** The site URL a link or form leads to, when it is a page the router can show in place. */
function pageUrl(target: URL): URL | null {
  if (target.origin !== window.location.origin) return null;
  if (DOCUMENT_PATHS.test(target.pathname)) return null;
  // Another language is another document: its catalog and its static parts come with it.
  if (localeOfPath(target.pathname) !== localeOfPath(window.location.pathname)) return null;
  return target;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/**
 * Client-side navigation for every plain link and GET form of the page, from one listener each
 * on the document instead of a handler per link: a click on a site page navigates in place (the
 * router loads its data), anything else (new tab, download, another site, a file, the other
 * language, a modifier key) is left to the browser. A link the pointer or focus reaches is
 * marked for React Router's route discovery, which then fetches its route ahead of the click,
 * and the loading placeholder's code is fetched with the first.
 */
export function useLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = anchorOf(event.target);
      if (
        !anchor ||
        (anchor.target && anchor.target !== "_self") ||
        anchor.hasAttribute("download")
      )
        return;
      const url = pageUrl(new URL(anchor.href));
      if (!url) return;
      const here = window.location;
      // A jump within the page: the browser scrolls to it.
      if (url.pathname === here.pathname && url.search === here.search && url.hash) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`, {
        preventScrollReset: anchor.hasAttribute(KEEP_SCROLL_ATTRIBUTE),
      });
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
      if (form.method.toLowerCase() !== "get" || (form.target && form.target !== "_self")) return;
      const url = pageUrl(new URL(form.action));
      if (!url) return;
      const search = new URLSearchParams();
      for (const [name, value] of new FormData(form, event.submitter)) {
        if (typeof value === "string") search.append(name, value);
      }
      event.preventDefault();
      void navigate(`${url.pathname}?${search}`, {
        preventScrollReset: form.hasAttribute(KEEP_SCROLL_ATTRIBUTE),
      });
    };
    let placeholderFetched = false;
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event.target);
      if (!anchor || anchor.hasAttribute("data-discover") || !pageUrl(new URL(anchor.href))) return;
      anchor.setAttribute("data-discover", "true");
      // What the next screen shows while it loads, fetched with the route (quietly: a failure
      // shows when it is needed).
      if (!placeholderFetched) loadPlaceholder().catch(() => {});
      placeholderFetched = true;
    };
    document.addEventListener("click", onClick);
    document.addEventListener("submit", onSubmit);
    for (const type of ["pointerover", "focusin", "touchstart"]) {
      document.addEventListener(type, onIntent, { passive: true });
    }
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("submit", onSubmit);
      for (const type of ["pointerover", "focusin", "touchstart"]) {
        document.removeEventListener(type, onIntent);
      }
    };
  }, [navigate]);
}
