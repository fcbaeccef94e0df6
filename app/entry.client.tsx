import { I18nProvider } from "@lingui/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { registerCatalog } from "./i18n/i18n.ts";
import { localeOfPath } from "./i18n/locales.ts";

// Only the page's language is downloaded (switching language loads a new document), and only
// the messages shared by every page: each route module brings its own.
const locale = localeOfPath(window.location.pathname);
const { messages } =
  locale === "es"
    ? await import("virtual:common-messages/es")
    : await import("virtual:common-messages/en");
const i18n = registerCatalog(locale, messages);

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
