import { relative } from "node:path";
import { babelExtractor } from "@lingui/cli/api/extractors/babel";
import { defineConfig, type ExtractorType } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";

/**
 * The directory's visitor copy is written once, in English, in its records
 * (app/directory/records.ts): this extractor puts each text in both catalogs, as a macro would,
 * so the Spanish pages can say it in Spanish (app/directory/words.server.ts).
 */
const directoryCopyExtractor: ExtractorType = {
  match: (filename) => /[\\/]app[\\/]directory[\\/]records\.ts$/.test(filename),
  async extract(filename, _code, onMessageExtracted) {
    const [{ DIRECTORY }, { directoryCopy }] = await Promise.all([
      import("./app/directory/records.ts"),
      import("./app/directory/copy.ts"),
    ]);
    const origin = relative(import.meta.dirname, filename);
    for (const text of directoryCopy(DIRECTORY)) {
      onMessageExtracted({ id: generateMessageId(text), message: text, origin: [origin, 0] });
    }
  },
};

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
  extractors: [directoryCopyExtractor, babelExtractor],
});
