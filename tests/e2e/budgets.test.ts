import { describe, expect, it } from "vitest";
import { FIRST_LOAD_JS_BUDGET, firstLoadScripts, gzipBytes } from "#tests/support/first-load-js.ts";
import { baseUrl, goto, useBrowser } from "./browser.ts";
import { SPANISH_TEMPLATE_PATHS, TEMPLATE_PATHS } from "./templates.ts";

describe("first-load JavaScript budget (ISSUE 6: <= 130 KB gzip on every template)", () => {
  const browser = useBrowser({ width: 390 });

  it.each([...TEMPLATE_PATHS, ...SPANISH_TEMPLATE_PATHS])(
    "%s stays within the budget",
    async (path) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      // No preloads: the page paints before its modules are fetched (server/module-preloads.ts).
      expect(html).not.toContain('rel="modulepreload"');
      const scripts = firstLoadScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      expect(gzipBytes(scripts)).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
    },
  );

  // The budget counts the modules the page's script imports, followed through the built files;
  // these pages prove the browser loads nothing more until the visitor does something (the
  // photo viewer's code comes with the first tap).
  it.each(["/", "/event/zamna-tulum-festival-opening", "/photos/full-moon-night"])(
    "%s loads no script beyond those counted",
    async (path) => {
      const counted = firstLoadScripts(await (await fetch(`${baseUrl()}${path}`)).text());
      const page = await browser.page();
      const loaded: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === "script" && url.origin === baseUrl())
          loaded.push(url.pathname);
      });
      await goto(page, path);
      await page.waitForLoadState("networkidle");
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.filter((script) => !counted.includes(script))).toEqual([]);
    },
  );
});
