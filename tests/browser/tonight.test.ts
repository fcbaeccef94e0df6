import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fetchAnswer } from "#scripts/harness/site-process.ts";
import { goto, mainJsonLd, useBrowser } from "#tests/support/browser.ts";
import { SUITE_FIXTURE } from "#tests/support/suite-bucket.ts";
import { serveSuiteBucket } from "#tests/support/suite-site.ts";

/**
 * Tonight first (issue 29), on the suites' bucket whose tonight is placed around the moment it
 * is written: a party on now with a price, an age and tickets at a club with Cosmic facts, one
 * that ended an hour ago, one tomorrow night, one in Cancun and a club with no facts at all.
 */
const baseUrl = serveSuiteBucket();
const { onNow, alsoOnNow, ended, tomorrow, cancun, clubFacts, bareClub, venue, weekly } =
  SUITE_FIXTURE;

/** The parties a page lists as coming or on: the picture of the night draws ended ones as over. */
const listed = (page: Page) =>
  page
    .locator('main [data-slug]:not([data-over="true"])')
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-slug")));

describe("tonight on a phone", () => {
  const browser = useBrowser({ width: 390 });

  it.each([
    ["/", "Tonight in Tulum"],
    ["/es", "Hoy en la noche en Tulum"],
  ])("%s puts the party on now in the first screen, above the cookie notice", async (path, h1) => {
    const page = await browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await goto(page, path, baseUrl());
    await expect(page.locator("h1").textContent()).resolves.toBe(h1);
    const row = page.locator(`[data-tonight] a[href$="/event/${onNow.slug}"]`).first();
    const box = await row.boundingBox();
    const notice = await page.getByRole("region", { name: /cookie|cookies/i }).boundingBox();
    expect(box, "the party on now is on the page").not.toBeNull();
    if (!box) return;
    expect(box.y + box.height).toBeLessThanOrEqual(notice ? notice.y : 844);
    // No horizontal scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

describe("an ended party", () => {
  const browser = useBrowser();

  it.each([
    "/",
    "/tulum-party-mexico-event-calendar",
    "/tulum-events-today",
    `/tulum-clubs/${venue}`,
    "/brands/tehmplo-tulum",
    "/djs/marea-baja",
    "/search?q=early+session",
  ])("is not listed on %s", async (path) => {
    const page = await browser.page();
    expect((await goto(page, path, baseUrl()))?.status()).toBe(200);
    expect(await listed(page)).not.toContain(ended.slug);
  });

  it("is not in the upcoming feeds, and its own .ics still answers", async () => {
    for (const feed of [
      "/feeds/parties.ics",
      `/feeds/clubs/${venue}/calendar.ics`,
      "/feeds/brands/tehmplo-tulum/calendar.ics",
      "/feeds/djs/marea-baja/calendar.ics",
    ]) {
      const { status, body: text } = await fetchAnswer(`${baseUrl()}${feed}`);
      expect(status, feed).toBe(200);
      expect(text, feed).not.toContain(ended.slug);
    }
    const own = await fetchAnswer(`${baseUrl()}/event/${ended.slug}/calendar.ics`);
    expect(own.status).toBe(200);
    expect(own.body).toContain("BEGIN:VEVENT");
  });

  it.each([
    ["", "This party has ended", "On tonight instead"],
    ["/es", "Esta fiesta ya terminó", "Hoy en la noche, en su lugar"],
  ])(
    "%s: its page stays, says it ended, offers nothing to buy and points to tonight",
    async (prefix, endedText, instead) => {
      const page = await browser.page();
      expect((await goto(page, `${prefix}/event/${ended.slug}`, baseUrl()))?.status()).toBe(200);
      await expect(page.locator("[data-event-ended]").textContent()).resolves.toContain(endedText);
      const header = page.locator("main header").first();
      await expect(header.locator('a[href*="tickets.example.com"]').count()).resolves.toBe(0);
      await expect(header.locator("[data-save-party]").count()).resolves.toBe(0);
      await expect(page.locator('[data-testid="add-to-calendar"]').count()).resolves.toBe(0);
      await expect(page.locator('main [data-concierge="book"]').count()).resolves.toBe(0);
      const json = await mainJsonLd(page);
      expect(json["@type"]).toBe("MusicEvent");
      expect(json.offers).toBeUndefined();
      const tonight = page.locator("section[aria-labelledby=same-night]");
      await expect(tonight.locator("h2").textContent()).resolves.toBe(instead);
      expect(
        await tonight
          .locator("[data-slug]")
          .evaluateAll((items) => items.map((i) => i.getAttribute("data-slug"))),
      ).toContain(onNow.slug);
    },
  );
});

describe("the event page answers where, until when and how much", () => {
  const browser = useBrowser({ width: 390 });

  it("shows the time range, the CMS address, a maps link, price, age, dress code and tickets first", async () => {
    const page = await browser.page();
    await goto(page, `/event/${onNow.slug}`, baseUrl());
    const facts = page.getByTestId("event-facts");
    await expect(facts.locator("[data-fact=hours]").textContent()).resolves.toMatch(
      /^\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/,
    );
    await expect(facts.textContent()).resolves.toContain("On now");
    await expect(facts.locator("[data-fact=place]").textContent()).resolves.toContain("Tulum");
    await expect(facts.locator("[data-fact=address]").textContent()).resolves.toBe(
      clubFacts.address,
    );
    const maps = new URL((await facts.getByTestId("open-in-maps").getAttribute("href")) ?? "");
    expect(maps.searchParams.get("query")).toBe(`${clubFacts.latitude},${clubFacts.longitude}`);
    await expect(facts.locator("[data-fact=price]").textContent()).resolves.toBe(
      `${onNow.price} · ${onNow.minAge}+`,
    );
    await expect(facts.locator("[data-fact=dress]").textContent()).resolves.toContain(
      clubFacts.dress_code,
    );
    const tickets = page.locator("main header a.btn-primary", { hasText: "Tickets" });
    await expect(tickets.getAttribute("href")).resolves.toBe(
      `https://tickets.example.com/${onNow.slug}`,
    );
    // The tickets button is within the first phone screen.
    const box = await tickets.boundingBox();
    expect((box?.y ?? 1e4) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
    const json = await mainJsonLd(page);
    expect(json.offers?.availability).toBe("https://schema.org/InStock");
  });

  it("in Spanish, in Spanish words", async () => {
    const page = await browser.page();
    await goto(page, `/es/event/${onNow.slug}`, baseUrl());
    const facts = page.getByTestId("event-facts");
    await expect(facts.textContent()).resolves.toContain("En curso");
    await expect(facts.locator("[data-fact=dress]").textContent()).resolves.toContain(
      "Código de vestimenta",
    );
    await expect(facts.getByTestId("open-in-maps").textContent()).resolves.toContain(
      "Abrir en Maps",
    );
    await expect(
      page.locator("main header a.btn-primary", { hasText: "Boletos" }).count(),
    ).resolves.toBe(1);
  });

  it("points to more the same night and more at the venue, with no party twice", async () => {
    const page = await browser.page();
    await goto(page, `/event/${onNow.slug}`, baseUrl());
    const slugsIn = (section: string) =>
      page
        .locator(`section[aria-labelledby=${section}] [data-slug]`)
        .evaluateAll((items) => items.map((i) => i.getAttribute("data-slug")));
    const sameNight = await slugsIn("same-night");
    const atVenue = await slugsIn("at-venue");
    expect(sameNight).toContain(alsoOnNow.slug);
    expect(atVenue).toContain(SUITE_FIXTURE.party.slug);
    expect(atVenue.filter((slug) => sameNight.includes(slug))).toEqual([]);
    expect(atVenue).not.toContain(onNow.slug);
  });
});

describe("club pages", () => {
  const browser = useBrowser();

  it("a club with facts shows them, and its parties in date order", async () => {
    const page = await browser.page();
    await goto(page, `/tulum-clubs/${venue}`, baseUrl());
    const facts = page.getByTestId("venue-facts");
    const text = (await facts.textContent()) ?? "";
    expect(text).toContain(clubFacts.address);
    expect(text).toContain(clubFacts.dress_code);
    expect(text).toContain("21+");
    expect(text).toContain("$$$");
    expect(text).not.toMatch(/not confirmed/i);
    const dates = await page
      .locator("section[aria-labelledby=club-parties] [data-date]")
      .evaluateAll((items) => items.map((i) => i.getAttribute("data-date") ?? ""));
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort());
  });

  it("a club with no facts shows none and no placeholder, and offers the concierge", async () => {
    const page = await browser.page();
    await goto(page, `/tulum-clubs/${bareClub}`, baseUrl());
    const facts = page.getByTestId("venue-facts");
    const text = (await facts.textContent()) ?? "";
    expect(text).not.toMatch(/not confirmed|unknown|n\/a/i);
    expect(await facts.locator("dt").count()).toBe(0);
    expect(await facts.locator('[data-concierge="book"]').count()).toBe(1);
  });

  it("a weekly night reads as one row: every weekday, next date", async () => {
    const page = await browser.page();
    await goto(page, `/tulum-clubs/${weekly.club}`, baseUrl());
    const rows = page.locator("section[aria-labelledby=club-parties] li", {
      hasText: weekly.title,
    });
    expect(await rows.count()).toBe(1);
    await expect(rows.first().textContent()).resolves.toMatch(/Every \w+ · next /);
  });
});

describe("lists", () => {
  const browser = useBrowser({ width: 390 });

  it("?when=tomorrow is a filter, not ignored", async () => {
    const page = await browser.page();
    await goto(page, "/tulum-party-mexico-event-calendar?when=tomorrow", baseUrl());
    const shown = await listed(page);
    expect(shown).toContain(tomorrow.slug);
    expect(shown).not.toContain(onNow.slug);
    expect(await page.locator("[data-filter-notes]").count()).toBe(0);
    expect(
      await page
        .locator('[data-party-filters] a[data-filter="when"][data-value="tomorrow"]')
        .getAttribute("aria-current"),
    ).toBe("true");
  });

  it("labels a party a flight away with its area, in both languages", async () => {
    for (const [prefix, name] of [
      ["", "Cancun"],
      ["/es", "Cancún"],
    ]) {
      const page = await browser.page();
      // The calendar holds Tulum unless asked for every area (issue 42).
      await goto(page, `${prefix}/tulum-party-mexico-event-calendar?area=all`, baseUrl());
      const row = page.locator(`main [data-slug="${cancun.slug}"]`).first();
      await expect(row.locator("[data-area]").getAttribute("data-area")).resolves.toBe("cancun");
      await expect(row.locator("[data-area]").textContent()).resolves.toContain(name);
      await page.close();
    }
  });
});

describe("research notes stay out of pages", () => {
  const browser = useBrowser();
  const NOTES =
    /no public source|one guide lists|listed by the guide|not confirmed yet|research note/i;

  it.each([
    "/",
    "/tulum-clubs",
    "/tulum-day-beach-clubs",
    "/cancun-clubs",
    "/playa-del-carmen-clubs",
    "/tulum-clubs-directory",
    "/tulum-nightlife",
    `/tulum-clubs/${venue}`,
    `/tulum-clubs/${bareClub}`,
    `/event/${onNow.slug}`,
    "/es/tulum-clubs-directory",
  ])("%s", async (path) => {
    const page = await browser.page();
    await goto(page, path, baseUrl());
    expect(await page.locator("html").textContent()).not.toMatch(NOTES);
  });
});
