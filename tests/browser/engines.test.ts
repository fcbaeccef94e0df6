import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AREAS } from "#app/config/site.ts";
import { localDate, localWallTime } from "#app/domain/dates.ts";
import { type EngineName, type EnginePage, openEngine } from "#scripts/harness/engines.ts";
import { startSite } from "#scripts/harness/site-process.ts";
import { baseUrl } from "#tests/support/browser.ts";
import { SUITE_FIXTURE, writeSuiteBucket } from "#tests/support/suite-bucket.ts";

/**
 * The journeys that matter most, in the two engines besides Chromium that visitors hold
 * (issue 66): WebKit (every iPhone browser) and Firefox, at a phone's 390 x 844, in English and
 * Spanish. Each is what a visitor does; any error of the site's own code fails it. (The
 * functions given to `run` and `until` run in the page: they see only their arguments.)
 */
const PARTY = "/event/zamna-tulum-festival-opening";
const PARTY_TITLE = "Zamna Festival Opening";

const CALENDAR = "/tulum-party-mexico-event-calendar";

const fitsTheScreen = () => document.documentElement.scrollWidth <= innerWidth;
/** Whole within the screen's width (and drawn). */
const onScreen = (selector: string) => {
  const box = document.querySelector(selector)?.getBoundingClientRect();
  return Boolean(box && box.width > 0 && box.left >= 0 && box.right <= innerWidth);
};
const isChosen = (selector: string) =>
  document.querySelector(selector)?.getAttribute("aria-current") === "true";

/**
 * The suites' bucket with its party "on now" begun a minute ago and ending at the wall-clock
 * minute 15 to 75 s from now: it ends while a page stays open, and only the browser's clock
 * moves. (Begun a minute ago, it is tonight's at any hour but the minute after 06:00.)
 */
function bucketWithAPartyEndingSoon(): string {
  const file = writeSuiteBucket();
  const bucket: unknown = JSON.parse(readFileSync(file, "utf8"));
  const objects =
    typeof bucket === "object" && bucket && "objects" in bucket && Array.isArray(bucket.objects)
      ? bucket.objects
      : [];
  const party = objects.find(
    (object: { slug?: string }) => object.slug === SUITE_FIXTURE.onNow.slug,
  );
  if (!party) throw new Error("the suites' bucket has no party on now");
  const zone = AREAS.tulum.timeZone;
  const start = new Date(Date.now() - 60_000);
  Object.assign(party.metadata, {
    date: localDate(start, zone),
    start_time: localWallTime(start, zone),
    end_time: localWallTime(new Date(Date.now() + 75_000), zone),
  });
  writeFileSync(file, JSON.stringify(bucket));
  return file;
}

