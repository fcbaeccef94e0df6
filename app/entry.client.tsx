import { I18nProvider } from "@lingui/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { registerCatalog } from "./i18n/i18n.ts";
import { localeOfPath } from "./i18n/locales.ts";
import { SERVICE_WORKER_PATH } from "./offline/cache-names.ts";

// Only the page's language is downloaded (switching language loads a new document), and only
// the messages shared by every page: each route module brings its own.
const locale = localeOfPath(window.location.pathname);
// A page left while its catalog loads (or offline without it) keeps the server's HTML, which
// works without script; nothing is thrown (Firefox reported the aborted import, issue 66).
const catalog = await (locale === "es"
  ? import("virtual:common-messages/es")
  : import("virtual:common-messages/en")
).catch(() => null);

// The service worker (offline copies of pages) registers once the page has loaded: never in
// the way of the first paint, nor of the first-load budget. Not in development (no sw.js).
// The catalog import above may outlast the load event.
function registerServiceWorker() {
  navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => {});
}
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  if (document.readyState === "complete") registerServiceWorker();
  else window.addEventListener("load", registerServiceWorker, { once: true });
}

if (catalog) {
  const i18n = registerCatalog(locale, catalog.messages);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <HydratedRouter />
        </I18nProvider>
      </StrictMode>,
    );
  });
}
