import { parseFeed } from "@rowanmanning/feed-parser";
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAnswer, type SiteProcess, startSite } from "#scripts/harness/site-process.ts";
import { goto, useBrowser } from "#tests/support/browser.ts";
import { writeDiscoveryBucket } from "#tests/support/discovery-bucket.ts";
import { googleIssues } from "#tests/support/google-event.ts";

/**
 * Filters, "on now", event status and genre pages, on a bucket of its own whose parties are
 * placed relative to the moment the suite starts (the site reads the real clock).
 */
const CALENDAR = "/tulum-party-mexico-event-calendar";
const TODAY = "/tulum-events-today";

let site: SiteProcess;
let expected: ReturnType<typeof writeDiscoveryBucket>["expected"];

beforeAll(async () => {
  const bucket = writeDiscoveryBucket(new Date());
  expected = bucket.expected;
  site = await startSite({ CONTENT_BUCKET_FILE: bucket.file });
});
afterAll(() => site?.stop());

const titles = (page: Page) => page.locator("[data-calendar-day] h3").allTextContents();
const optionText = (page: Page, name: string, value: string) =>
  page.locator(`select[name=${name}] option[value="${value}"]`).textContent();
/** A filter's one-tap choice: a link in the filters. */
const choice = (page: Page, name: string, value: string) =>
  page.locator(`[data-party-filters] a[data-filter="${name}"][data-value="${value}"]`);

describe("calendar filters with JavaScript off", () => {
  const browser = useBrowser({ javaScriptEnabled: false });

  it("applies a choice with one tap: tonight keeps tonight's parties only", async () => {
    const page = await browser.page();
    await page.goto(`${site.url}${CALENDAR}`);
    expect(await titles(page)).toContain("Cancelled Night @ Taboo");
    await Promise.all([page.waitForURL(/when=tonight/), choice(page, "when", "tonight").click()]);
    const shown = await titles(page);
    expect(shown).toContain("Jungle Techno @ Bonbonniere");
    expect(shown).toContain("Late Disco @ Papaya Playa");
    expect(shown).not.toContain("Cancelled Night @ Taboo");
    expect(await choice(page, "when", "tonight").getAttribute("aria-current")).toBe("true");
    expect((await choice(page, "when", "tonight").textContent())?.trim()).toBe(
      `Tonight ${shown.length}`,
    );
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    // Clear filters goes back to every party.
    await Promise.all([
      page.waitForURL(`${site.url}${CALENDAR}`),
      page.locator("[data-clear-filters]").click(),
    ]);
    expect(await titles(page)).toContain("Cancelled Night @ Taboo");
  });

  it("combines filters and counts what each choice would give", async () => {
    const page = await browser.page();
    await page.goto(`${site.url}${CALENDAR}?genre=techno`);
    await page.selectOption("select[name=venue]", "bonbonniere-tulum");
    await Promise.all([
      page.waitForURL(/venue=bonbonniere-tulum/),
      page
        .locator("form", { has: page.locator("select[name=venue]") })
        .getByRole("button")
        .click(),
    ]);
    expect(page.url()).toContain("genre=techno");
    expect(await titles(page)).toEqual(["Jungle Techno @ Bonbonniere"]);
    // With the genre kept: Vagalume has the weekend techno night; Taboo none, so it is not offered.
    expect(await optionText(page, "venue", "vagalume-tulum")).toBe("Vagalume Tulum (1)");
    expect(await page.locator('select[name=venue] option[value="taboo-tulum"]').count()).toBe(0);
    // An area with nothing to show is not offered as a choice.
    expect(await choice(page, "area", "cancun").count()).toBe(0);
  });
});

