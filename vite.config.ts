import { fileURLToPath } from "node:url";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientTrims } from "./scripts/vite-client-trims.ts";
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
  /[\\/]app[\\/](my-night[\\/]sav|components[\\/]ui[\\/](share-button|event-status|new-tab-link|responsive-image|party-grid|party-card))/,
  /[\\/]app[\\/](seo[\\/](meta|json-ld)|offline[\\/]cache-names)\./,
  // Small modules most pages use (content limits, query parameters, CMS text): cheaper in the
  // shell than as files of their own.
  /[\\/]app[\\/](content[\\/]queries[\\/]limits|http[\\/]query-params|components[\\/](ui[\\/]cms-html|route-meta))\./,
];

/**
 * Parts of the shell the browser loads only when they are used (the menu dialog, the notices of
 * previews, snapshots and saved copies) or never (the HTML-only sidebar, top bar links and footer).
 */
const ON_DEMAND =
  /[\\/]components[\\/]shell[\\/](menu-dialog|offline-notice|loading-placeholder|dj-schedule-placeholder|preview-bar|snapshot-notice|sidebar-content|top-bar-content|cookie-notice-content|footer-content|navigation)\./;
const SHELL_CHUNK = "shell";
const inShell = (id: string) => !ON_DEMAND.test(id) && SHELL_MODULES.some((re) => re.test(id));

export default defineConfig({
  // SOURCEMAP=1 npm run build: maps that show which module each byte of a chunk came from.
  build: {
    sourcemap: process.env.SOURCEMAP === "1",
    // No preloading helper for code split off behind import(): 0.8 KB gzip on every page, for
    // widgets that load on a tap. A chunk gone after a deploy reloads the page (load-chunk.ts).
    modulePreload: false,
  },
  plugins: [
    ...I18N_PLUGINS,
    clientTrims(),
    splitMessages(SHELL_CHUNK),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: {
    alias: [
      // Leaflet's ES module build: its CommonJS one made the bundler split its interop helpers
      // into a chunk of their own that every page then fetched.
      {
        find: /^leaflet$/,
        replacement: fileURLToPath(
          new URL("./node_modules/leaflet/dist/leaflet-src.esm.js", import.meta.url),
        ),
      },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL("./app/shims/use-sync-external-store.ts", import.meta.url),
        ),
      },
    ],
  },
  // npm run dev: bundle these up front, so the first page view does not stop to re-optimise and reload.
  optimizeDeps: {
    include: ["@radix-ui/react-dialog", "leaflet", "sanitize-html", "sonner", "zod"],
  },
  environments: {
    // The server bundle is React Router's build and the site that serves it (server/server-build.ts).
    ssr: { build: { rolldownOptions: { input: "./server/server-build.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          // app/domain holds pure rules (README): loading one of its modules runs nothing, so a
          // chunk that only re-exports them need not be fetched for its effects.
          treeshake: {
            moduleSideEffects: [{ test: /[\\/]app[\\/]domain[\\/]/, sideEffects: false }],
          },
          output: {
            codeSplitting: {
              groups: [
                { name: SHELL_CHUNK, test: inShell },
                // The two players' facades go together wherever one is: one request, not two.
                {
                  name: "player-facades",
                  test: /[\\/]components[\\/]ui[\\/](embed|video)-facade\./,
                },
              ],
            },
          },
        },
      },
    },
  },
});
