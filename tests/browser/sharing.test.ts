import { readFileSync } from "node:fs";
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "#scripts/harness/chromium.ts";
import {
  fetchAnswer,
  type SiteProcess,
  startSite,
  startSiteWithEmulator,
} from "#scripts/harness/site-process.ts";
import { goto, serviceWorkerControls, useBrowser } from "#tests/support/browser.ts";
import { SUITE_FIXTURE, writeSuiteBucket } from "#tests/support/suite-bucket.ts";
import { serveSuiteBucket } from "#tests/support/suite-site.ts";

/** On the suites' own bucket: every party, DJ and article named here is the fixture's. */
const baseUrl = serveSuiteBucket();
const { party, ticketed, article } = SUITE_FIXTURE;
const dj = SUITE_FIXTURE.artists[0];
const EVENT = `/event/${party.slug}`;
const PARTY_NAME = party.title.split(" @ ")[0] ?? party.title;
const PNG_SIGNATURE = "89504e470d0a1a0a";

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): [number, number] | null {
  if (bytes.subarray(0, 8).toString("hex") !== PNG_SIGNATURE) return null;
  if (bytes.subarray(12, 16).toString("latin1") !== "IHDR") return null;
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function image(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cacheControl: response.headers.get("cache-control") ?? "",
    pageCache: response.headers.get("x-page-cache"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function metaContent(page: Page, key: string): Promise<string | null> {
  return page
    .locator(`meta[property="${key}"], meta[name="${key}"]`)
    .first()
    .getAttribute("content");
}

describe("link previews (issue 13)", () => {
  const browser = useBrowser();

  it.each([
    [EVENT, `/og/event/${party.slug}.png`, PARTY_NAME],
    ["/tulum-clubs/bonbonniere-tulum", "/og/club/bonbonniere-tulum.png", "Bonbonniere"],
    [`/djs/${dj.slug}`, `/og/dj/${dj.slug}.png`, dj.title],
    [`/article/${article.slug}`, `/og/article/${article.slug}.png`, article.title],
    [`/es${EVENT}`, `/es/og/event/${party.slug}.png`, PARTY_NAME],
  ])("%s points og:image and twitter:image to its own 1200x630 card", async (path, card, title) => {
    const page = await browser.page();
    await goto(page, path, baseUrl());
    const og = await metaContent(page, "og:image");
    expect(og).toMatch(new RegExp(`^https?://[^/]+${card.replace(/\./g, "\\.")}\\?v=[\\w-]{12}$`));
    expect(await metaContent(page, "twitter:image")).toBe(og);
    expect(await metaContent(page, "og:image:width")).toBe("1200");
    expect(await metaContent(page, "og:image:height")).toBe("630");
    expect((await metaContent(page, "og:image:alt"))?.toLowerCase()).toContain(title.toLowerCase());

    const { search } = new URL(og ?? "");
    const answer = await image(`${baseUrl()}${card}${search}`);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("image/png");
    expect(pngSize(answer.bytes)).toEqual([1200, 630]);
    // The version in the URL is the card's: kept for good; a publish that changes it changes the URL.
    expect(answer.cacheControl).toContain("immutable");
    // Kept from its second request on (an address with a query: decision 0041), then a hit.
    const again = await image(`${baseUrl()}${card}${search}`);
    expect(again.bytes.equals(answer.bytes)).toBe(true);
    expect((await image(`${baseUrl()}${card}${search}`)).pageCache).toBe("hit");
  });

  it("draws a different image for each party (the title and date are on it)", async () => {
    const first = await image(`${baseUrl()}/og/event/${party.slug}.png`);
    const other = await image(`${baseUrl()}/og/event/${ticketed.slug}.png`);
    expect(pngSize(other.bytes)).toEqual([1200, 630]);
    expect(other.bytes.equals(first.bytes)).toBe(false);
    // A missing version is answered, but only cached briefly.
    expect(first.cacheControl).not.toContain("immutable");
  });

  it("answers a version that is not the card's without keeping it anywhere", async () => {
    for (const made of ["made-up-1", "made-up-2", "made-up-1"]) {
      const answer = await image(`${baseUrl()}/og/event/${party.slug}.png?v=${made}`);
      expect(answer.status).toBe(200);
      expect(pngSize(answer.bytes)).toEqual([1200, 630]);
      expect(answer.cacheControl).toBe("no-store");
      expect(answer.pageCache).not.toBe("hit");
    }
  });

  it("gives pages without a card of their own the default card, and 404 for a missing entity", async () => {
    const page = await browser.page();
    await goto(page, "/tulum-party-mexico-event-calendar", baseUrl());
    expect(await metaContent(page, "og:image")).toMatch(/\/og\/default\.png$/);
    const fallback = await image(`${baseUrl()}/og/default.png`);
    expect(fallback.status).toBe(200);
    expect(pngSize(fallback.bytes)).toEqual([1200, 630]);
    for (const path of [
      "/og/event/no-such-party.png",
      "/og/dj/no-such-dj.png",
      "/og/club/no-such-club.png",
      "/og/article/no-such-article.png",
      "/og/venue/bonbonniere-tulum.png",
      `/og/event/${party.slug}.jpg`,
      "/og/event/%3Cscript%3E.png",
    ]) {
      const answer = await fetchAnswer(`${baseUrl()}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("content-type"), path).toContain("text/plain");
    }
  });
});

describe("link previews while the CMS is down", () => {
  let site: SiteProcess;
  let stop: () => Promise<void>;
  let faults: { outage: boolean };

  beforeAll(async () => {
    const started = await startSiteWithEmulator({}, { bucketFile: writeSuiteBucket() });
    ({ site, stop } = started);
    faults = started.emulator.faults;
  });
  afterAll(() => stop?.());

  it("answers the default card, briefly cached, instead of an error", async () => {
    faults.outage = true;
    try {
      const answer = await image(`${site.url}/og/event/${party.slug}.png`);
      expect(answer.status).toBe(200);
      expect(pngSize(answer.bytes)).toEqual([1200, 630]);
      expect(answer.cacheControl).toBe("public, max-age=60, s-maxage=60");
      const fallback = await image(`${site.url}/og/default.png`);
      expect(answer.bytes.equals(fallback.bytes)).toBe(true);
    } finally {
      faults.outage = false;
    }
    await expect.poll(() => site.output()).toContain(`link preview: event/${party.slug}`);
  });
});

describe("sharing (issue 13)", () => {
  const browser = useBrowser({ width: 390 });

  it("falls back to a menu without the Web Share API: copy link, WhatsApp, X, Telegram, with the clean URL", async () => {
    await browser.context().grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: baseUrl(),
    });
    const page = await browser.page();
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, "share"));
    // Arrived from a social app: the address bar carries tracking parameters.
    await goto(page, `${EVENT}?utm_source=instagram&fbclid=abc123`, baseUrl());
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    await page.locator("[data-share]").click();
    const menu = page.locator("[data-share-menu]");
    await expect.poll(() => menu.isVisible()).toBe(true);
    const whatsapp = await menu.getByRole("link", { name: /WhatsApp/ }).getAttribute("href");
    const text = new URL(whatsapp ?? "").searchParams.get("text") ?? "";
    expect(text).toContain(PARTY_NAME);
    expect(text).toMatch(/\w+day, \w+ \d+\w\w/);
    expect(text).toContain(canonical);
    for (const name of [/^X/, /Telegram/]) {
      const href = (await menu.getByRole("link", { name }).getAttribute("href")) ?? "";
      expect(decodeURIComponent(href)).toContain(canonical);
      expect(href).not.toMatch(/utm_|fbclid/);
    }
    expect(whatsapp).not.toMatch(/utm_|fbclid/);
    await menu.getByRole("button", { name: "Copy link" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await expect.poll(() => page.getByText("Link copied").isVisible()).toBe(true);
    await expect.poll(() => menu.count()).toBe(0);
    // The notice sits below the sticky header, never over it.
    const header = await page.locator("header").first().boundingBox();
    const notice = await page.getByText("Link copied").boundingBox();
    expect(notice && header && notice.y >= header.y + header.height).toBe(true);
    // Escape closes the menu and gives focus back to the Share button.
    await page.locator("[data-share]").click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-share"))).toBe(
      true,
    );
  });

  it("uses the system share sheet where the browser has one", async () => {
    const page = await browser.page();
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value(data: ShareData) {
          Reflect.set(window, "sharedData", data);
          return Promise.resolve();
        },
      });
    });
    await goto(page, `/es/djs/${dj.slug}?gclid=zzz`, baseUrl());
    await page.locator("[data-share]").click();
    const shared = await page.evaluate(() => Reflect.get(window, "sharedData"));
    expect(shared).toMatchObject({ title: dj.title });
    expect(shared.url).toBe(`${baseUrl()}/es/djs/${dj.slug}`);
    expect(await page.locator("[data-share-menu]").count()).toBe(0);
  });

  it.each([
    "/tulum-clubs/bonbonniere-tulum",
    `/article/${article.slug}`,
    "/tulum-party-mexico-event-calendar",
  ])("%s has a share button", async (path) => {
    const page = await browser.page();
    await goto(page, path, baseUrl());
    expect(await page.locator("[data-share]").count()).toBe(1);
  });
});

describe("My night (issue 13)", () => {
  const browser = useBrowser({ width: 390 });

  it("saves from a card, survives a reload, shows in My night, and unsaves in every tab", async () => {
    const page = await browser.page();
    await goto(page, "/", baseUrl());
    const heart = page.locator("[data-save-party]").first();
    const path = (await heart.getAttribute("data-save-party")) ?? "";
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    expect(await heart.getAttribute("aria-pressed")).toBe("true");
    // A short confirmation, and the header's heart counts the saved parties.
    await expect.poll(() => page.getByText("Saved to My night (1 party)").isVisible()).toBe(true);
    const seeMyNight = page.getByRole("link", { name: "See My night" });
    expect(await seeMyNight.getAttribute("href")).toBe("/my-night");
    await expect
      .poll(() => page.getByTestId("my-night-link").getAttribute("aria-label"))
      .toBe("My night: 1 party saved");
    expect(await page.locator("[data-saved-count]").textContent()).toBe("1");
    await page.reload();
    await page.waitForSelector("html[data-hydrated=true]");
    await expect
      .poll(() => page.locator(`[data-save-party="${path}"]`).first().getAttribute("aria-pressed"))
      .toBe("true");

    const other = await browser.page();
    await goto(other, "/my-night", baseUrl());
    const list = other.locator("[data-my-night] li");
    await expect.poll(() => list.count()).toBe(1);
    expect(await list.first().getByRole("link").getAttribute("href")).toBe(path);

    // Taken off in My night: the first tab's heart empties without a reload.
    await list
      .first()
      .getByRole("button", { name: /Remove/ })
      .click();
    await expect.poll(() => other.getByText("Nothing saved yet").isVisible()).toBe(true);
    await expect
      .poll(() => page.locator(`[data-save-party="${path}"]`).first().getAttribute("aria-pressed"))
      .toBe("false");
  });

  it("confirms a save in Spanish too, below the header", async () => {
    const page = await browser.page();
    await goto(page, "/es/", baseUrl());
    await page.locator("[data-save-party]").first().click();
    const notice = page.getByText("Guardada en Mi noche (1 fiesta)");
    await expect.poll(() => notice.isVisible()).toBe(true);
    await expect
      .poll(() => page.getByTestId("my-night-link").getAttribute("aria-label"))
      .toBe("Mi noche: 1 fiesta guardada");
    const header = await page.locator("header").first().boundingBox();
    const box = await notice.boundingBox();
    expect(box && header && box.y >= header.y + header.height).toBe(true);
    // The browser's saved parties are shared by this suite's pages: leave none behind.
    await page.evaluate(() => localStorage.clear());
  });

  it("plans the night: the concierge message names every party, the .ics holds them all", async () => {
    const page = await browser.page();
    await goto(page, EVENT, baseUrl());
    await page.locator(`[data-save-party="${EVENT}"]`).click();
    await goto(page, "/tulum-party-mexico-event-calendar", baseUrl());
    // The calendar's last party: the furthest ahead, so it is not over before the test ends.
    const second = page.locator("[data-save-party]").last();
    const secondPath = (await second.getAttribute("data-save-party")) ?? "";
    await second.click();

    await goto(page, "/my-night", baseUrl());
    await expect.poll(() => page.locator("[data-my-night] li").count()).toBe(2);
    const titles = await page.locator("[data-my-night] h2").allTextContents();
    const concierge = await page.locator('[data-concierge="book"]').last().getAttribute("href");
    const message = new URL(concierge ?? "").searchParams.get("text") ?? "";
    expect(message).toContain(`${titles[0]} on `);
    expect(message).toContain(`, then ${titles[1]} on `);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator("[data-my-night-calendar]").click(),
    ]);
    expect(download.suggestedFilename()).toBe("my-night.ics");
    const ics = readFileSync((await download.path()) ?? "", "utf8");
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent");
    expect(events.map((event) => event.getFirstPropertyValue("summary"))).toEqual(titles);
    const urls = events.map((event) => String(event.getFirstPropertyValue("url")));
    expect(urls.some((url) => url.endsWith(EVENT))).toBe(true);
    expect(urls.some((url) => url.endsWith(secondPath))).toBe(true);
  });

  it("drops parties that are over, and ignores what is not a saved party", async () => {
    const page = await browser.page();
    await goto(page, "/", baseUrl());
    await page.evaluate(() =>
      localStorage.setItem(
        "my-night",
        JSON.stringify([
          {
            path: "/event/long-gone",
            title: "Long Gone",
            date: "2020-01-04",
            startTime: "22:00",
            area: "tulum",
          },
          {
            path: "/event/far-ahead",
            title: "Far Ahead",
            date: "2099-01-03",
            area: "san-jose-cabo",
          },
          { path: "javascript:alert(1)", title: "Bad", date: "2099-01-03", area: "tulum" },
          "junk",
        ]),
      ),
    );
    await goto(page, "/my-night", baseUrl());
    await expect
      .poll(() => page.locator("[data-my-night] h2").allTextContents())
      .toEqual(["Far Ahead"]);
    expect(await page.getByText("San Jose del Cabo").count()).toBe(1);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("my-night") ?? ""))
      .not.toContain("Long Gone");
  });
});

describe("offline (issue 13)", () => {
  let site: SiteProcess;

  beforeAll(async () => {
    site = await startSite({ CONTENT_BUCKET_FILE: writeSuiteBucket() });
  });
  afterAll(() => site?.stop());

  it("keeps the pages opened and the saved parties readable with the network cut", async () => {
    const { context, close } = await launchChromium({ width: 390, serviceWorkers: "allow" });
    try {
      const page = await context.newPage();
      await goto(page, "/", site.url);
      await serviceWorkerControls(page);
      await goto(page, "/tulum-clubs/bonbonniere-tulum", site.url);
      // A party saved from a list: its page and My night are kept for offline too.
      await goto(page, "/", site.url);
      const heart = page.locator("[data-save-party]").first();
      const saved = (await heart.getAttribute("data-save-party")) ?? "";
      await heart.click();
      await expect
        .poll(() => page.evaluate(async (path) => Boolean(await caches.match(path)), saved))
        .toBe(true);
      await expect
        .poll(() => page.evaluate(async () => Boolean(await caches.match("/my-night"))))
        .toBe(true);

      await site.stop();
      // Only the service worker's copies: pages still fresh in the browser's own HTTP cache
      // would be answered from it, which says nothing of what the guide keeps.
      await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
      // Online, with the server down: the saved copy says it is one (issue 66).
      await goto(page, "/tulum-clubs/bonbonniere-tulum", site.url);
      await expect
        .poll(() => page.locator("[data-offline-banner]").textContent())
        .toMatch(/Offline, showing what you saved at \d{1,2}:\d{2}/);
      // A page never opened here: the guide's own offline page, not the browser's error.
      await page.goto(`${site.url}/djs/nox-verde`);
      expect(await page.locator("[data-offline-page] h1").textContent()).toBe(
        "This page is not saved on this phone",
      );
      await context.setOffline(true);
      // In the page's language, with the way back to what is kept.
      await page.goto(`${site.url}/es/brands/zamna-tulum`);
      expect(await page.locator("html").getAttribute("lang")).toBe("es-MX");
      expect(await page.locator("[data-offline-page] h1").textContent()).toBe(
        "Esta página no está guardada en este teléfono",
      );
      expect(await page.getByRole("link", { name: "Mi noche" }).getAttribute("href")).toBe(
        "/es/my-night",
      );

      await goto(page, "/tulum-clubs/bonbonniere-tulum", site.url);
      expect(await page.locator("h1").textContent()).toContain("Bonbonniere");
      const banner = page.locator("[data-offline-banner]");
      await expect
        .poll(() => banner.textContent())
        .toMatch(/Offline, showing what you saved at \d{1,2}:\d{2}/);

      await goto(page, saved, site.url);
      expect(await page.locator("h1").count()).toBe(1);
      await goto(page, "/my-night", site.url);
      await expect
        .poll(() => page.locator("[data-my-night] li a").first().getAttribute("href"))
        .toBe(saved);
    } finally {
      await close();
    }
  });
});
