import { defineConfig } from "vitest/config";

export default defineConfig({
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
    env: { TZ: "Asia/Tokyo" },
  },
});
