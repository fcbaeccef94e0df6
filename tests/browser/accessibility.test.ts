import { describe, expect, it } from "vitest";
import { ALL_LANGUAGES_PATHS as TEMPLATES } from "#scripts/harness/templates.ts";
import { baseUrl, goto, seriousAxeViolations, useBrowser } from "#tests/support/browser.ts";

describe("accessibility", () => {
  const phone = useBrowser({ width: 390 });

  // Pages in parallel: most of each test is Chromium's rendering and axe's run.
  it.concurrent.for(TEMPLATES)(
    "%s has no serious or critical axe violations on a phone",
    async (path, test) => {
      const page = await phone.page(test);
      await goto(page, path);
      test.expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );
});

describe("keyboard-only journey on desktop", () => {
  const browser = useBrowser({ width: 1280 });

  async function tabUntil(
    page: import("playwright-core").Page,
    matches: () => boolean | Promise<boolean>,
    max = 80,
  ) {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press("Tab");
      if (await matches()) return;
    }
    throw new Error("focus never reached the target");
  }

  const focused = (page: import("playwright-core").Page) =>
    page.evaluate(() => {
      const element = document.activeElement;
      return {
        text: element?.textContent?.trim() ?? "",
        tag: element?.tagName ?? "",
        id: element?.id ?? "",
        href: element?.getAttribute("href") ?? "",
      };
    });

  it("skip link, sidebar submenu, pagination and concierge button all work from the keyboard", async () => {
    const page = await browser.page();
    await goto(page, "/");
    await page.keyboard.press("Tab");
    expect((await focused(page)).text).toBe("Skip to content");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => location.hash)).toBe("#main");

    await goto(page, "/");
    await tabUntil(page, async () => (await focused(page)).text === "Clubs");
    await page.keyboard.press("Enter");
    await tabUntil(page, async () => (await focused(page)).text === "Cancun");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/cancun-clubs$/);

    await goto(page, "/djs");
    await tabUntil(page, async () => (await focused(page)).text === "Page 2");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\?page=2$/);

    await goto(page, "/");
    await tabUntil(page, async () => (await focused(page)).href.startsWith("https://wa.me/"));
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.keyboard.press("Enter")]);
    expect(popup.url()).toMatch(/wa\.me/);
    await popup.close();
  });

  it("never hides the focused element behind the sticky top bar", async () => {
    const page = await browser.page();
    await goto(page, "/djs");
    await page.evaluate(() => window.scrollTo(0, 2000));
    const barBottom = await page
      .locator("header.sticky")
      .evaluate((el) => el.getBoundingClientRect().bottom);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      // Focus scrolling is smooth here: measure once the page has stopped moving.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            let last = -1;
            const check = () => {
              if (window.scrollY === last) return resolve();
              last = window.scrollY;
              setTimeout(check, 60);
            };
            check();
          }),
      );
      const box = await page.evaluate(() => {
        const element = document.activeElement;
        // The bars themselves and the skip link (fixed, drawn above the bar) are not covered by it.
        if (!element || element.closest("header, aside") || element.classList.contains("skip-link"))
          return null;
        const rect = element.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom };
      });
      if (box)
        expect(box.bottom, "focused element hidden under the top bar").toBeGreaterThan(barBottom);
    }
  });

  it("shows a visible focus outline", async () => {
    const page = await browser.page();
    await goto(page, "/");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const element = document.activeElement;
      return element ? getComputedStyle(element).outlineStyle : "none";
    });
    expect(outline).not.toBe("none");
  });
});

describe("reduced motion", () => {
  const reduced = useBrowser({ reducedMotion: "reduce" });
  const normal = useBrowser({ reducedMotion: "no-preference" });

  it("fades between pages (not on the first paint) unless the visitor asks for less motion", async () => {
    const moving = await normal.page();
    await goto(moving, "/");
    expect(await moving.locator("main").evaluate((el) => getComputedStyle(el).animationName)).toBe(
      "none",
    );
    expect(
      await moving.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("smooth");
    await moving.locator("footer").getByRole("link", { name: "Blog" }).click();
    await moving.waitForURL(/\/blog$/);
    await moving.getByRole("heading", { level: 1 }).filter({ hasText: "blog" }).waitFor();
    expect(await moving.locator("main").evaluate((el) => getComputedStyle(el).animationName)).toBe(
      "fade-in",
    );

    const page = await reduced.page();
    await goto(page, "/");
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("auto");
    await page.locator("footer").getByRole("link", { name: "Blog" }).click();
    await page.waitForURL(/\/blog$/);
    await page.getByRole("heading", { level: 1 }).filter({ hasText: "blog" }).waitFor();
    expect(await page.locator("main").evaluate((el) => getComputedStyle(el).animationName)).toBe(
      "none",
    );
    expect(baseUrl()).toBeTruthy();
  });
});
