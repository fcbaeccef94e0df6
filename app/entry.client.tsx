import { I18nProvider } from "@lingui/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { registerCatalog } from "./i18n/i18n.ts";
import { localeOfPath } from "./i18n/locales.ts";

// Only the page's language is downloaded; switching language loads a new document.
const locale = localeOfPath(window.location.pathname);
const { messages } =
  locale === "es" ? await import("./i18n/catalogs/es.po") : await import("./i18n/catalogs/en.po");
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