describe("calendar filters with JavaScript on", () => {
  const browser = useBrowser();

  it("applies each tap in place and keeps only the chosen filters in the URL", async () => {
    const page = await browser.page();
    await goto(page, CALENDAR, site.url);
    await page.evaluate(() => Reflect.set(window, "stayed", true));
    await choice(page, "genre", "techno").click();
    await page.waitForURL(`${site.url}${CALENDAR}?genre=techno`);
    // The URL changes as the navigation commits; React renders the new list just after.
    await expect.poll(() => titles(page)).not.toContain("Cancelled Night @ Taboo");
    expect(await titles(page)).toContain("Weekend Techno @ Vagalume");
    await choice(page, "when", "weekend").click();
    await page.waitForURL(`${site.url}${CALENDAR}?when=weekend&genre=techno`);
    await expect.poll(() => titles(page)).toContain("Weekend Techno @ Vagalume");
    expect(await page.evaluate(() => Reflect.get(window, "stayed"))).toBe(true);
    expect(await choice(page, "genre", "techno").getAttribute("aria-current")).toBe("true");
  });

  it("says when nothing matches and offers the nearest wider search", async () => {
    const page = await browser.page();
    // The calendar holds Tulum by default (issue 42); the nearest wider search is every area.
    await goto(page, `${CALENDAR}?genre=afro-house`, site.url);
    expect(await page.locator("[data-no-match]").count()).toBe(1);
    const widening = page.locator("[data-widening]");
    expect(await widening.textContent()).toBe("Try All areas · Afro House (1)");
    await widening.click();
    await page.waitForURL(`${site.url}${CALENDAR}?area=all&genre=afro-house`);
    await expect.poll(() => titles(page)).toEqual(["Afro Sunset @ Downtown"]);
    expect(await choice(page, "area", "").getAttribute("aria-current")).toBe("true");
  });
});

describe("calendar filters on a phone with JavaScript on", () => {
  // A short screen, so the page scrolls whatever the fixture's list holds.
  const browser = useBrowser({ width: 390, height: 480 });

  it("keeps the scroll position on a chip tap, and applies a club or a date as chosen, with no Go (issue 42)", async () => {
    const page = await browser.page();
    await goto(page, `${CALENDAR}?when=week&genre=techno`, site.url);
    const go = page.locator("[data-party-filters] button", { hasText: "Go" });
    await expect.poll(() => go.first().isVisible()).toBe(false);
    // A chip tap: the list changes under the chips, the page does not jump to the top.
    await page.evaluate(() => window.scrollTo(0, 100));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBe(100);
    // A tap where the chip is: Playwright's own click would first scroll it to its liking.
    await choice(page, "when", "").evaluate((chip) => (chip as HTMLElement).click());
    await page.waitForURL(`${site.url}${CALENDAR}?genre=techno`);
    await expect.poll(() => titles(page)).toContain("Jungle Techno @ Bonbonniere");
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    // A club from the menu applies at once and keeps the other filters.
    await page.evaluate(() => Reflect.set(window, "stayed", true));
    await page.selectOption("select[name=venue]", "bonbonniere-tulum");
    await page.waitForURL(/venue=bonbonniere-tulum/);
    expect(page.url()).toContain("genre=techno");
    await expect.poll(() => titles(page)).toEqual(["Jungle Techno @ Bonbonniere"]);
    expect(await page.evaluate(() => Reflect.get(window, "stayed"))).toBe(true);
    // A date applies once it is a whole date within the calendar's nights.
    const date = page.locator("input[type=date][name=when]");
    const first = await date.getAttribute("min");
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await date.fill(first ?? "");
    await page.waitForURL(new RegExp(`when=${first}`));
  });
});

