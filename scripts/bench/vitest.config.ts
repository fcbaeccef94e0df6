import { defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";

/** Figures the benchmark takes inside the app's own module graph (see search-index.figures.ts). */
export default defineConfig({
  ...base,
  test: { ...base.test, include: ["scripts/bench/*.figures.ts"], setupFiles: [] },
});
