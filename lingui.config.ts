import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * Message catalogs (docs/decisions/0033): English is the source, written in the code through
 * Lingui's macros; `npm run i18n:extract` adds new messages to both catalogs and the Spanish
 * one is translated by hand. The build fails on a message with no Spanish translation.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  // Files, not line numbers: a catalog changes when messages do, not when code moves.
  format: formatter({ lineNumbers: false }),
  catalogs: [{ path: "<rootDir>/app/i18n/catalogs/{locale}", include: ["<rootDir>/app"] }],
});
