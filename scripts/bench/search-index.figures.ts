/**
 * Search index figures for `npm run bench -- --only search` (run by vitest, which compiles the
 * app's Lingui macros): build time, memory and query latency at 1x and 10x the demo content.
 * It prints figures and asserts nothing (product.md: timings are not tests).
 */
import { afterAll, beforeAll, it } from "vitest";
import { buildSearchIndex, type SearchDocument } from "#app/domain/search-index.ts";
import { searchIndex } from "#app/domain/search-query.ts";
import { buildCurrentIndex } from "#app/search/search.server.ts";
import { useEmulatorForContent } from "#scripts/harness/emulator-env.ts";
import { QUERIES } from "#scripts/harness/search-queries.ts";
import { line, percentile } from "./tools.ts";

let close: () => Promise<void> = async () => {};
beforeAll(async () => {
  const emulator = await useEmulatorForContent();
  close = () => emulator.close();
});
afterAll(() => close());

const collect = () => {
  const gc = Reflect.get(globalThis, "gc");
  if (typeof gc === "function") {
    gc();
    gc();
  }
  return process.memoryUsage().heapUsed;
};

/** Each document again under `factor - 1` more names, as a bigger bucket would hold. */
function scaled(documents: readonly SearchDocument[], factor: number): SearchDocument[] {
  const words = ["Norte", "Sur", "Luna", "Sol", "Mar", "Selva", "Cielo", "Roca", "Agua", "Fuego"];
  return documents.flatMap((document) =>
    Array.from({ length: factor }, (_, copy) =>
      copy === 0
        ? document
        : {
            ...document,
            title: `${document.title} ${words[copy % words.length]} ${copy}`,
            url: `${document.url}-${copy}`,
          },
    ),
  );
}

function buildTimes(input: readonly SearchDocument[]): number[] {
  const builds: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    buildSearchIndex(input, "en");
    builds.push(performance.now() - started);
  }
  return builds;
}

it("prints the search index figures", async () => {
  const now = new Date();
  const { documents } = await buildCurrentIndex(now, "en");
  console.info("\n== Search index (in-process, English; 10x = each document under 10 names)");
  for (const factor of [1, 10]) {
    const input = scaled(documents, factor);
    const builds = buildTimes(input);
    // Measured on its own: a previous build still on the stack would hide this one.
    const before = collect();
    const index = buildSearchIndex(input, "en");
    const heap = collect() - before;
    const times: number[] = [];
    for (let round = 0; round < 20; round++)
      for (const [query] of QUERIES) {
        const started = performance.now();
        searchIndex(index, query.slice(0, 100), now);
        times.push(performance.now() - started);
      }
    const target = factor === 10;
    line(`${factor}x: documents`, `${input.length}`);
    line(
      `${factor}x: index build (median of 5)`,
      `${percentile(builds, 0.5).toFixed(1)} ms`,
      target ? "(target < 300 ms)" : "",
    );
    line(
      `${factor}x: index memory`,
      `${(heap / 1024 / 1024).toFixed(1)} MB`,
      target ? "(target < 30 MB)" : "",
    );
    line(
      `${factor}x: query p50 / p99 (${times.length} queries)`,
      `${percentile(times, 0.5).toFixed(2)} / ${percentile(times, 0.99).toFixed(2)} ms`,
      target ? "(target p99 < 2 ms)" : "",
    );
  }
});