describe("filter values from the URL", () => {
  const get = (path: string) => fetchAnswer(`${site.url}${path}`);

  it("ignores unknown and malformed values with a visible note, never a 5xx", async () => {
    const hostile = [
      `${CALENDAR}?when=yesterday&area=%3Cscript%3Ealert(1)%3C/script%3E&genre=${"x".repeat(900)}&venue=..%2F..`,
      `${CALENDAR}?when=2026-02-30&when=tonight&area[]=tulum`,
      `${CALENDAR}?genre=%F0%9F%8E%B5%00&venue=%E2%80%AE`,
      `${TODAY}?area=atlantis&genre=%25&venue=' OR 1=1`,
    ];
    for (const path of hostile) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body).toContain("is not one of the choices, so it was not applied.");
      expect(answer.body).not.toContain("<script>alert(1)");
      expect(answer.body).toContain('<meta name="robots" content="noindex"/>');
    }
    // The note names the filter first, so "When" cannot read as the start of a clause (issue 66).
    const note = (body: string) => /data-filter-notes[^>]*><li>([^<]*)</.exec(body)?.[1];
    expect(note((await get(`${CALENDAR}?when=tmrw`)).body)).toBe(
      "When: “tmrw” is not one of the choices, so it was not applied.",
    );
    expect(note((await get(`/es${CALENDAR}?when=tmrw`)).body)).toBe(
      "Cuándo: “tmrw” no es una de las opciones, así que no se aplicó.",
    );
  });

  it("matches a genre whatever its case and accents, at one address per genre", async () => {
    // Every spelling moves (301) to the one the list keys: one page, one cache entry.
    for (const genre of ["ELECTRONICA", "electr%C3%B3nica", "Electr%C3%B3nica", "electronica!!"]) {
      const moved = await get(`${CALENDAR}?genre=${genre}&page=1&fbclid=x`);
      expect(moved.status, genre).toBe(301);
      expect(moved.headers.get("location")).toBe(`${CALENDAR}?genre=electronica&page=1`);
      expect(moved.headers.get("x-page-cache")).not.toBe("hit");
    }
    const answer = await get(`${CALENDAR}?genre=electronica`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Sold Out Night @ Taboo");
    expect(answer.body).not.toContain("Cancelled Night @ Taboo");
    const spanish = await get(`/es${CALENDAR}?genre=ELECTRONICA`);
    expect(spanish.status).toBe(301);
    expect(spanish.headers.get("location")).toBe(`/es${CALENDAR}?genre=electronica`);
    const today = await get(`/tulum-events-today?genre=Electronica`);
    expect(today.headers.get("location")).toBe("/tulum-events-today?genre=electronica");
  });

  it("reads tonight in Cabo's own zone: until 06:00 Cabo time", async () => {
    const answer = await get(`${CALENDAR}?when=tonight&area=san-jose-cabo`);
    expect(answer.body).toContain("Cabo Before Dawn");
    expect(answer.body).not.toContain("Cabo After Dawn");
    expect(answer.body).not.toContain("Jungle Techno @ Bonbonniere");
  });

  it("keeps the plain calendar indexable and caches each filter set apart", async () => {
    const plain = await get(CALENDAR);
    expect(plain.body).not.toContain('content="noindex"');
    // A filter set is kept from its second request on; tracking noise is not part of it.
    const first = await get(`${CALENDAR}?area=cancun&utm_source=x`);
    const second = await get(`${CALENDAR}?fbclid=y&area=cancun`);
    const third = await get(`${CALENDAR}?area=cancun`);
    const other = await get(`${CALENDAR}?area=tulum`);
    expect(first.body).toContain("Afro Sunset @ Downtown");
    expect(first.headers.get("x-page-cache")).toBe("bypass");
    expect(second.headers.get("x-page-cache")).toBe("miss");
    expect(third.headers.get("x-page-cache")).toBe("hit");
    expect(other.headers.get("x-page-cache")).toBe("bypass");
  });
});

