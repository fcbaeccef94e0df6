import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoObjectTypes } from "#scripts/demo-bucket/object-types.ts";
import { type SiteProcess, startSite } from "#scripts/harness/site-process.ts";
import { goto, useBrowser } from "#tests/support/browser.ts";
import { fixtureObject, fixtureSet, writeFixtureBucket } from "#tests/support/fixture-bucket.ts";
import { E2E_WHATSAPP } from "#tests/support/global-setup.ts";
import { siteClock } from "#tests/support/site-clock.ts";

/**
 * Issue 63, as it is lived: pages opened just before 01:00 on a Friday night in Tulum and kept
 * open in real time across it, the site's clock (libfaketime) and the browser's running from the
 * same instant, the page cache on as shipped. No clock is jumped: what the caches and the open
 * tab do between them is what is tested. Strip Sunset ends at 01:00, Cenote Sounds goes on to
 * 03:00 with Nox Verde from 01:00; Marea Baja plays both.
 */
const FRIDAY = "2026-11-27";
const ONE_AM = Date.parse("2026-11-28T01:00:00-05:00");

function writeBucket(): string {
  return writeFixtureBucket(
    [
      fixtureObject(
        "p-strip",
        "parties",
        "strip-sunset",
        {
          date: FRIDAY,
          start_time: "20:00",
          end_time: "01:00",
          area: "tulum",
          artist: ["a-marea"],
        },
        { title: "Strip Sunset @ Papaya Playa" },
      ),
      fixtureObject(
        "p-cenote",
        "parties",
        "cenote-sounds",
        {
          date: FRIDAY,
          start_time: "22:00",
          end_time: "03:00",
          area: "tulum",
          artist: ["a-marea"],
        },
        { title: "Cenote Sounds @ Buuts Ha" },
      ),
      fixtureObject(
        "a-marea",
        "artists",
        "marea-baja",
        { genere: "House" },
        { title: "Marea Baja" },
      ),
      fixtureSet("s-opener", "cenote-sounds", "Luna Abierta", FRIDAY, "22:00"),
      fixtureSet("s-one", "cenote-sounds", "Nox Verde", FRIDAY, "01:00"),
    ],
    { object_types: demoObjectTypes() },
  );
}

let site: SiteProcess;
beforeAll(async () => {
  site = await startSite({
    CONTENT_BUCKET_FILE: writeBucket(),
    CONCIERGE_WHATSAPP: E2E_WHATSAPP,
    ...siteClock("2026-11-28T00:58:50-05:00"),
  });
}, 60_000);
afterAll(() => site?.stop());

/** The site's clock, as its answers' Date header reads it (whole seconds). */
async function siteNow(): Promise<number> {
  const answer = await fetch(`${site.url}/healthz`);
  return Date.parse(answer.headers.get("date") ?? "");
}

const slugsIn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-slug") ?? "").sort());
const header = (page: Page) => page.locator("article > header");
const tableButtons = (page: Page) =>
  header(page)
    .getByRole("link", { name: /BOOK A TABLE|RESERVA UNA MESA/ })
    .count();
const nowAndNext = (page: Page) => page.locator("[data-now-next] > span").allTextContents();

interface Kept {
  path: string;
  /** What the page says before 01:00, and from a moment after it on. */
  before: (page: Page) => Promise<void>;
  after: (page: Page) => Promise<void>;
}

const endedParty = (ended: RegExp, onNow: RegExp): Omit<Kept, "path"> => ({
  before: async (page) => {
    expect(await page.getByTestId("event-facts").textContent()).toMatch(onNow);
    expect(await tableButtons(page)).toBe(1);
  },
  after: async (page) => {
    expect(await page.locator("[data-event-ended]").textContent()).toMatch(ended);
    expect(await page.getByTestId("event-facts").textContent()).not.toMatch(onNow);
    expect(await tableButtons(page)).toBe(0);
    expect(
      await header(page)
        .getByText(/Save to My night|Guardar en Mi noche/)
        .count(),
    ).toBe(0);
  },
});

