import { defineConfig } from "vitest/config";
import { I18N_PLUGINS } from "./vite.config.ts";

export default defineConfig({
  // Components and loaders use Lingui's macros and import .po catalogs, as in the build.
  plugins: I18N_PLUGINS,
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "emulator/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/support/fail-on-console-error.ts"],
    // The server's zone must never matter: unit tests run far from America/Cancun.
    env: { TZ: "Asia/Tokyo", COSMIC_EMULATOR_STRICT: "on" },
  },
});
