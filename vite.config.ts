import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { splitMessages } from "./scripts/vite-split-messages.ts";

/**
 * Lingui's macros (t`...`, <Trans>) become catalog lookups at build time, and the .po
 * catalogs compile to small modules; a message with no Spanish translation fails the build.
 * Babel, not the plugin's native transform: its binary needs Node 22 at install time and CI
 * installs on Node 20 (docs/decisions/0033).
 */
process.env.LINGUI_SUPPRESS_BABEL_WARNING = "1";
export const I18N_PLUGINS = [
  babel({ presets: [linguiTransformerBabelPreset()] }),
  lingui({ failOnMissing: true }),
];

/**
 * Everything every page runs (React, React Router, Lingui's runtime and the shell) goes into one chunk: one request and one gzip stream instead of a dozen
 * small files, which makes the first load several kilobytes smaller.
 */
const SHELL_MODULES = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  /node_modules[\\/]@lingui[\\/](core|react)[\\/]/,
  /[\\/]app[\\/](root\.tsx|components[\\/]shell[\\/])/,
  // On nearly every page (party cards, the event page's actions): cheaper in the shell's gzip
  // stream than as chunks of their own.
  /[\\/]app[\\/](my-night[\\/]sav|components[\\/]ui[\\/](share-button|event-status|new-tab-link|responsive-image))/,
  /[\\/]app[\\/](seo[\\/](meta|json-ld)|offline[\\/]cache-names)\./,
];

export default defineConfig({
  plugins: [...I18N_PLUGINS, splitMessages(), tailwindcss(), reactRouter()],
  // npm run dev: bundle these up front, so the first page view does not stop to re-optimise and reload.
  optimizeDeps: {
    include: ["@radix-ui/react-dialog", "leaflet", "sanitize-html", "sonner", "zod"],
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "shell", test: (id) => SHELL_MODULES.some((re) => re.test(id)) }],
            },
          },
        },
      },
    },
  },
});
