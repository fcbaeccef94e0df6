import { describe, expect, it } from "vitest";
import { goto, useBrowser } from "#tests/support/browser.ts";
import { SUITE_FIXTURE } from "#tests/support/suite-bucket.ts";
import { serveSuiteBucket } from "#tests/support/suite-site.ts";

/**
 * Issue 42: a row says what kind of night it is, where exactly and how much, so a visitor
 * chooses between two parties without opening either: on a phone and a desktop, in both
 * languages, from the suite bucket's own values (the artists play techno; the party on now
 * has a price; both are at Bonbonniere, a club in the directory).
 */
const baseUrl = serveSuiteBucket();
const { party, onNow, artists } = SUITE_FIXTURE;

describe.each([390, 1280])("calendar rows at %i px", (width) => {
  const browser = useBrowser({ width });

  it.each([
    ["/tulum-party-mexico-event-calendar", "Club", "Tulum Beach"],
    ["/es/tulum-party-mexico-event-calendar", "Club", "Playa de Tulum"],
  ])("%s: genre, headliner, price and the venue's kind", async (path, club, partOfTown) => {
    const page = await browser.page();
    await goto(page, path, baseUrl());
    const row = (slug: string) => page.locator(`main li[data-slug="${slug}"]`).first();
    const fact = (slug: string, name: string) =>
      row(slug).locator(`[data-fact=${name}]`).textContent();

    await expect(fact(party.slug, "genre")).resolves.toBe("Techno");
    await expect(fact(party.slug, "headliner")).resolves.toContain(artists[0].title);
    await expect(fact(onNow.slug, "price")).resolves.toContain(onNow.price);
    await expect(fact(onNow.slug, "age")).resolves.toContain(`${onNow.minAge}+`);
    // A price no editor gave is said so, never left blank as if free.
    await expect(fact(party.slug, "price")).resolves.toContain(
      path.startsWith("/es") ? "Precio por anunciar" : "Price not announced",
    );
    await expect(fact(onNow.slug, "headliner")).resolves.toContain(artists[0].title);
    // Where exactly: the venue, what kind of place it is, its part of town (one name each).
    await expect(row(party.slug).locator("[data-area]").textContent()).resolves.toBe(
      `Bonbonniere Tulum · ${club} · ${partOfTown}`,
    );
    // Said whole, on two lines if need be: never cut to "Beach club · Tul...".
    expect(
      await row(party.slug)
        .locator("[data-area]")
        .evaluate(
          (line) => line.scrollWidth <= line.clientWidth && line.scrollHeight <= line.clientHeight,
        ),
    ).toBe(true);
    // A row stays a row: no wider than the screen, the price readable (not cut to "MXN 8...").
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    const priceBox = await row(onNow.slug).locator("[data-fact=price]").boundingBox();
    const rowBox = await row(onNow.slug).boundingBox();
    expect(priceBox && rowBox && priceBox.x + priceBox.width <= rowBox.x + rowBox.width).toBe(true);
  });
});

describe.each([390, 1280])("home's rows at %i px", (width) => {
  const browser = useBrowser({ width });

  it.each(["/", "/es"])(
    "%s: rows say genre, headliner and price, as the calendar's rows do",
    async (path) => {
      const page = await browser.page();
      await goto(page, path, baseUrl());
      const fact = (slug: string, name: string) =>
        page.locator(`main li[data-slug="${slug}"] [data-fact=${name}]`).first().textContent();
      await expect(fact(party.slug, "genre")).resolves.toBe("Techno");
      await expect(fact(party.slug, "headliner")).resolves.toContain(artists[0].title);
      await expect(fact(party.slug, "price")).resolves.toContain(
        path === "/es" ? "Precio por anunciar" : "Price not announced",
      );
      // The party on now, in home's first section: headliner and price.
      await expect(fact(onNow.slug, "headliner")).resolves.toContain(artists[0].title);
      await expect(fact(onNow.slug, "price")).resolves.toContain(onNow.price);
    },
  );
});

