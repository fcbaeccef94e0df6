import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLOSED_BRANDS, DIRECTORY, findDirectoryRecord } from "#app/directory/records.ts";
import type { Emulator } from "#emulator/server.ts";
import { startSiteWithEmulator } from "#scripts/harness/site-process.ts";
import { goto, mainJsonLd, seriousAxeViolations, useBrowser } from "#tests/support/browser.ts";
import { SUITE_FIXTURE, writeSuiteBucket } from "#tests/support/suite-bucket.ts";
import { serveSuiteBucket } from "#tests/support/suite-site.ts";

/**
 * On the suites' own bucket: its CMS venues come from the demo's venue factory, the facts from
 * the directory, and the club parties are the fixture's.
 */
const baseUrl = serveSuiteBucket();
const { weekly, clubNight } = SUITE_FIXTURE;

describe("club lists", () => {
  const browser = useBrowser();

  it.each([
    ["/tulum-clubs", 12],
    ["/tulum-day-beach-clubs", 10],
    ["/cancun-clubs", 4],
    ["/playa-del-carmen-clubs", 4],
  ])("%s lists its venues, each linking to its page", async (path, count) => {
    const page = await browser.page();
    expect((await goto(page, path, baseUrl()))?.status()).toBe(200);
    const links = await page
      .locator("[data-venue] a")
      .evaluateAll((items) => items.map((a) => a.getAttribute("href")));
    expect(links).toHaveLength(count);
    const section = path === "/tulum-day-beach-clubs" ? "/tulum-clubs" : path;
    expect(links.every((href) => href?.startsWith(`${section}/`))).toBe(true);
  });

  it("load more appends the next venues; start 0 replaces them", async () => {
    const page = await browser.page();
    await goto(page, "/tulum-clubs", baseUrl());
    const first = await page
      .locator("[data-venue]")
      .evaluateAll((items) => items.map((a) => a.getAttribute("data-venue")));
    expect(first).toHaveLength(12);
    await page.getByTestId("load-more").click();
    await page.waitForURL(/\?start=12$/);
    await page.locator("[data-venue]").nth(12).waitFor();
    const appended = await page
      .locator("[data-venue]")
      .evaluateAll((items) => items.map((a) => a.getAttribute("data-venue")));
    expect(appended.slice(0, 12)).toEqual(first);
    expect(appended.length).toBe(13);
    expect(await page.getByTestId("load-more").count()).toBe(0);
    // Back to the list without ?start: a start of 0 replaces what was shown.
    await page
      .getByRole("navigation", { name: "Quick links" })
      .getByRole("link", { name: "CLUBS" })
      .click();
    await page.waitForURL(/\/tulum-clubs$/);
    await page.waitForFunction(() => document.querySelectorAll("[data-venue]").length === 12);
  });

  it("a shared ?start= link renders that slice on the server with a way back", async () => {
    const page = await browser.page();
    await goto(page, "/tulum-clubs?start=12", baseUrl());
    expect(await page.locator("[data-venue]").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Show from the start" }).count()).toBe(1);
  });
});

describe("club detail", () => {
  const browser = useBrowser({ width: 390 });

  it("merges the CMS venue with the directory: facts, grouped tags, directions, parties, NightClub JSON-LD", async () => {
    const page = await browser.page();
    expect((await goto(page, "/tulum-clubs/papaya-playa-tulum", baseUrl()))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Papaya Playa Project",
    );
    expect(
      await page
        .locator("[data-tag-label]")
        .evaluateAll((items) => items.map((i) => i.getAttribute("data-tag-label"))),
    ).toEqual(["NIGHT", "MUSIC", "GOOD FOR"]);
    const address = findDirectoryRecord("papaya-playa-tulum")?.address ?? "";
    expect(address).not.toBe("");
    await page.getByText(address).first().waitFor({ state: "visible" });
    await page.getByText("The map position is approximate.").waitFor({ state: "visible" });
    // Unknown facts are left out, never shown as placeholders.
    expect(await page.getByText(/not confirmed/i).count()).toBe(0);
    expect(await page.getByTestId("open-in-maps").getAttribute("href")).toContain(
      "google.com/maps/search",
    );
    expect(await page.locator("iframe").count()).toBe(0);
    await page.getByRole("button", { name: "Show the map" }).click();
    expect(await page.locator("iframe").getAttribute("src")).toContain("output=embed");
    expect(
      await page.locator("section[aria-labelledby=club-parties] [data-slug]").count(),
    ).toBeGreaterThan(0);
    const json = await mainJsonLd(page);
    expect(json["@type"]).toBe("NightClub");
    expect(json.geo["@type"]).toBe("GeoCoordinates");
    expect(json.address.streetAddress).toBe(address);
    expect(json.priceRange).toBeUndefined();
    const book = new URL(
      (await page.locator("main [data-concierge=book]").first().getAttribute("href")) ?? "",
    );
    // A table at the club's next party, by name, day and link (issue 53).
    expect(book.searchParams.get("text")).toMatch(
      /@ Papaya Playa on .+ \(http:\/\/[^)]+\/event\/[\w-]+\)\.$/,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("lists the club's parties by date, its weekly night as one row", async () => {
    const page = await browser.page();
    await goto(page, `/tulum-clubs/${weekly.club}`, baseUrl());
    const rows = page.locator("section[aria-labelledby=club-parties] [data-slug]");
    const titles = await rows.locator("h3").allTextContents();
    expect(titles.filter((title) => title === weekly.title)).toHaveLength(1);
    expect(titles).toContain(clubNight.title);
    const dates = await rows.evaluateAll((items) => items.map((i) => i.getAttribute("data-date")));
    expect(dates).toEqual([...dates].sort());
  });

  it("shows a directory-only club and a Cancun club", async () => {
    const page = await browser.page();
    expect((await goto(page, "/tulum-clubs/martina-tulum", baseUrl()))?.status()).toBe(200);
    expect((await goto(page, "/cancun-clubs/laguna-terrace-cancun", baseUrl()))?.status()).toBe(
      200,
    );
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Laguna Terrace Cancun",
    );
  });

  it.each(CLOSED_BRANDS.map((brand) => [brand.slug]))(
    "closed %s answers 410 under the clubs path",
    async (slug) => {
      const response = await fetch(`${baseUrl()}/tulum-clubs/${slug}`);
      expect(response.status).toBe(410);
    },
  );

  it("answers 404 for an unknown club and redirects the short slugs", async () => {
    expect((await fetch(`${baseUrl()}/tulum-clubs/no-such-club`)).status).toBe(404);
    const page = await browser.page();
    await page.goto(`${baseUrl()}/tulum-clubs/vagalume`);
    expect(new URL(page.url()).pathname).toBe("/tulum-clubs/vagalume-tulum");
    await page.goto(`${baseUrl()}/venues`);
    expect(new URL(page.url()).pathname).toBe("/tulum-clubs");
  });
});

describe("directory, map and site directory", () => {
  const browser = useBrowser();

  it("lists every venue and brand and filters by area and tag through the URL", async () => {
    const page = await browser.page();
    await goto(page, "/tulum-clubs-directory", baseUrl());
    expect(await page.locator("[data-testid=directory-list] > li").count()).toBe(DIRECTORY.length);
    expect(await page.getByRole("link", { name: "Zamna Tulum" }).getAttribute("href")).toBe(
      "/brands/zamna-tulum",
    );
    expect(await page.getByRole("link", { name: "Martina Tulum" }).getAttribute("href")).toBe(
      "/tulum-clubs/martina-tulum",
    );
    await page.getByLabel("Area").selectOption("Tulum Beach");
    await page.getByLabel("Good for").selectOption("DAY");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/area=Tulum\+Beach&tag=DAY/);
    await page.waitForFunction(
      () => document.querySelectorAll("[data-testid=directory-list] > li").length < 5,
    );
    const areas = await page
      .locator("[data-testid=directory-list] > li")
      .evaluateAll((items) => items.map((li) => li.getAttribute("data-area")));
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.every((area) => area === "Tulum Beach")).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("paints a numbered preview first and draws the interactive map only when asked, keyboard too", async () => {
    const page = await browser.page();
    const tiles: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("tile.openstreetmap.org")) tiles.push(request.url());
    });
    await goto(page, "/tulum-clubs-map", baseUrl());
    const placed = DIRECTORY.filter(
      (r) => r.kind !== "brand" && r.directions.latitude !== null,
    ).length;
    const preview = page.getByRole("img", { name: /Map preview: \d+ venues/ });
    await preview.waitFor();
    expect(await preview.locator("circle").count()).toBe(placed);
    expect(await page.locator(".leaflet-container").count()).toBe(0);
    expect(tiles).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Show the interactive map" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      (n) => document.querySelectorAll("path.leaflet-interactive").length === n,
      placed,
    );
    // Focus moves into the map, whose keyboard controls then pan it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("venue-map");
    const pane = page.locator(".leaflet-map-pane");
    const before = await pane.getAttribute("style");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => pane.getAttribute("style")).not.toBe(before);
    // Leaflet asks for tiles after it has drawn the vector markers.
    await expect.poll(() => tiles.length).toBeGreaterThan(0);

    const list = page.getByTestId("map-list");
    expect(await list.locator("li").count()).toBe(placed);
    await list.getByRole("button").first().click();
    const popupLink = page.locator(".leaflet-popup-content a");
    await popupLink.waitFor();
    expect(await popupLink.getAttribute("href")).toMatch(/^\/tulum-clubs\//);
    expect(await page.getByRole("heading", { name: "Not on the map yet" }).count()).toBe(1);
  });

  it("a venue's Show button loads the interactive map and opens its popup", async () => {
    const page = await browser.page();
    await goto(page, "/es/tulum-clubs-map", baseUrl());
    await page.getByTestId("map-list").getByRole("button").nth(1).click();
    const popupLink = page.locator(".leaflet-popup-content a");
    await popupLink.waitFor();
    expect(await popupLink.getAttribute("href")).toMatch(/^\/es\/tulum-clubs\//);
  });

  it("the site directory links every section, area, venue and brand", async () => {
    const page = await browser.page();
    await goto(page, "/", baseUrl());
    await page.locator("aside#sidebar a").first().click();
    await page.waitForURL(/\/directory$/);
    await page.getByRole("heading", { level: 1, name: "Site directory" }).waitFor();
    for (const name of ["Sections", "Areas", "Venues", "Brands"]) {
      expect(await page.getByRole("heading", { level: 2, name, exact: true }).count()).toBe(1);
    }
    expect(await page.locator("section[aria-labelledby=venues] a").count()).toBe(
      DIRECTORY.filter((r) => r.kind !== "brand").length,
    );
    expect(await page.locator("section[aria-labelledby=brands] a").count()).toBe(
      DIRECTORY.filter((r) => r.kind === "brand").length,
    );
  });
});

