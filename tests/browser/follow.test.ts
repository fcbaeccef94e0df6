import { parseFeed } from "@rowanmanning/feed-parser";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { baseUrl, goto, useBrowser } from "#tests/support/browser.ts";

/**
 * Follow without an account (issue 65, item 1): every followable page offers one Follow menu; one
 * tap opens it (a details element: the same links without script), each way follows the same
 * feed, and "Copy link" puts the feed's address on the clipboard. Tried as a visitor would: a
 * phone with script in English, and one without script in Spanish.
 */
const FOLLOWED = [
  ["/djs/nox-verde", "/feeds/djs/nox-verde/calendar.ics"],
  ["/tulum-clubs/papaya-playa-tulum", "/feeds/clubs/papaya-playa-tulum/calendar.ics"],
  ["/brands/zamna-tulum", "/feeds/brands/zamna-tulum/calendar.ics"],
  ["/genres/techno", "/feeds/genres/techno/calendar.ics"],
  ["/tulum-party-mexico-event-calendar", "/feeds/areas/tulum/calendar.ics"],
  ["/plan?e=zamna-tulum-festival-opening", "/feeds/plan.ics?e=zamna-tulum-festival-opening"],
] as const;

describe("the Follow menu, with script, on a phone", () => {
  const browser = useBrowser({ width: 390, height: 844 });

  it.each(FOLLOWED)("%s offers one menu whose every way follows %s", async (path, feedPath) => {
    const page = await browser.page();
    await goto(page, path);
    const menu = page.locator("[data-follow]");
    expect(await menu.count()).toBe(1);
    const choice = (testId: string) => menu.getByTestId(testId);
    // Closed until tapped: the page stays short.
    expect(await choice("calendar-subscribe").isVisible()).toBe(false);
    await menu.locator("summary").click();
    await expect.poll(() => choice("calendar-subscribe").isVisible()).toBe(true);
    const feed = new URL((await choice("calendar-feed").getAttribute("href")) ?? "");
    expect(`${feed.pathname}${feed.search}`).toBe(feedPath);
    const webcal = feed.href.replace(/^https?:/, "webcal:");
    expect(await choice("calendar-subscribe").getAttribute("href")).toBe(webcal);
    const google = new URL((await choice("calendar-google").getAttribute("href")) ?? "");
    expect(google.searchParams.get("cid")).toBe(webcal);
    const outlook = new URL((await choice("calendar-outlook").getAttribute("href")) ?? "");
    expect(`${outlook.origin}${outlook.pathname}`).toBe(
      "https://outlook.live.com/calendar/0/addfromweb",
    );
    expect(outlook.searchParams.get("url")).toBe(feed.href);
    expect(outlook.searchParams.get("name")).toMatch(/\S/);
    // The feed it names is a calendar nobody needs an account for.
    const answer = await fetch(`${new URL(page.url()).origin}${feed.pathname}${feed.search}`);
    expect(answer.status).toBe(200);
    expect(new ICAL.Component(ICAL.parse(await answer.text())).name).toBe("vcalendar");
  });

  it("copies the feed's link in one tap and says so", async () => {
    const page = await browser.page();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await goto(page, "/djs/nox-verde");
    await page.locator("[data-follow] summary").click();
    const feed = (await page.getByTestId("calendar-feed").getAttribute("href")) ?? "";
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(feed);
    await expect.poll(() => page.getByText("Link copied").count()).toBeGreaterThan(0);
  });

  it("names the Atom feed of a DJ, a club and a genre among the ways", async () => {
    const page = await browser.page();
    for (const [path, atom] of [
      ["/djs/nox-verde", "/feeds/djs/nox-verde/atom.xml"],
      ["/tulum-clubs/papaya-playa-tulum", "/feeds/clubs/papaya-playa-tulum/atom.xml"],
      ["/genres/techno", "/feeds/genres/techno/atom.xml"],
    ] as const) {
      await goto(page, path);
      const href = (await page.getByTestId("calendar-atom").getAttribute("href")) ?? "";
      expect(new URL(href).pathname, path).toBe(atom);
      // The page's head names the same feed, and its entries are exactly the calendar's parties.
      const head = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
      expect(await head.getAttribute("href"), path).toBe(href);
      const site = new URL(page.url()).origin;
      const entries = parseFeed(await (await fetch(`${site}${atom}`)).text()).items.map(
        (item) => item.url,
      );
      const ics = await (await fetch(`${site}${atom.replace("atom.xml", "calendar.ics")}`)).text();
      const events = new ICAL.Component(ICAL.parse(ics))
        .getAllSubcomponents("vevent")
        .map((vevent) => String(vevent.getFirstPropertyValue("url")));
      expect(events.length, path).toBeGreaterThan(0);
      expect(entries.sort(), path).toEqual(events.sort());
    }
  });
});

describe("the Follow menu without script, in Spanish", () => {
  const browser = useBrowser({ width: 390, height: 844, javaScriptEnabled: false });

  it("opens with one tap and offers the same Spanish feed in every way but Copy link", async () => {
    const page = await browser.page();
    // Without script the page never hydrates: open it as it comes.
    await page.goto(`${baseUrl()}/es/tulum-clubs/papaya-playa-tulum`);
    const menu = page.locator("[data-follow]");
    await menu.locator("summary").click();
    const apple = menu.getByTestId("calendar-subscribe");
    await expect.poll(() => apple.isVisible()).toBe(true);
    expect(await apple.textContent()).toBe("Calendario de Apple (iPhone, Mac)");
    const feed = new URL((await menu.getByTestId("calendar-feed").getAttribute("href")) ?? "");
    expect(feed.pathname).toBe("/es/feeds/clubs/papaya-playa-tulum/calendar.ics");
    expect(await apple.getAttribute("href")).toBe(feed.href.replace(/^https?:/, "webcal:"));
    // Copying needs the page's script: not offered without it.
    expect(await menu.getByRole("button", { name: "Copiar enlace" }).isVisible()).toBe(false);
  });
});
