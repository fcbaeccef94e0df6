import { useEffect } from "react";
import { loadChunk } from "../load-chunk.ts";

/**
 * "Copy link" buttons anywhere on a page (the Follow menu, drawn on the server or by My night):
 * one listener for them all, as the concierge's links have, so markup the page's script did not
 * draw still copies. A button carries its link in `data-copy-link` and its words in
 * `data-copied` and `data-not-copied`; the clipboard's code is fetched on the tap.
 */
export function useCopyLinkClicks(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>("[data-copy-link]")
          : null;
      if (button)
        void loadChunk(() => import("../ui/copy-link.ts")).then(({ copyLink }) => copyLink(button));
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
