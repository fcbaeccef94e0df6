import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, goto, useBrowser } from "#tests/support/browser.ts";

/**
 * Nothing a visitor needs cut or off screen on the narrowest phones (issue 66), in both
 * languages, on the demo content (whose Spanish prices are the longest): no page wider than the
 * screen, no row that clips its place, price or age, and the club menu's choice shown whole.
 */
const PAGES = [
  "/",
  "/tulum-party-mexico-event-calendar",
  "/tulum-party-mexico-event-calendar?when=weekend&type=beach-club",
  "/tulum-events-today",
  "/event/zamna-tulum-festival-opening",
  "/tulum-clubs/papaya-playa-tulum",
  "/djs/nox-verde",
  "/genres/techno",
  "/my-night",
  "/search?q=zamna",
  // A 404 with its search field (an unknown first segment is sent home instead).
  "/event/no-such-party-here",
];

/** What is clipped on the page: a row's line that hides text, the page's own overflow. */
const cuts = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth)
      found.push(`page ${document.documentElement.scrollWidth} px wide`);
    for (const line of document.querySelectorAll<HTMLElement>(
      "main [data-area], main [data-fact]",
    )) {
      const box = line.closest("p") ?? line;
      if (box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1)
        found.push(`row line cut: ${box.textContent}`);
    }
    // The club menu's shown choice, measured as the browser lays it out alone and unsqueezed.
    for (const select of document.querySelectorAll<HTMLSelectElement>(
      "[data-party-filters] select",
    )) {
      const alone = document.createElement("select");
      alone.className = select.className;
      alone.style.width = "auto";
      alone.append(new Option(select.selectedOptions[0]?.text ?? ""));
      select.after(alone);
      if (alone.offsetWidth > select.offsetWidth + 1)
        found.push(
          `menu cut: ${alone.options[0]?.text} (${alone.offsetWidth} > ${select.offsetWidth})`,
        );
      alone.remove();
    }
    // A field's hint shown whole (the 404 page's search placeholder was cut).
    const context = document.createElement("canvas").getContext("2d");
    for (const input of document.querySelectorAll<HTMLInputElement>("main input[placeholder]")) {
      const style = getComputedStyle(input);
      if (!context || input.getClientRects().length === 0) continue;
      context.font = style.font;
      const room =
        input.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight);
      const needed = context.measureText(input.placeholder).width;
      if (needed > room + 1)
        found.push(`hint cut: ${input.placeholder} (${Math.round(needed)} > ${Math.round(room)})`);
    }
    return found;
  });

describe.each([320, 390])("at %i px", (width) => {
  const browser = useBrowser({ width, height: 800 });

  it.each([...PAGES, ...PAGES.map((path) => `/es${path === "/" ? "" : path}`)])(
    "%s cuts nothing",
    async (path) => {
      const page = await browser.page();
      await goto(page, path, baseUrl());
      expect(await cuts(page)).toEqual([]);
    },
  );
});