describe("on now and later tonight", () => {
  const browser = useBrowser({ width: 390 });

  it.each(["/", TODAY])(
    "%s shows what is on, with the sets playing now, and what is next",
    async (path) => {
      const page = await browser.page();
      await goto(page, path, site.url);
      const now = page.locator('[data-tonight="now"]');
      // Cabo's party at 05:30 Cabo time is on now too when the suite runs in that hour.
      await expect
        .poll(() => now.locator("h3").allTextContents())
        .toContain("Jungle Techno @ Bonbonniere");
      const shown = await now.locator("h3").allTextContents();
      expect(shown).not.toContain("Late Disco @ Papaya Playa");
      expect(shown).not.toContain("Cabo After Dawn");
      const [start, end] = expected.onNowTimes;
      const jungle = now.filter({ hasText: "Jungle Techno @ Bonbonniere" });
      expect(await jungle.locator("[data-set-now]").textContent()).toBe(
        `Playing now: Nox Verde, ${twelveHour(start)} – ${twelveHour(end)}`,
      );
      expect(await page.locator('[data-tonight="next"] h3').allTextContents()).toContain(
        "Late Disco @ Papaya Playa",
      );
    },
  );

  it("follows the filters on the events-today page", async () => {
    const answer = await fetchAnswer(`${site.url}${TODAY}?area=cancun`);
    expect(answer.status).toBe(200);
    // Nothing on in Cancun: in the evening it says so; between midnight and 6 AM it tells what
    // is still on elsewhere, each party named with its own area (decision 0058's story).
    const onNow = answer.body.slice(answer.body.indexOf('id="on-now"'));
    expect(onNow.slice(0, onNow.indexOf("</section>"))).toMatch(
      /Nothing is on right now\.|night ended at|Still on: [^<]*\((Tulum|San Jose del Cabo|Isla Mujeres)/,
    );
  });
});

describe("event status", () => {
  const browser = useBrowser();
  const STATUS_PAGES = {
    cancelled: "cancelled-night",
    postponed: "postponed-night",
    rescheduled: "rescheduled-night",
    "sold-out": "sold-out-night",
  };

  it("badges each status in the calendar, a cancelled party struck through", async () => {
    const page = await browser.page();
    // The calendar shows two weeks a page: these parties are 12 to 15 days away.
    const seen: string[] = [];
    for (let number = 1; ; number++) {
      await goto(page, number === 1 ? CALENDAR : `${CALENDAR}?page=${number}`, site.url);
      const statuses = await page
        .locator("[data-status]")
        .evaluateAll((badges) => badges.map((badge) => badge.getAttribute("data-status") ?? ""));
      seen.push(...statuses);
      if (statuses.includes("rescheduled"))
        expect(await page.locator('[data-status="rescheduled"]').textContent()).toMatch(
          /^Rescheduled from /,
        );
      if ((await page.getByRole("link", { name: /^Later: / }).count()) === 0) break;
    }
    expect(seen.sort()).toEqual(Object.keys(STATUS_PAGES).sort());
    await goto(page, CALENDAR, site.url);
    const cancelled = page.locator("h3", { hasText: "Cancelled Night" });
    expect(await cancelled.evaluate((h3) => getComputedStyle(h3).textDecorationLine)).toBe(
      "line-through",
    );
  });

  it.each(Object.entries(STATUS_PAGES))(
    "a %s party's page says so and its JSON-LD passes Google's Event rules",
    async (status, slug) => {
      const page = await browser.page();
      await goto(page, `/event/${slug}`, site.url);
      expect(await page.locator(`[data-event-status="${status}"]`).count()).toBe(1);
      const objects = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text));
      const event = objects.find((object) => object["@type"] === "MusicEvent");
      const issues = await googleIssues(objects);
      expect(issues.filter((issue) => issue.severity === "ERROR")).toEqual([]);
      const eventStatus = {
        cancelled: "https://schema.org/EventCancelled",
        postponed: "https://schema.org/EventPostponed",
        rescheduled: "https://schema.org/EventRescheduled",
        "sold-out": "https://schema.org/EventScheduled",
      }[status];
      expect(event.eventStatus).toBe(eventStatus);
      if (status === "rescheduled")
        expect(event.previousStartDate).toMatch(/^\d{4}-\d{2}-\d{2}T22:00:00-05:00$/);
      else expect(event).not.toHaveProperty("previousStartDate");
      if (status === "sold-out") {
        expect(event.offers).toEqual({
          "@type": "Offer",
          url: "https://tickets.example.com/sold-out-night",
          availability: "https://schema.org/SoldOut",
        });
        expect(await page.getByRole("link", { name: "Tickets" }).count()).toBe(0);
      }
      if (status === "cancelled")
        expect(await page.getByRole("link", { name: "Tickets" }).count()).toBe(0);
      // A void date stops what would act on it (issue 63): no table, save or calendar entry,
      // but a question to the concierge that names the party.
      const closed = status === "cancelled" || status === "postponed";
      const actions = page.locator("article > header");
      expect(await actions.getByRole("link", { name: /BOOK A TABLE/ }).count()).toBe(
        closed ? 0 : 1,
      );
      expect(await actions.getByRole("button", { name: "Save to My night" }).count()).toBe(
        closed ? 0 : 1,
      );
      expect(await actions.getByText("Add to calendar").count()).toBe(closed ? 0 : 1);
      if (closed) {
        const ask = actions.locator("a[data-concierge=talk]");
        expect((await ask.textContent())?.trim()).toContain(
          status === "postponed" ? "ASK ABOUT THE NEW DATE" : "ASK FOR ANOTHER PARTY",
        );
        const message = new URL((await ask.getAttribute("href")) ?? "").searchParams.get("text");
        expect(message).toContain(status === "postponed" ? "Postponed Night" : "Cancelled Night");
        expect(message).toContain(`/event/${slug}`);
      }
    },
  );

  it("search badges cancelled and postponed parties as the calendar does, in both languages", async () => {
    const page = await browser.page();
    for (const [path, words] of [
      ["/search?q=taboo", ["Cancelled", "Postponed"]],
      ["/es/search?q=taboo", ["Cancelada", "Pospuesta"]],
    ] as const) {
      await goto(page, path, site.url);
      const row = (title: string) => page.locator("li", { hasText: title });
      expect(await row("Cancelled Night").locator("[data-status=cancelled]").textContent()).toBe(
        words[0],
      );
      expect(await row("Postponed Night").locator("[data-status=postponed]").textContent()).toBe(
        words[1],
      );
      expect(await row("Sold Out Night").locator("[data-status=cancelled]").count()).toBe(0);
    }
  });

  it("the validator catches what Google would reject", async () => {
    const broken = {
      "@context": "https://schema.org",
      "@type": "MusicEvent",
      name: "x",
      startDate: "2026-12-01T22:00:00-05:00",
      eventStatus: "https://schema.org/EventRescheduled",
      location: { "@type": "Place", name: "x" },
      offers: {
        "@type": "Offer",
        url: "https://t.example",
        availability: "https://schema.org/Gone",
      },
    };
    const errors = (await googleIssues([broken])).filter((issue) => issue.severity === "ERROR");
    expect(errors.map((issue) => issue.fieldNames?.[0]).sort()).toEqual([
      "location.address",
      "offers.availability",
      "previousStartDate",
    ]);
  });

  it("feeds mark a cancelled party STATUS:CANCELLED so subscribed calendars update", async () => {
    const feed = await fetchAnswer(`${site.url}/feeds/parties.ics`);
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents("vevent")
      .map((vevent) => [
        vevent.getFirstPropertyValue("summary"),
        vevent.getFirstPropertyValue("status"),
      ]);
    expect(events).toContainEqual(["Cancelled Night @ Taboo", "CANCELLED"]);
    expect(events).toContainEqual(["Postponed Night @ Taboo", "TENTATIVE"]);
    expect(events).toContainEqual(["Sold Out Night @ Taboo", "CONFIRMED"]);
    // Versioned by each object's last save, and told how often to look again (issue 65).
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT1H");
    for (const vevent of calendar.getAllSubcomponents("vevent")) {
      // SEQUENCE counts the minutes from 2020 to the last save (the emulator dates a hand-written
      // object from 2020-01-01 on, a second apart), so a later save is a higher SEQUENCE.
      const saved = vevent.getFirstPropertyValue("last-modified");
      expect(saved).not.toBeNull();
      const minutes = Math.floor((Date.parse(String(saved)) - Date.UTC(2020, 0, 1)) / 60_000);
      expect(Number(vevent.getFirstPropertyValue("sequence"))).toBe(minutes);
    }
    const single = await fetchAnswer(`${site.url}/event/cancelled-night/calendar.ics`);
    expect(single.body).toContain("STATUS:CANCELLED");
  });
});