const tonightLists = (): Omit<Kept, "path"> => ({
  before: async (page) => {
    expect(await slugsIn(page, '[data-tonight="now"]')).toEqual(["cenote-sounds", "strip-sunset"]);
  },
  after: async (page) => {
    expect(await slugsIn(page, '[data-tonight="now"]')).toEqual(["cenote-sounds"]);
  },
});

const PAGES: Kept[] = [
  {
    path: "/event/strip-sunset",
    ...endedParty(/^This party has ended\. It was on Friday, November 27th\./, /On now/),
  },
  {
    path: "/es/event/strip-sunset",
    ...endedParty(/^Esta fiesta ya terminó\. Fue el viernes 27 de noviembre\./, /En curso/),
  },
  {
    path: "/event/cenote-sounds",
    before: async (page) => {
      expect(await nowAndNext(page)).toEqual([
        "Now: Luna Abierta (until 1:00 AM)",
        "Next: Nox Verde at 1:00 AM",
      ]);
    },
    after: async (page) => {
      expect(await nowAndNext(page)).toEqual(["Now: Nox Verde (until 3:00 AM)"]);
      expect(await tableButtons(page)).toBe(1);
    },
  },
  { path: "/tulum-events-today", ...tonightLists() },
  { path: "/es/tulum-events-today", ...tonightLists() },
  { path: "/", ...tonightLists() },
  {
    // A DJ's dates: the party that ended leaves them, the one still on stays.
    path: "/djs/marea-baja",
    before: async (page) => {
      expect(await slugsIn(page, "section[aria-labelledby=upcoming] [data-slug]")).toEqual([
        "cenote-sounds",
        "strip-sunset",
      ]);
    },
    after: async (page) => {
      expect(await slugsIn(page, "section[aria-labelledby=upcoming] [data-slug]")).toEqual([
        "cenote-sounds",
      ]);
    },
  },
  {
    path: "/tulum-party-mexico-event-calendar?when=tonight",
    before: async (page) => {
      expect(await slugsIn(page, "main li[data-slug]")).toEqual(["cenote-sounds", "strip-sunset"]);
    },
    after: async (page) => {
      expect(await slugsIn(page, "main li[data-slug]")).toEqual(["cenote-sounds"]);
    },
  },
];

describe("pages kept open from 00:59 to 01:03 in real time, the page cache on", () => {
  const browser = useBrowser({ width: 390 });

  it("say at 01:00 what is true then, and two minutes later nothing has gone back", async () => {
    const opened: { kept: Kept; page: Page; asked: string[] }[] = [];
    for (const kept of PAGES) {
      const page = await browser.page();
      await page.clock.install({ time: new Date(await siteNow()) });
      const asked: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.endsWith(".data")) asked.push(request.url());
      });
      expect((await goto(page, kept.path, site.url))?.status(), kept.path).toBe(200);
      opened.push({ kept, page, asked });
    }
    // The site's clock started 70 s before 01:00: a slow start would leave nothing to test.
    expect(await siteNow(), "the pages were read before 01:00").toBeLessThan(ONE_AM);
    for (const { kept, page } of opened) await kept.before(page);

    await expect.poll(siteNow, { timeout: 90_000, interval: 1000 }).toBeGreaterThan(ONE_AM);
    for (const { kept, page } of opened)
      await expect
        .poll(() => kept.after(page).then(() => "true at 01:00"), {
          message: kept.path,
          timeout: 20_000,
          interval: 500,
        })
        .toBe("true at 01:00");

    // Two minutes on: no page went back to what it said before, and none kept asking.
    await expect
      .poll(siteNow, { timeout: 150_000, interval: 5000 })
      .toBeGreaterThan(ONE_AM + 120_000);
    for (const { kept, page, asked } of opened) {
      await kept.after(page);
      expect(asked.length, `${kept.path} asked ${asked.join(", ")}`).toBeLessThanOrEqual(3);
    }
  }, 300_000);
});
