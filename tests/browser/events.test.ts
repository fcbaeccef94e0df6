import { parseFeed } from "@rowanmanning/feed-parser";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { CLOSED_BRANDS, findDirectoryRecord } from "#app/directory/records.ts";
import { fetchAnswer } from "#scripts/harness/site-process.ts";
import {
  baseUrl,
  goto,
  mainJsonLd,
  seriousAxeViolations,
  useBrowser,
} from "#tests/support/browser.ts";
import { E2E_WHATSAPP } from "#tests/support/global-setup.ts";
import { SUITE_FIXTURE } from "#tests/support/suite-bucket.ts";
import { serveSuiteBucket } from "#tests/support/suite-site.ts";

async function ics(path: string, base = baseUrl()) {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/calendar");
  const component = new ICAL.Component(ICAL.parse(await response.text()));
  return component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("calendar, today and DJ schedule", () => {
  const browser = useBrowser({ width: 390 });

  it("groups the calendar by day, ascending, mixing weekly mini parties and parties", async () => {
    const page = await browser.page();
    const response = await goto(page, "/tulum-party-mexico-event-calendar");
    expect(response?.status()).toBe(200);
    const days = await page
      .locator("[data-calendar-day]")
      .evaluateAll((items) => items.map((li) => li.getAttribute("data-calendar-day") ?? ""));
    expect(days.length).toBeGreaterThan(10);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
    const labels = await page.locator("[data-calendar-day] h2").allTextContents();
    // After midnight the coming evening is named by its day ("Saturday night", issue 52).
    expect(
      labels.some((label) => label === "Today" || label === "Tomorrow" || / night$/.test(label)),
    ).toBe(true);
    // Weekly mini parties and regular parties share the calendar (their order is unit-tested).
    expect(await page.locator('[data-kind="mini-parties"]').count()).toBeGreaterThan(3);
    expect(await page.locator('[data-kind="parties"]').count()).toBeGreaterThan(10);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("shows two weeks at a time, with links to the weeks after and before", async () => {
    const page = await browser.page();
    await goto(page, "/tulum-party-mexico-event-calendar");
    const daysShown = () =>
      page
        .locator("[data-calendar-day]")
        .evaluateAll((items) => items.map((li) => li.getAttribute("data-calendar-day") ?? ""));
    const first = await daysShown();
    const firstDay = Date.parse(first[0] ?? "");
    const lastDay = Date.parse(first[first.length - 1] ?? "");
    expect(lastDay - firstDay).toBeLessThan(14 * 86_400_000);
    expect(await page.locator("[data-calendar-span]").textContent()).toMatch(
      /^[A-Z][a-z]{2} \d+ – /,
    );
    expect(await page.getByRole("link", { name: /^‹ Earlier/ }).count()).toBe(0);
    await page.getByRole("link", { name: /Later: / }).click();
    await page.waitForURL(/\?page=2$/);
    await expect
      .poll(async () => Date.parse((await daysShown())[0] ?? ""))
      .toBeGreaterThan(lastDay);
    await page.getByRole("link", { name: /Earlier: / }).click();
    await page.waitForURL(/calendar$/);
    await expect.poll(daysShown).toEqual(first);
    // A page that does not exist is the first one, not an empty list.
    await goto(page, "/tulum-party-mexico-event-calendar?page=999");
    expect(await daysShown()).toEqual(first);
  });

  it("opens a mini party from the calendar at /event/{slug} with its image_url image", async () => {
    const page = await browser.page();
    await goto(page, "/tulum-party-mexico-event-calendar");
    const mini = page.locator('[data-kind="mini-parties"] h3 a').first();
    const title = (await mini.textContent()) ?? "";
    await mini.click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await page.locator("main img").first().getAttribute("src")).toMatch(
      /\/media\/mini-\d+\.svg/,
    );
  });

  it("shows the DJ schedule by day with artist and event links", async () => {
    const page = await browser.page();
    await goto(page, "/tulum-dj-schedule");
    const sets = page.locator("[data-dj-set]");
    expect(await sets.count()).toBeGreaterThan(10);
    expect(await sets.first().locator('a[href^="/djs/"]').count()).toBe(1);
    expect(await sets.first().locator('a[href^="/event/"]').count()).toBe(1);
    expect(await page.locator("[data-dj-set].border-amber-400").count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("shows placeholder cards dated 1 to 3 days ahead while the schedule loads on client navigation", async () => {
    const page = await browser.page();
    await goto(page, "/");
    await page.route("**/tulum-dj-schedule.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.locator("footer").getByRole("link", { name: "DJ Schedule" }).click();
    const placeholder = page.getByTestId("dj-schedule-placeholder");
    await placeholder.waitFor();
    expect(await placeholder.locator("h2").count()).toBe(3);
    await page.locator("[data-dj-set]").first().waitFor();
  });
});

describe("artists", () => {
  const browser = useBrowser();

  it("lists artists by title and paginates in the URL", async () => {
    const page = await browser.page();
    await goto(page, "/djs");
    const names = await page.locator("main li h2").allTextContents();
    expect(names).toHaveLength(30);
    expect([...names].sort((a, b) => (a < b ? -1 : 1))).toEqual(names);
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Page 2" })
      .click();
    await page.waitForURL(/\/djs\?page=2$/);
    await page
      .locator('nav[aria-label="Pagination"] [aria-current="page"]', { hasText: "2" })
      .waitFor();
    expect(await page.locator("main li h2").count()).toBe(12);
  });

  it("answers 404 for an unknown artist", async () => {
    const page = await browser.page();
    expect((await page.goto(`${baseUrl()}/djs/nobody-at-all`))?.status()).toBe(404);
  });
});

describe("closed brands and the festival", () => {
  const browser = useBrowser();

  it.each(CLOSED_BRANDS.map((brand) => [brand.slug]))(
    "closed brand %s answers 410 with a gone page",
    async (slug) => {
      const page = await browser.page();
      const response = await page.goto(`${baseUrl()}/brands/${slug}`);
      expect(response?.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        "This is gone",
      );
    },
  );

  it("shows the festival's nights, New Year's Eve set times and last season", async () => {
    const page = await browser.page();
    const response = await goto(page, "/tulum-new-year-festival-2025");
    expect(response?.status()).toBe(200);
    expect(await page.locator("section[aria-labelledby=nights] article").count()).toBe(3);
    expect(
      await page.locator("section[aria-labelledby=nye-schedule] [data-dj-set]").count(),
    ).toBeGreaterThan(0);
    expect(
      await page.locator("section[aria-labelledby=last-season] article").count(),
    ).toBeGreaterThan(0);
  });

  it("the old new-year pages land on the festival", async () => {
    const page = await browser.page();
    await page.goto(`${baseUrl()}/nye`);
    expect(new URL(page.url()).pathname).toBe("/tulum-new-year-festival-2025");
  });
});

describe("themed pages, areas and calendar exports", () => {
  const browser = useBrowser();

  it.each([
    ["/tulum-new-year-dinners-shows", /dinner|show/i],
    ["/tulum-brunch-day-parties", /brunch|beach day|sunset/i],
    ["/isla-mujeres-party", /Isla Mujeres/],
  ])("%s lists its parties", async (path, pattern) => {
    const page = await browser.page();
    expect((await goto(page, path))?.status()).toBe(200);
    const titles = await page.locator("main article h3").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => pattern.test(title))).toBe(true);
  });

  it("shows Zamna's official sellers from CMS links", async () => {
    const page = await browser.page();
    await goto(page, "/zamna-tulum-official-sellers");
    expect(await page.getByText("Zamna verified sellers").count()).toBe(1);
  });

  it("embeds the Google calendar in America/Cancun after load, with a link out", async () => {
    const page = await browser.page();
    const html = await (await fetch(`${baseUrl()}/google-calendar-party`)).text();
    expect(html).not.toContain("<iframe");
    await goto(page, "/google-calendar-party");
    const src = (await page.locator("iframe").getAttribute("src")) ?? "";
    expect(new URL(src).searchParams.get("ctz")).toBe("America/Cancun");
    expect(await page.getByRole("link", { name: /Open in Google Calendar/ }).count()).toBe(1);
  });
});

describe("today (on the suites' own bucket, whose tonight is placed around the run)", () => {
  // The demo's parties are over by 03:00 in Tulum: a list of them is empty until 06:00.
  const base = serveSuiteBucket();
  const browser = useBrowser({ width: 390 });

  it("lists today's parties by the destination's date", async () => {
    const page = await browser.page();
    const response = await goto(page, "/tulum-events-today", base());
    expect(response?.status()).toBe(200);
    const rows = page.locator("main li[data-slug]");
    await expect(
      rows.evaluateAll((items) => items.map((item) => item.getAttribute("data-slug"))),
    ).resolves.toContain(SUITE_FIXTURE.onNow.slug);
    const labels = await rows.locator(".eyebrow").allTextContents();
    // A party on now may have started before 06:00, in last night's night: it says its date.
    expect(labels.every((label) => /^(On now · |Today)/.test(label))).toBe(true);
  });
});

describe("an artist, a brand and their parties (on the suites' own bucket)", () => {
  const base = serveSuiteBucket();
  const browser = useBrowser();
  const { party, ticketed, brand, pastParty, cabo } = SUITE_FIXTURE;
  const dj = SUITE_FIXTURE.artists[0];
  const open = async (path: string) => {
    const page = await browser.page();
    return { page, response: await goto(page, path, base()) };
  };

  it("the A to Z list shows each DJ's next date (issue 42)", async () => {
    const { status, body } = await fetchAnswer(`${base()}/djs`);
    expect(status).toBe(200);
    const start = body.indexOf(`href="/djs/${dj.slug}"`);
    expect(start).toBeGreaterThan(0);
    const card = body.slice(start, body.indexOf("</li>", start));
    expect(card).toMatch(/Next: [^<]+(AM|PM)/);
  });

  it("shows an artist with genre, listeners, upcoming dates, feed and a booking message naming them", async () => {
    const { page, response } = await open(`/djs/${dj.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(dj.title);
    await page.getByText(/monthly listeners on Spotify/).waitFor({ state: "visible" });
    const upcoming = await page
      .locator("section[aria-labelledby=upcoming] article h3")
      .allTextContents();
    expect(upcoming.sort()).toEqual([party.title, ticketed.title].sort());
    // Issue 42: the dates lead, ahead of the bio and the players.
    const order = await page.evaluate(() => {
      const dates = document.querySelector("section[aria-labelledby=upcoming]");
      const players = document.querySelector('aside[aria-label="Listen and watch"]');
      return dates && players
        ? dates.compareDocumentPosition(players) & Node.DOCUMENT_POSITION_FOLLOWING
        : -1;
    });
    expect(order).toBeGreaterThan(0);
    // Followed, not copied once (issue 65): webcal:// for a phone's calendar, Google's "add by
    // URL" with the same feed, and the feed's own https link.
    const feed = new URL((await page.getByTestId("calendar-feed").getAttribute("href")) ?? "");
    expect((await ics(feed.pathname, base())).map((event) => event.summary).sort()).toEqual(
      [party.title, ticketed.title].sort(),
    );
    const webcal = (await page.getByTestId("calendar-subscribe").getAttribute("href")) ?? "";
    expect(webcal).toBe(feed.href.replace(/^https?:/, "webcal:"));
    const google = new URL((await page.getByTestId("calendar-google").getAttribute("href")) ?? "");
    expect(google.origin).toBe("https://calendar.google.com");
    expect(google.searchParams.get("cid")).toBe(webcal);
    const book = new URL(
      (await page.locator("article [data-concierge=book]").getAttribute("href")) ?? "",
    );
    expect(book.pathname).toBe(`/${E2E_WHATSAPP}`);
    // The table request names the DJ's next party, its day and its link (issue 53).
    const request = book.searchParams.get("text") ?? "";
    expect([party.title, ticketed.title].some((title) => request.includes(`${title} on `))).toBe(
      true,
    );
    expect(request).toMatch(/\(http:\/\/[^)]+\/event\/[\w-]+\)\.$/);
    const person = await mainJsonLd(page);
    expect(person["@type"]).toBe("Person");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("lists brands and their next nights", async () => {
    const { page } = await open("/brands");
    const brands = await page.locator("main ul").first().locator("h2").allTextContents();
    expect(brands).toEqual([brand.title]);
    await expect(
      page.locator("section[aria-labelledby=brand-parties] article h3").allTextContents(),
    ).resolves.toEqual([party.title]);
  });

  it("shows a brand with description, next parties, past parties with venue and Organization JSON-LD", async () => {
    const { page } = await open(`/brands/${brand.slug}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(brand.title);
    await expect(
      page.locator("section[aria-labelledby=next] h3").allTextContents(),
    ).resolves.toEqual([party.title]);
    const past = (await page.locator("section[aria-labelledby=past]").textContent()) ?? "";
    expect(past).toContain(pastParty.title.split(" @ ")[0]);
    expect(past).toContain(findDirectoryRecord(pastParty.venue)?.name);
    const org = await mainJsonLd(page);
    expect(org["@type"]).toBe("Organization");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("serves the same party at its club-event path, canonical to /event", async () => {
    const { page } = await open(`/tulum-clubs/${SUITE_FIXTURE.venue}/event/${ticketed.slug}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${base()}/event/${ticketed.slug}`,
    );
  });

  it("shows San Jose del Cabo events in Cabo time (UTC-7) and exports them so", async () => {
    const path = `/san-jose-cabo/event/${cabo.slug}`;
    const { page } = await open(path);
    const json = await mainJsonLd(page);
    expect(json.name).toBe(cabo.title);
    expect(json.startDate).toMatch(/-07:00$/);
    expect(json.location.address.addressLocality).toBe("San Jose del Cabo");
    const [event] = await ics(`${path}/calendar.ics`, base());
    const local = json.startDate.slice(11, 16);
    const utcHour = (Number(local.slice(0, 2)) + 7) % 24;
    expect(event?.startDate.toJSDate().getUTCHours()).toBe(utcHour);
    expect(event?.location).toBe("San Jose del Cabo");
  });

  it("offers an .ics and a Google Calendar link on an event, with the right UTC time", async () => {
    const { page } = await open(`/event/${party.slug}`);
    const json = await mainJsonLd(page);
    const icsPath = (await page.getByTestId("add-to-calendar").getAttribute("href")) ?? "";
    const [event] = await ics(icsPath, base());
    expect(event?.summary).toBe(party.title);
    expect(event?.startDate.toJSDate().toISOString()).toBe(new Date(json.startDate).toISOString());
    const google = new URL((await page.getByTestId("google-calendar").getAttribute("href")) ?? "");
    expect(google.hostname).toBe("calendar.google.com");
    expect(google.searchParams.get("ctz")).toBe("America/Cancun");
  });

  it("serves valid subscribable feeds for all parties, a club, a brand and an artist", async () => {
    const all = await ics("/feeds/parties.ics", base());
    const titles = all.map((event) => event.summary);
    for (const title of [party.title, ticketed.title]) expect(titles).toContain(title);
    expect(titles).not.toContain(pastParty.title);
    const starts = all.map((e) => e.startDate.toJSDate().getTime());
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const club = await ics(`/feeds/clubs/${SUITE_FIXTURE.venue}/calendar.ics`, base());
    // The party on now is upcoming until it ends; the one that ended is not.
    expect(club.map((e) => e.summary)).toEqual([
      SUITE_FIXTURE.onNow.title,
      ticketed.title,
      party.title,
    ]);
    const byBrand = await ics(`/feeds/brands/${brand.slug}/calendar.ics`, base());
    expect(byBrand.map((e) => e.summary)).toEqual([party.title]);
    expect((await ics(`/feeds/djs/${dj.slug}/calendar.ics`, base())).length).toBe(2);
    expect((await fetch(`${base()}/feeds/brands/kiri/calendar.ics`)).status).toBe(410);
    expect((await fetch(`${base()}/feeds/clubs/nope/calendar.ics`)).status).toBe(404);
    // Feed readers (issue 65): the club's and the brand's pages name an Atom feed of the same
    // parties, read with a parser nobody here wrote.
    for (const [pagePath, feed] of [
      [`/tulum-clubs/${SUITE_FIXTURE.venue}`, club],
      [`/brands/${brand.slug}`, byBrand],
    ] as const) {
      const { body } = await fetchAnswer(`${base()}${pagePath}`);
      const atom =
        body.match(/<link rel="alternate" type="application\/atom\+xml"[^>]*href="([^"]+)"/)?.[1] ??
        "";
      const parsed = parseFeed((await fetchAnswer(`${base()}${new URL(atom).pathname}`)).body);
      expect(parsed.meta.type, pagePath).toBe("atom");
      expect(parsed.items.map((item) => item.url).sort(), pagePath).toEqual(
        feed.map((event) => String(event.component.getFirstPropertyValue("url"))).sort(),
      );
    }
    expect((await fetch(`${base()}/feeds/clubs/nope/atom.xml`)).status).toBe(404);
  });
});
