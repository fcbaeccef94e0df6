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
    // Sized for a busy 2-core machine (issue 51: a 12x bucket read under a 5 s default failed
    // once while other work ran). Tests assert what happened, never how fast: that is the bench's.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
