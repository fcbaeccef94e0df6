import { defineConfig } from "vitest/config";
import { I18N_PLUGINS } from "./vite.config.ts";

export default defineConfig({
  // Components and loaders use Lingui's macros and import .po catalogs, as in the build.
  plugins: I18N_PLUGINS,
  test: {
    include: ["tests/http/**/*.test.ts", "tests/browser/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/fail-on-console-error.ts"],
    // The emulator refuses what Cosmic does not document (undocumented sort keys): the site's
    // queries must pass it, in every site process the tests start too.
    env: { COSMIC_EMULATOR_STRICT: "on" },
    // expect.poll waits on a real condition (a log line, a rendered list, a ready instance); on a
    // busy machine that can take seconds, so it gets 10 (a test that means "within N ms" says so).
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One browser and one server are shared; files run one after another on this 2-core machine.
    fileParallelism: false,
  },
});