describe("this weekend at a beach club, from home on a phone", () => {
  const browser = useBrowser({ width: 390 });
  const { weekendBeach } = SUITE_FIXTURE;
  const listed = (page: import("playwright-core").Page) =>
    page
      .locator("main li[data-slug]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-slug")));

  it.each([
    ["/", "At a beach club this weekend", "Beach club"],
    ["/es", "En un beach club este fin de semana", "Beach club"],
  ])(
    "%s: one tap lists the weekend's beach-club parties in Tulum, all of them",
    async (home, link, kind) => {
      const page = await browser.page();
      await goto(page, home, baseUrl());
      await page.getByRole("link", { name: link }).click();
      await page.waitForURL(/type=beach-club/);
      const chip = page.locator(
        '[data-filter="type"][data-value="beach-club"][aria-current="true"]',
      );
      await chip.waitFor();
      // The landing names its filters and shows the chosen chip on the phone's screen.
      const title = (await page.locator("h1").textContent()) ?? "";
      expect(title).toContain(kind);
      expect(title).toContain(home === "/" ? "This weekend" : "Este fin de semana");
      // Both chosen chips, the day's too (they lead the row on a phone, issue 66).
      for (const chosen of [chip, page.locator('[data-filter="when"][data-value="weekend"]')]) {
        const box = await chosen.boundingBox();
        expect(box && box.x > -1 && box.x + box.width < 391, JSON.stringify(box)).toBe(true);
      }
      const found = await listed(page);
      expect(found).toContain(weekendBeach.slug);
      // Exactly the weekend's Tulum rows whose place is a beach club: none lost, none added.
      const weekend = home === "/" ? "" : "/es";
      await goto(
        page,
        `${weekend}/tulum-party-mexico-event-calendar?when=weekend&area=tulum`,
        baseUrl(),
      );
      const atBeachClubs = await page
        .locator("main li[data-slug]")
        .evaluateAll(
          (items, kind) =>
            items
              .filter((item) =>
                item.querySelector("[data-area]")?.textContent?.includes(` · ${kind} · `),
              )
              .map((item) => item.getAttribute("data-slug")),
          kind,
        );
      expect(found).toEqual(atBeachClubs);
    },
  );
});

describe("filters that stay out of the way on a phone", () => {
  const browser = useBrowser({ width: 390, height: 844 });

  it.each(["/tulum-party-mexico-event-calendar", "/es/tulum-party-mexico-event-calendar"])(
    "%s: when, area, place and genre are one row, and the first party is on the first screen",
    async (path) => {
      const page = await browser.page();
      await goto(page, path, baseUrl());
      expect(await page.locator("[data-party-filters] fieldset").count()).toBe(4);
      const chips = await page
        .locator("[data-party-filters] fieldset .chip")
        .evaluateAll((all) => all.map((chip) => chip.getBoundingClientRect().top));
      expect(chips.length).toBeGreaterThan(4);
      expect(new Set(chips).size).toBe(1);
      // The row scrolls sideways; the page does not.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      const firstRow = await page.locator("main li[data-slug]").first().boundingBox();
      expect(firstRow && firstRow.y + firstRow.height).toBeLessThanOrEqual(844);
    },
  );
});

describe("filters that keep the place (issue 54)", () => {
  const browser = useBrowser({ width: 390, height: 844 });

  it("a chip tapped under the fold keeps the page where it was; a club applies without 'Go'", async () => {
    const page = await browser.page();
    await goto(page, "/tulum-party-mexico-event-calendar", baseUrl());
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => {
      document.documentElement.style.scrollBehavior = "auto";
      window.scrollTo(0, 150);
    });
    // A finger's tap where the chip is (a locator's click would scroll it into view first).
    const chip = page.locator('[data-filter="when"][data-value="tonight"]');
    const box = await chip.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click((box?.x ?? 0) + 10, (box?.y ?? 0) + 10);
    await page.waitForURL(/when=tonight/);
    await page.waitForSelector('[data-filter="when"][data-value="tonight"][aria-current="true"]');
    // The row under the finger stays where it was on the screen (the title above may take
    // another line: the browser's scroll anchoring keeps the chips in place, not the top).
    const after = await chip.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (box?.y ?? 0))).toBeLessThanOrEqual(1);
    // And the chip just chosen is on the screen, not slid off its edge (issue 66).
    expect(after && after.x >= 0 && after.x + after.width <= 390, JSON.stringify(after)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(150);
    expect(await page.locator(".go-without-script").first().isVisible()).toBe(false);
    await page.goto(`${baseUrl()}/tulum-party-mexico-event-calendar`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('select[name="venue"]').selectOption({ index: 1 });
    await page.waitForURL(/venue=/);
  });
});

