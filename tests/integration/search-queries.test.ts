import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchIndex } from "#app/domain/search.ts";
import { searchIndex } from "#app/domain/search-query.ts";
import { buildCurrentIndex } from "#app/search/search.server.ts";
import type { Emulator } from "#emulator/server.ts";
import { useEmulatorForContent } from "#scripts/harness/emulator-env.ts";
import { QUERIES } from "#scripts/harness/search-queries.ts";

let emulator: Emulator;
let index: SearchIndex;
const now = new Date();

beforeAll(async () => {
  emulator = await useEmulatorForContent();
  index = (await buildCurrentIndex(now, "en")).index;
});
afterAll(() => emulator.close());

describe("search on the demo bucket", () => {
  it("brings the expected result into the top 3 for at least 95% of the query set", () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
    const misses: string[] = [];
    for (const [query, expected] of QUERIES) {
      const top = searchIndex(index, query.slice(0, 100), now)
        .slice(0, 3)
        .map((hit) => hit.document.title);
      const passed = expected === null ? top.length === 0 : top.includes(expected);
      if (!passed) misses.push(`${JSON.stringify(query.slice(0, 40))} -> ${top.join(" | ")}`);
    }
    const score = (QUERIES.length - misses.length) / QUERIES.length;
    console.info(
      `search query set: ${QUERIES.length - misses.length}/${QUERIES.length} (${(score * 100).toFixed(1)}%) with the expected result in the top 3${misses.length ? `\n  missed: ${misses.join("\n  missed: ")}` : ""}`,
    );
    expect(score).toBeGreaterThanOrEqual(0.95);
  });
});
