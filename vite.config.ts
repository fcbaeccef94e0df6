import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Everything every page runs (React, React Router, the shell and the Radix primitive its
 * sidebar uses) goes into one chunk: one request and one gzip stream instead of a dozen
 * small files, which makes the first load several kilobytes smaller.
 */
const SHELL_MODULES = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  /node_modules[\\/]@radix-ui[\\/]react-collapsible[\\/]/,
  /[\\/]app[\\/](root\.tsx|components[\\/]shell[\\/])/,
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // npm run dev: bundle these up front, so the first page view does not stop to re-optimise and reload.
  optimizeDeps: {
    include: [
      "@radix-ui/react-accordion",
      "@radix-ui/react-collapsible",
      "@radix-ui/react-dialog",
      "leaflet",
      "sanitize-html",
      "sonner",
      "zod",
    ],
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
