import { describe, expect, it } from "vitest";
import {
  FIRST_LOAD_BUDGET,
  firstLoad,
  kilobytes,
  sizesOf,
} from "#scripts/harness/first-load-js.ts";
import { SPANISH_TEMPLATE_PATHS, TEMPLATE_PATHS } from "#scripts/harness/templates.ts";
import { baseUrl, useBrowser } from "#tests/support/browser.ts";

describe("first-load JavaScript budget (issue 33: <= 120 KB gzip and <= 110 KB brotli on every template)", () => {
  const browser = useBrowser({ width: 390 });

  // What Chromium fetches until the network is idle, dynamic imports that run on hydration
  // included: the map page counts Leaflet if it loads it before the visitor asks for the map.
  it.concurrent.for([...TEMPLATE_PATHS, ...SPANISH_TEMPLATE_PATHS])(
    "%s stays within the budget",
    async (path, test) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      // No preloads: the page paints before its modules are fetched (server/module-preloads.ts).
      expect(html).not.toContain('rel="modulepreload"');
      const page = await browser.page(test);
      const loaded = await firstLoad(page, `${baseUrl()}${path}`);
      expect(loaded.scripts.length).toBeGreaterThan(0);
      expect(loaded.gzip, `gzip ${kilobytes(loaded.gzip)}`).toBeLessThanOrEqual(
        FIRST_LOAD_BUDGET.gzip,
      );
      expect(loaded.brotli, `brotli ${kilobytes(loaded.brotli)}`).toBeLessThanOrEqual(
        FIRST_LOAD_BUDGET.brotli,
      );
    },
  );

  it("the map page loads Leaflet only when the visitor asks for the map", async () => {
    const page = await browser.page();
    const loaded = await firstLoad(page, `${baseUrl()}/tulum-clubs-map`);
    const isMap = (path: string) => /\/assets\/interactive-map-[\w-]+\.js$/.test(path);
    expect(loaded.scripts.filter(isMap)).toEqual([]);
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.getByRole("button", { name: "Show the interactive map" }).click();
    await page.locator(".leaflet-container").waitFor();
    const map = fetched.filter(isMap);
    expect(map).toHaveLength(1);
    // That chunk is Leaflet's (tens of kilobytes), which the first load did without.
    expect(sizesOf(map).gzip).toBeGreaterThan(30 * 1024);
  });
});