describe("an area followed in a calendar app (issue 65)", () => {
  const followed = async (path: string) => {
    const answer = await fetchAnswer(`${site.url}${path}`);
    expect(answer.status, path).toBe(200);
    const feed = new URL(
      answer.body.match(/href="([^"]+)"[^>]*data-testid="calendar-feed"/)?.[1] ?? "",
    );
    const webcal = answer.body.match(/href="([^"]+)"[^>]*data-testid="calendar-subscribe"/)?.[1];
    expect(webcal, path).toBe(feed.href.replace(/^https?:/, "webcal:"));
    const ics = await fetchAnswer(`${site.url}${feed.pathname}`);
    expect(ics.status, feed.pathname).toBe(200);
    const summaries = new ICAL.Component(ICAL.parse(ics.body))
      .getAllSubcomponents("vevent")
      .map((vevent) => String(vevent.getFirstPropertyValue("summary")));
    return { feed: feed.pathname, summaries };
  };

  it("follows the list's area: Tulum by default, Cancun's when it lists Cancun, every area's when all", async () => {
    const tulum = await followed(CALENDAR);
    expect(tulum.feed).toBe("/feeds/areas/tulum/calendar.ics");
    expect(tulum.summaries).toContain("Weekend Techno @ Vagalume");
    expect(tulum.summaries).not.toContain("Afro Sunset @ Downtown");
    const cancun = await followed(`/es${CALENDAR}?area=cancun`);
    expect(cancun.feed).toBe("/es/feeds/areas/cancun/calendar.ics");
    expect(cancun.summaries).toEqual(["Afro Sunset @ Downtown"]);
    const all = await followed(`${CALENDAR}?area=all`);
    expect(all.feed).toBe("/feeds/parties.ics");
    expect(all.summaries).toEqual(
      expect.arrayContaining(["Afro Sunset @ Downtown", "Weekend Techno @ Vagalume"]),
    );
    for (const path of ["/feeds/areas/atlantis/calendar.ics", "/feeds/areas/%3Cx%3E/calendar.ics"])
      expect((await fetchAnswer(`${site.url}${path}`)).status, path).toBe(404);
  });
});

