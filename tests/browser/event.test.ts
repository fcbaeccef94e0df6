import { describe, expect, it } from "vitest";
import { findDirectoryRecord } from "#app/directory/records.ts";
import { startSiteWithEmulator } from "#scripts/harness/site-process.ts";
import { goto, mainJsonLd, seriousAxeViolations, useBrowser } from "#tests/support/browser.ts";
import { E2E_WHATSAPP } from "#tests/support/global-setup.ts";
import { SUITE_FIXTURE, writeSuiteBucket } from "#tests/support/suite-bucket.ts";
import { serveSuiteBucket } from "#tests/support/suite-site.ts";

/** On a bucket of its own: every title, name and colour asserted here is the fixture's. */
const { party, ticketed, brand, artists, clubNight } = SUITE_FIXTURE;
const SLUG = party.slug;
const PARTY_NAME = party.title;
const VENUE = findDirectoryRecord(SUITE_FIXTURE.venue);

const baseUrl = serveSuiteBucket();

describe("event page", () => {
  const browser = useBrowser();
  const open = async (path: string) => {
    const page = await browser.page();
    return { page, response: await goto(page, path, baseUrl()) };
  };

  it("shows the party's fields, brand, artists and directory venue", async () => {
    const { page, response } = await open(`/event/${SLUG}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(PARTY_NAME);
    const label = await page.locator("header time").textContent();
    // After midnight the coming evening is named by its day ("Saturday night", issue 52).
    expect(label).toMatch(/^(Today|Tomorrow|\w+day|\w+day night), /);
    await expect(
      page.getByRole("link", { name: brand.title }).first().getAttribute("href"),
    ).resolves.toBe(`/brands/${brand.slug}`);
    const lineup = await page.locator('aside a[href^="/djs/"]').allTextContents();
    for (const artist of artists) expect(lineup.join(" ")).toContain(artist.title);
    await expect(page.locator("[data-fact=place]").textContent()).resolves.toContain(
      VENUE?.name ?? "?",
    );
  });

  it("themes the page with the party's colours", async () => {
    const { page } = await open(`/event/${SLUG}`);
    const primary = await page
      .locator("article")
      .first()
      .evaluate((el) => getComputedStyle(el).getPropertyValue("--party-primary"));
    expect(primary.trim()).toBe(party.primaryColor);
  });

  it("answers when, where and how to go before the description", async () => {
    const { page } = await open(`/event/${SLUG}`);
    const order = await page.evaluate(() => {
      const facts = document.querySelector("[data-testid=event-facts]");
      const lineup = document.querySelector("#lineup");
      return facts && lineup
        ? facts.compareDocumentPosition(lineup) & Node.DOCUMENT_POSITION_FOLLOWING
        : 0;
    });
    expect(order).toBeGreaterThan(0);
  });

  it("prefills BOOK A TABLE with the event's name and date", async () => {
    const { page } = await open(`/event/${SLUG}`);
    const book = page.locator("article [data-concierge=book]");
    const href = new URL((await book.getAttribute("href")) ?? "");
    expect(href.origin + href.pathname).toBe(`https://wa.me/${E2E_WHATSAPP}`);
    expect(href.searchParams.get("text")).toMatch(
      new RegExp(`^.*${PARTY_NAME} on \\w+day, \\w+ \\d+`),
    );
    // ...and its link, so the concierge knows which night (issue 53).
    expect(href.searchParams.get("text")).toContain(`/event/${SLUG})`);
    expect(await book.getAttribute("target")).toBe("_blank");
    const topBarBook = page.locator("header [data-concierge=book]").first();
    expect(
      new URL((await topBarBook.getAttribute("href")) ?? "").searchParams.get("text"),
    ).toContain(PARTY_NAME);
  });

  it("publishes MusicEvent JSON-LD with an offset-bearing start date and a Place", async () => {
    const { page } = await open(`/event/${SLUG}`);
    const json = await mainJsonLd(page);
    expect(json["@type"]).toBe("MusicEvent");
    expect(json.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-05:00$/);
    expect(json.location["@type"]).toBe("Place");
    expect(json.location.address["@type"]).toBe("PostalAddress");
    expect(json.performer.length).toBeGreaterThan(0);
    expect(json.organizer.name).toBe(brand.title);
    expect(json.performer.map((performer: { name: string }) => performer.name)).toEqual(
      artists.map((artist) => artist.title),
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${baseUrl()}/event/${SLUG}`,
    );
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toContain(
      `/og/event/${SLUG}.png?v=`,
    );
    expect(await page.title()).toContain(PARTY_NAME);
  });

  it("shows a venue address from the directory with a maps link", async () => {
    const tickets = await open(`/event/${ticketed.slug}`);
    expect(await tickets.page.getByRole("link", { name: "Tickets" }).count()).toBe(1);
    // A club with no address in Cosmic: the address is the directory's, whatever it says today.
    const { page } = await open(`/event/${clubNight.slug}`);
    const address = findDirectoryRecord(SUITE_FIXTURE.weekly.club)?.address ?? "";
    expect(address).not.toBe("");
    await expect(page.locator("[data-fact=address]").textContent()).resolves.toContain(address);
    const maps = await page.getByRole("link", { name: /Open in Maps/ }).getAttribute("href");
    expect(maps).toContain("google.com/maps/search");
  });

  it("has no serious accessibility violations, on desktop and on the 404 page", async () => {
    const { page } = await open(`/event/${SLUG}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await goto(page, `/event/missing-party`, baseUrl());
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("event page and the CMS's secrets", () => {
  it("never shows the read key or the CMS's address the page was read with", async () => {
    const hosted = await startSiteWithEmulator({}, { bucketFile: writeSuiteBucket() });
    try {
      const responses = await Promise.all(
        [`/event/${SLUG}`, `/event/${SLUG}.data`].map((path) => fetch(`${hosted.site.url}${path}`)),
      );
      // The emulator answers only with this key: a page read from it used the key, and says
      // nothing of it.
      expect(responses.map((response) => response.status)).toEqual([200, 200]);
      const answers = await Promise.all(responses.map((response) => response.text()));
      for (const answer of answers) {
        expect(answer).toContain(PARTY_NAME);
        expect(answer).not.toContain(hosted.readKey);
        expect(answer).not.toContain(hosted.emulator.apiUrl);
        expect(answer).not.toContain("read_key");
      }
    } finally {
      await hosted.stop();
    }
  });
});
