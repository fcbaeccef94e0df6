import { describe, expect, it } from "vitest";
import { localizedPath } from "#app/i18n/locales.ts";
import {
  FIRST_LOAD_BUDGET,
  FIRST_LOAD_RESERVE,
  firstLoad,
  isShellChunk,
  kilobytes,
  LANDING_PATHS,
  sizesOf,
} from "#scripts/harness/first-load-js.ts";
import { SPANISH_TEMPLATE_PATHS, TEMPLATE_PATHS } from "#scripts/harness/templates.ts";
import { baseUrl, useBrowser } from "#tests/support/browser.ts";

describe("first-load JavaScript budget (issue 33: <= 120 KiB gzip and <= 110 KiB brotli on every template; issue 62: 2 KiB kept on landing templates)", () => {
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

  // The reserve (docs/decisions/0065): the pages a visitor lands on keep 2 KiB under the budget
  // for the next feature, and the shell, which every page loads, is reported on its own, so
  // growth there shows as the shell's and not as some page's.
  it.concurrent.for([...LANDING_PATHS, ...LANDING_PATHS.map((path) => localizedPath("es", path))])(
    "%s keeps the reserve, the shell reported apart",
    async (path, test) => {
      const page = await browser.page(test);
      const loaded = await firstLoad(page, `${baseUrl()}${path}`);
      const shell = sizesOf(loaded.scripts.filter(isShellChunk));
      const own = sizesOf(loaded.scripts.filter((script) => !isShellChunk(script)));
      const limit = FIRST_LOAD_BUDGET.gzip - FIRST_LOAD_RESERVE.gzip;
      test.annotate(
        `gzip ${kilobytes(loaded.gzip)} = shell ${kilobytes(shell.gzip)} + page ${kilobytes(own.gzip)}`,
      );
      expect(shell.scripts).toHaveLength(1);
      expect(
        loaded.gzip,
        `gzip ${kilobytes(loaded.gzip)}: shell ${kilobytes(shell.gzip)}, page ${kilobytes(own.gzip)} (${own.scripts.length} scripts); at most ${kilobytes(limit)}`,
      ).toBeLessThanOrEqual(limit);
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