describe("Atom feeds for feed readers (issue 65)", () => {
  const atomOf = (html: string) =>
    html.match(/<link rel="alternate" type="application\/atom\+xml"[^>]*href="([^"]+)"/)?.[1];
  const testHref = (html: string, testId: string) =>
    html.match(new RegExp(`href="([^"]+)"[^>]*data-testid="${testId}"`))?.[1] ?? "";

  it.each([
    ["/djs/nox-verde", "en"],
    ["/es/djs/nox-verde", "es-MX"],
    ["/genres/techno", "en"],
    ["/es/genres/techno", "es-MX"],
    [CALENDAR, "en"],
    [`/es${CALENDAR}?area=cancun`, "es-MX"],
  ])(
    "%s names an Atom feed whose entries link exactly its coming parties",
    async (path, language) => {
      const page = await fetchAnswer(`${site.url}${path}`);
      expect(page.status).toBe(200);
      const atom = atomOf(page.body) ?? "";
      expect(atom).toMatch(/\/atom\.xml$/);
      expect(testHref(page.body, "calendar-atom")).toBe(atom);
      const answer = await fetch(`${site.url}${new URL(atom).pathname}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
      const feed = parseFeed(await answer.text());
      expect(feed.meta.type).toBe("atom");
      expect(feed.language).toBe(language);
      expect(feed.self).toBe(atom);
      // The calendar feed of the same page: the same parties, one entry each.
      const ics = await fetchAnswer(
        `${site.url}${new URL(testHref(page.body, "calendar-feed")).pathname}`,
      );
      const calendarUrls = new ICAL.Component(ICAL.parse(ics.body))
        .getAllSubcomponents("vevent")
        .map((vevent) => String(vevent.getFirstPropertyValue("url")));
      expect(calendarUrls.length).toBeGreaterThan(0);
      expect(feed.items.map((item) => item.url).sort()).toEqual(calendarUrls.sort());
      const ids = feed.items.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const item of feed.items) expect(item.updated, item.title ?? "").toBeInstanceOf(Date);
      if (language === "es-MX") for (const url of calendarUrls) expect(url).toContain("/es/event/");
    },
  );

  it("says a cancelled party is cancelled, in the entry's title, in both languages", async () => {
    for (const [prefix, word] of [
      ["", "Cancelled"],
      ["/es", "Cancelada"],
    ]) {
      const feed = parseFeed(
        (await fetchAnswer(`${site.url}${prefix}/feeds/areas/tulum/atom.xml`)).body,
      );
      const cancelled = feed.items.find((item) => item.url?.endsWith("/event/cancelled-night"));
      expect(cancelled?.title, prefix).toBe(`${word}: Cancelled Night @ Taboo`);
    }
    for (const path of ["/feeds/djs/nobody/atom.xml", "/feeds/genres/polka/atom.xml"])
      expect((await fetchAnswer(`${site.url}${path}`)).status, path).toBe(404);
  });
});

describe("genre pages", () => {
  it("list the genre's coming parties and DJs with ItemList JSON-LD, and are in the sitemap", async () => {
    const answer = await fetchAnswer(`${site.url}/genres/techno`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Weekend Techno @ Vagalume");
    expect(answer.body).toContain("Nox Verde");
    expect(answer.body).not.toContain("Afro Sunset");
    // Each row names the page's genre and the page's area (issue 66), in both languages.
    for (const [path, genre] of [
      ["/genres/techno", "Techno"],
      ["/es/genres/techno", "Techno"],
    ]) {
      const body =
        path === "/genres/techno" ? answer.body : (await fetchAnswer(`${site.url}${path}`)).body;
      const genres = [...body.matchAll(/data-fact="genre">(?:<!-- -->)?([^<]*)</g)].map(
        (m) => m[1],
      );
      const areas = [...body.matchAll(/data-area="([^"]*)"/g)].map((m) => m[1]);
      expect(genres.length, path).toBeGreaterThan(0);
      expect(new Set(genres), path).toEqual(new Set([genre]));
      expect(new Set(areas), path).toEqual(new Set(["tulum"]));
    }
    const objects = [
      ...answer.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1] ?? "{}"));
    const list = objects.find((object) => object["@type"] === "ItemList");
    expect(list.itemListElement[0]).toMatchObject({ "@type": "ListItem", position: 1 });
    expect(list.itemListElement.map((item: { name: string }) => item.name)).toContain(
      "Weekend Techno @ Vagalume",
    );
    const issues = await googleIssues(objects);
    expect(issues.filter((issue) => issue.severity === "ERROR")).toEqual([]);
    const sitemap = await fetchAnswer(`${site.url}/sitemaps/static-1.xml`);
    expect(sitemap.body).toContain(`${site.url}/genres/techno</loc>`);
    expect(sitemap.body).toContain(`${site.url}/es/genres/electronica</loc>`);
  });

  it("answer 404 for a genre nobody plays or a hostile slug", async () => {
    for (const path of ["/genres/polka", "/genres/%3Cscript%3E", `/genres/${"a".repeat(300)}`]) {
      expect((await fetchAnswer(`${site.url}${path}`)).status, path).toBe(404);
      const feed = path.replace("/genres/", "/feeds/genres/");
      expect((await fetchAnswer(`${site.url}${feed}/calendar.ics`)).status, feed).toBe(404);
    }
  });

  it("are followed in a calendar app: webcal:// and Google's add by URL, one feed of exactly the genre's coming parties (issue 65)", async () => {
    for (const [page, title] of [
      ["/genres/techno", "Follow Techno parties in your calendar"],
      ["/es/genres/techno", "Sigue las fiestas de Techno en tu calendario"],
    ] as const) {
      const answer = await fetchAnswer(`${site.url}${page}`);
      const href = (testId: string) =>
        (
          answer.body.match(new RegExp(`href="([^"]+)"[^>]*data-testid="${testId}"`))?.[1] ?? ""
        ).replaceAll("&amp;", "&");
      const feed = new URL(href("calendar-feed"));
      expect(feed.pathname, page).toBe(
        `${page.startsWith("/es/") ? "/es" : ""}/feeds/genres/techno/calendar.ics`,
      );
      expect(href("calendar-subscribe"), page).toBe(feed.href.replace(/^https?:/, "webcal:"));
      expect(new URL(href("calendar-google")).searchParams.get("cid"), page).toBe(
        href("calendar-subscribe"),
      );
      expect(answer.body, page).toContain(title);
      const ics = await fetchAnswer(`${site.url}${feed.pathname}`);
      expect(ics.status, page).toBe(200);
      const summaries = new ICAL.Component(ICAL.parse(ics.body))
        .getAllSubcomponents("vevent")
        .map((vevent) => String(vevent.getFirstPropertyValue("summary")));
      expect(summaries, page).toContain("Weekend Techno @ Vagalume");
      expect(summaries, page).not.toContain("Afro Sunset");
      // The genre page's list is the feed's, every coming party of it.
      for (const summary of summaries) expect(answer.body, page).toContain(summary);
    }
  });
});

/** "23:05" -> "11:05 PM", as the English pages write times. */
function twelveHour(time = ""): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}