describe("a venue detail opened from its list comes from the cached list", () => {
  let emulator: Emulator;
  let stop: () => Promise<void>;
  let url: string;

  beforeAll(async () => {
    const started = await startSiteWithEmulator({}, { bucketFile: writeSuiteBucket() });
    ({ emulator, stop } = started);
    url = started.site.url;
  });
  afterAll(() => stop?.());

  const venueRequests = (slug: string) =>
    emulator.requests.filter(
      (r) => r.query?.includes('"type":"cancun-clubs"') && r.query.includes(`"slug":"${slug}"`),
    ).length;

  it("loads by slug when no list has been seen, and not again once a list has it", async () => {
    const before = venueRequests("km9-rooftop-cancun");
    expect((await fetch(`${url}/cancun-clubs/km9-rooftop-cancun`)).status).toBe(200);
    expect(venueRequests("km9-rooftop-cancun")).toBe(before + 1);

    expect((await fetch(`${url}/cancun-clubs`)).status).toBe(200);
    const afterList = emulator.requests.length;
    expect((await fetch(`${url}/cancun-clubs/laguna-terrace-cancun`)).status).toBe(200);
    expect(venueRequests("laguna-terrace-cancun")).toBe(0);
    expect(emulator.requests.length).toBe(afterList);
  });
});