describe("club lists with their next dates", () => {
  it.each([
    ["/tulum-clubs", SUITE_FIXTURE.venue, "Next: "],
    ["/es/tulum-day-beach-clubs", "gitano-beach-tulum", "Próxima: "],
  ])("%s: %s says when its next party is", async (path, club, next) => {
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    const card = html.slice(html.indexOf(`data-venue="${club}"`));
    expect(card.slice(0, card.indexOf("</article>"))).toContain(next);
  });

  it.each([
    ["/tulum-clubs?sort=soonest", "Next: "],
    ["/es/tulum-day-beach-clubs?sort=soonest", "Próxima: "],
  ])("%s puts the clubs with a party first, the soonest on top", async (path, next) => {
    const answer = await fetch(`${baseUrl()}${path}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const cards = html.split('data-venue="').slice(1);
    expect(cards.length).toBeGreaterThan(3);
    const dated = cards.map((card) => card.slice(0, card.indexOf("</article>")).includes(next));
    // Every club with a coming party comes before every club without one.
    expect(dated.indexOf(false) === -1 || dated.lastIndexOf(true) < dated.indexOf(false)).toBe(
      true,
    );
    expect(dated[0]).toBe(true);
    // The whole kind at once: no "load more" under a list sorted by date.
    expect(html).not.toContain('data-testid="load-more"');
    expect(html).toMatch(/aria-current="true"[^>]*data-testid="sort-soonest"/);
  });
});

describe("a map pin estimated from a km marker", () => {
  it("says it is approximate on the event page that offers it", async () => {
    const html = await (await fetch(`${baseUrl()}/event/${SUITE_FIXTURE.tomorrow.slug}`)).text();
    expect(html).toContain('data-testid="open-in-maps"');
    expect(html).toContain("The map position is approximate.");
  });
});

describe("a DJ's dates with the DJ's own set", () => {
  it.each([
    ["/djs/marea-baja", "· set 1:30 AM"],
    ["/es/djs/marea-baja", "· su set "],
  ])("%s says when the set starts, not the party", async (path, words) => {
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    const row = html.slice(html.indexOf(`data-slug="${party.slug}"`));
    expect(row.slice(0, row.indexOf("</li>"))).toContain(words);
  });
});

describe.each([390, 1280])("lists titled Tulum hold Tulum at %i px", (width) => {
  const browser = useBrowser({ width });
  const { cancun } = SUITE_FIXTURE;

  it.each([
    ["", "All areas", "Tulum party calendar"],
    ["/es", "Todas las zonas", "Calendario de fiestas en Tulum"],
  ])("%s calendar: Tulum by default, every area one tap away", async (prefix, all, title) => {
    const page = await browser.page();
    await goto(page, `${prefix}/tulum-party-mexico-event-calendar`, baseUrl());
    expect(await page.locator("h1").textContent()).toBe(title);
    const areas = () =>
      page
        .locator("main li[data-slug] [data-area]")
        .evaluateAll((rows) => [...new Set(rows.map((row) => row.getAttribute("data-area")))]);
    await expect(areas()).resolves.toEqual(["tulum"]);
    const tulumChip = page.locator('[data-filter="area"][data-value="tulum"]');
    expect(await tulumChip.getAttribute("aria-current")).toBe("true");
    const everyArea = page.locator('[data-filter="area"][data-value=""]');
    expect(await everyArea.textContent()).toContain(all);
    await Promise.all([page.waitForURL(/area=all/), everyArea.click()]);
    await expect.poll(areas).toContain("cancun");
    expect(await page.locator(`main li[data-slug="${cancun.slug}"]`).count()).toBeGreaterThan(0);
    // Back to the destination with one more tap, at the bare URL.
    await Promise.all([
      page.waitForURL((url) => url.search === ""),
      page.locator('[data-filter="area"][data-value="tulum"]').click(),
    ]);
    await expect.poll(areas).toEqual(["tulum"]);
  });
});