describe.each<EngineName>(["webkit", "firefox"])("in %s", (engine) => {
  let page: EnginePage;
  const url = (path: string) => `${baseUrl()}${path}`;

  beforeAll(async () => {
    page = await openEngine(engine);
  }, 60_000);
  afterAll(async () => page?.close());
  afterEach(async () => {
    expect(await page.errors(), `${engine}: errors of the site's own code`).toEqual([]);
  });

  it("opens home and its menu, and goes where a menu link leads", async () => {
    await page.open(url("/"));
    expect(await page.run(() => document.querySelector("h1")?.textContent ?? "")).toMatch(/\S/);
    expect(await page.run(fitsTheScreen)).toBe(true);
    await page.tap('[data-testid="menu-button"]');
    await page.until("the menu to open", () =>
      Boolean(document.querySelector("[role=dialog] a[href$='-party-mexico-event-calendar']")),
    );
    await page.tap("[role=dialog] a[href$='-party-mexico-event-calendar']");
    await page.until(
      "the calendar",
      () =>
        location.pathname.endsWith("-party-mexico-event-calendar") &&
        !document.querySelector("[role=dialog]"),
    );
  });

  it("switches to Spanish from the top bar", async () => {
    await page.open(url("/"));
    await page.tap('header [data-testid="language-switch"]');
    await page.until(
      "the Spanish home",
      () =>
        location.pathname.startsWith("/es") &&
        document.documentElement.lang === "es-MX" &&
        document.documentElement.dataset.hydrated === "true",
    );
  });

  it("shows Today in Spanish with its picture of the night", async () => {
    await page.open(url("/es/tulum-events-today"));
    expect(await page.run(() => document.documentElement.lang)).toBe("es-MX");
    expect(
      await page.run(() => document.querySelectorAll("[data-night-picture]").length),
    ).toBeGreaterThan(0);
    expect(await page.run(fitsTheScreen)).toBe(true);
  });

  it("moves Today on at the minute a party ends, with the page left open", async () => {
    const site = await startSite({ CONTENT_BUCKET_FILE: bucketWithAPartyEndingSoon() });
    try {
      const row = `[data-tonight="now"][data-slug="${SUITE_FIXTURE.onNow.slug}"]`;
      await page.open(`${site.url}/tulum-events-today`);
      expect(await page.run((selector) => Boolean(document.querySelector(selector)), row)).toBe(
        true,
      );
      const deadline = Date.now() + 100_000;
      while (await page.run((selector) => Boolean(document.querySelector(selector)), row)) {
        if (Date.now() > deadline) throw new Error(`${row} still on now after its end`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    } finally {
      await site.stop();
    }
  }, 150_000);

  it("narrows the calendar with a tap on a chip far along the row, the chip then on screen", async () => {
    await page.open(url(CALENDAR));
    const chip = '.chip[data-filter="genre"][data-value="techno"]';
    // Out of view at first: reaching it scrolls the row sideways, as a swipe would.
    expect(await page.run(onScreen, chip)).toBe(false);
    await page.tap(chip);
    await page.until(
      "the techno list",
      (selector) =>
        new URLSearchParams(location.search).get("genre") === "techno" &&
        document.querySelector(selector)?.getAttribute("aria-current") === "true",
      chip,
    );
    await page.until("the chosen chip on screen", onScreen, chip);
  });

  it("opens a two-filter link with both chosen chips on screen", async () => {
    await page.open(url(`/es${CALENDAR}?when=weekend&type=beach-club`));
    for (const chip of [
      '.chip[data-filter="when"][data-value="weekend"]',
      '.chip[data-filter="type"][data-value="beach-club"]',
    ]) {
      expect(await page.run(isChosen, chip), chip).toBe(true);
      expect(await page.run(onScreen, chip), chip).toBe(true);
    }
    expect(await page.run(fitsTheScreen)).toBe(true);
  });

  it("saves a party and finds it in My night", async () => {
    await page.open(url(PARTY));
    const heart = `main [data-save-party="${PARTY}"]`;
    await page.tap(heart);
    await page.until(
      "the party to be saved",
      (selector) => document.querySelector(selector)?.getAttribute("aria-pressed") === "true",
      heart,
    );
    await page.open(url("/my-night"));
    await page.until(
      "the saved party in My night",
      (title) => document.querySelector("[data-my-night]")?.textContent?.includes(title) === true,
      PARTY_TITLE,
    );
  });

  it("shares a party: the menu offers its link to send", async () => {
    await page.open(url(PARTY));
    // Neither engine's desktop build has the system share sheet: the guide's own menu opens.
    expect(await page.run(() => typeof navigator.share)).not.toBe("function");
    await page.tap("main [data-share]");
    await page.until(
      "the share menu with the party's link",
      (path) =>
        [...document.querySelectorAll<HTMLAnchorElement>("[data-share-menu] a")].some((link) =>
          decodeURIComponent(link.href).includes(path),
        ),
      PARTY,
    );
  });

  it("finds parties as the visitor types, in Spanish", async () => {
    await page.open(url("/es/search"));
    await page.type("[role=combobox]", "zamna");
    await page.until(
      "suggestions while typing",
      () => document.querySelectorAll("[role=option]").length > 0,
    );
  });

  it("keeps a visited page and answers an unvisited one with the guide's offline page, server down", async () => {
    // A site of its own, since this journey stops it.
    const site = await startSite({ CONTENT_BUCKET_FILE: writeSuiteBucket() });
    const fresh = await openEngine(engine);
    const club = `${site.url}/tulum-clubs/bonbonniere-tulum`;
    try {
      await fresh.open(`${site.url}/`);
      await fresh.until(
        "the service worker to control the page with the offline page kept",
        () =>
          Boolean(navigator.serviceWorker?.controller) &&
          caches.has("offline-page").then(async () => Boolean(await caches.match("/es/offline"))),
      );
      await fresh.open(club);
      await site.stop();
      await fresh.bypassHttpCache();
      // The phone is online and the server does not answer: the saved copy says it is one.
      await fresh.open(club);
      await fresh.until("the saved copy's banner", () =>
        // Written as the site writes times: "6:24 PM", not "06:24 PM".
        /^Offline, showing what you saved at [1-9]\d?:\d{2} [AP]M$/.test(
          document.querySelector("[data-offline-banner]")?.textContent ?? "",
        ),
      );
      // Never opened here, in Spanish: the guide's own page, with the way back to what is kept.
      await fresh.visit(`${site.url}/es/brands/zamna-tulum`);
      await fresh.until(
        "the offline page",
        () =>
          document.documentElement.lang === "es-MX" &&
          document.querySelector("[data-offline-page] h1")?.textContent ===
            "Esta página no está guardada en este teléfono" &&
          document.querySelector("a[href='/es/my-night']")?.textContent === "Mi noche",
      );
      expect(await fresh.errors()).toEqual([]);
    } finally {
      await fresh.close();
      await site.stop();
    }
  }, 90_000);

  it("opens a shared plan in a fresh session, in Spanish", async () => {
    const fresh = await openEngine(engine);
    try {
      await fresh.open(url(`/es/plan?e=${PARTY.split("/").pop()}`));
      await fresh.until(
        "the plan's party",
        (title) => document.querySelector("[data-plan]")?.textContent?.includes(title) === true,
        PARTY_TITLE,
      );
      // A fresh session is asked about cookies first; the notice covers the page's foot.
      await fresh.tap('[data-consent="declined"]');
      await fresh.until(
        "the cookie notice gone",
        () => (document.querySelector("[data-consent]")?.getClientRects().length ?? 0) === 0,
      );
      // Add all: the plan's party is this browser's too, and the group's request names it.
      await fresh.tap("[data-add-all]");
      await fresh.until(
        "the plan saved in My night",
        (path) => (localStorage.getItem("my-night") ?? "").includes(path),
        PARTY,
      );
      await fresh.until(
        "the group's request naming the party",
        (title) =>
          decodeURIComponent(
            document.querySelector<HTMLAnchorElement>("[data-group-booking] a")?.href ?? "",
          ).includes(title),
        PARTY_TITLE,
      );
      expect(await fresh.errors()).toEqual([]);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
