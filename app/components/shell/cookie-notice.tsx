import { useEffect } from "react";
import { type ConsentChoice, readConsent, storeConsent } from "#app/components/analytics.ts";
import { loadChunk } from "#app/components/load-chunk.ts";
import { usePublicEnv } from "#app/components/public-env.tsx";
import { ServerHtml } from "./server-html.tsx";

// Rendered on the server only, as the sidebar's content is (sidebar.tsx).
const CookieNoticeContent = import.meta.env.SSR
  ? (await import("./cookie-notice-content.tsx")).default
  : null;

const NOTICE_ID = "cookie-notice";

const isChoice = (value: string | undefined): value is ConsentChoice =>
  value === "accepted" || value === "declined";

/**
 * Asks once for consent to analytics cookies; analytics loads only after "Accept". The notice is
 * HTML only (server-html.tsx), hidden until the browser says it has no answer yet (the server's
 * HTML is the same for everyone), and laid over the page, so showing it moves nothing.
 */
export function CookieNotice() {
  const { gaMeasurementId } = usePublicEnv();
  useEffect(() => {
    const notice = document.getElementById(NOTICE_ID);
    const start = (choice: ConsentChoice) => {
      if (choice !== "accepted" || !gaMeasurementId) return;
      void loadChunk(() => import("#app/components/load-analytics.ts")).then(({ loadAnalytics }) =>
        loadAnalytics(gaMeasurementId),
      );
    };
    const known = readConsent();
    if (known || !notice) {
      if (known) start(known);
      return;
    }
    notice.hidden = false;
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element && event.target.closest("[data-consent]");
      const choice = button instanceof HTMLElement ? button.dataset.consent : undefined;
      if (!isChoice(choice)) return;
      storeConsent(choice);
      notice.hidden = true;
      start(choice);
    };
    notice.addEventListener("click", onClick);
    return () => notice.removeEventListener("click", onClick);
  }, [gaMeasurementId]);
  return (
    <ServerHtml as="div" id={NOTICE_ID} hidden>
      {CookieNoticeContent && <CookieNoticeContent />}
    </ServerHtml>
  );
}
