import { describe, expect, it } from "vitest";
import { AUTO_RELOAD_MS } from "#app/components/shell/app-shell.tsx";
import { launchChromium } from "#scripts/harness/chromium.ts";
import { baseUrl, goto, seriousAxeViolations, useBrowser } from "#tests/support/browser.ts";
import { E2E_GA_ID, E2E_WHATSAPP } from "#tests/support/global-setup.ts";

const SIDEBAR = [
  "Home",
  "Today",
  "New Year",
  "Beach Clubs",
  "Blog",
  "Clubs",
  "Calendar",
  "DJ Schedule",
  "Nightlife",
  "Travel & Concierge",
  "DJs",
  "Brands",
  "FAQ",
  "Search",
  "My night",
];

describe("shell on desktop", () => {
  const browser = useBrowser({ width: 1280 });

  it("has the sidebar items in order, the logo linking to /directory, and the top bar", async () => {
    const page = await browser.page();
    await goto(page, `/`);
    const sidebar = page.getByRole("navigation", { name: "Sections" });
    const names = await sidebar
      .locator(":scope > ul > li")
      .evaluateAll((items) =>
        items.map((li) => (li.querySelector("a, summary")?.textContent ?? "").trim()),
      );
    expect(names).toEqual(SIDEBAR);
    expect(await page.locator("aside#sidebar a").first().getAttribute("href")).toBe("/directory");
    const topBar = page.getByRole("navigation", { name: "Quick links" });
    expect(await topBar.getByRole("link").allTextContents()).toEqual([
      "TONIGHT",
      "CALENDAR",
      "CLUBS",
      "ZAMNA",
      "NEW YEAR",
    ]);
  });

  it("marks the page shown in the sidebar, also after a client-side navigation", async () => {
    const page = await browser.page();
    await goto(page, `/`);
    const sidebar = page.locator("aside#sidebar");
    expect(await sidebar.locator("a[aria-current=page]").allTextContents()).toEqual(["Home"]);
    await page.evaluate(() => Reflect.set(window, "sameDocument", true));
    await sidebar.locator("summary", { hasText: "Clubs" }).click();
    await sidebar.getByRole("link", { name: "Cancun" }).click();
    await page.waitForURL(/\/cancun-clubs$/);
    expect(await page.evaluate(() => Reflect.get(window, "sameDocument"))).toBe(true);
    await expect
      .poll(() => sidebar.locator("a[aria-current=page]").allTextContents())
      .toEqual(["Cancun"]);
    // Its group unfolds by itself.
    expect(await sidebar.locator("details:has(a[aria-current=page])").getAttribute("open")).toBe(
      "",
    );
  });

  it("opens and closes a group, and marks external children", async () => {
    const page = await browser.page();
    await goto(page, `/`);
    const group = page
      .locator("aside#sidebar details")
      .filter({ has: page.locator("summary", { hasText: "Clubs" }) });
    const clubs = group.locator("summary");
    expect(await group.getAttribute("open")).toBeNull();
    await clubs.click();
    await expect.poll(() => group.getAttribute("open")).toBe("");
    const cabo = page.locator('aside a[href="https://cabo.party"]');
    expect(await cabo.getAttribute("target")).toBe("_blank");
    await clubs.press("Enter");
    await expect.poll(() => group.getAttribute("open")).toBeNull();
  });

  it("minimizes to a compact sidebar and remembers it", async () => {
    const page = await browser.page();
    await goto(page, `/`);
    const sidebar = page.locator("aside#sidebar");
    const wide = (await sidebar.boundingBox())?.width ?? 0;
    await page.getByRole("button", { name: "Minimize menu" }).click();
    await expect(sidebar.getAttribute("data-minimized")).resolves.toBe("true");
    expect((await sidebar.boundingBox())?.width ?? 0).toBeLessThan(wide / 2);
    await goto(page, "/");
    await page.waitForSelector("aside#sidebar[data-minimized=true]");
    await page.getByRole("button", { name: "Expand menu" }).click();
    await expect(sidebar.getAttribute("data-minimized")).resolves.toBe("false");
  });

  it("links the footer's DJ schedule to the real route and offers the privacy PDF and Instagram", async () => {
    const page = await browser.page();
    await goto(page, `/`);
    const footer = page.locator("footer");
    expect(await footer.getByRole("link", { name: "DJ Schedule" }).getAttribute("href")).toBe(
      "/tulum-dj-schedule",
    );
    for (const heading of [
      "Tulum",
      "Top Clubs",
      "Production Brands",
      "Resources",
      "Cancun",
      "Playa del Carmen",
      "Other Locations",
      "Other Services",
    ]) {
      expect(await footer.getByRole("heading", { name: heading, exact: true }).count()).toBe(1);
    }
    const pdf = await footer.getByRole("link", { name: /Privacy notice/ }).getAttribute("href");
    const response = await fetch(`${baseUrl()}${pdf}`);
    expect(response.headers.get("content-type")).toContain("application/pdf");
    expect((await response.text()).startsWith("%PDF-")).toBe(true);
    expect(await footer.getByRole("link", { name: "Instagram" }).getAttribute("href")).toMatch(
      /^https:\/\/www\.instagram\.com\//,
    );
  });

  it("concierge buttons open WhatsApp in a new window, log, and notify; the notification closes on click", async () => {
    const page = await browser.page();
    const infos: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "info") infos.push(message.text());
    });
    await goto(page, `/`);
    // On a desktop "talk" is in the sidebar (the top bar keeps "book"), an HTML-only part.
    const talk = page.locator("aside [data-concierge=talk]");
    expect(await talk.textContent()).toContain("TALK WITH A HUMAN");
    expect(await talk.getAttribute("href")).toMatch(
      new RegExp(`^https://wa\\.me/${E2E_WHATSAPP}\\?text=`),
    );
    const [popup] = await Promise.all([page.waitForEvent("popup"), talk.click()]);
    await popup.close();
    expect(infos.some((text) => text.startsWith("concierge: talk opened"))).toBe(true);
    const notification = page.locator("[data-notification-type=success]");
    await notification.waitFor();
    await notification.click();
    await notification.waitFor({ state: "detached" });
  });

  it("closes notifications by themselves after 3 seconds", async () => {
    const page = await browser.page();
    await goto(page, `/`);
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.locator("header [data-concierge=book]").first().click(),
    ]);
    await popup.close();
    const notification = page.locator("[data-notification-type=success]");
    await notification.waitFor();
    const shown = Date.now();
    await notification.waitFor({ state: "detached", timeout: 6000 });
    expect(Date.now() - shown).toBeGreaterThan(2000);
  });
});

describe("cookie notice and analytics", () => {
  const browser = useBrowser();

  it("shows the exact notice; declining is remembered and sends nothing", async () => {
    const page = await browser.page();
    await goto(page, `/`);
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await expect(notice.textContent()).resolves.toContain("We use cookies to count visits");
    await notice.getByRole("button", { name: "Decline" }).click();
    await notice.waitFor({ state: "hidden" });
    await page.reload();
    await page.locator("footer").waitFor();
    expect(await page.getByRole("region", { name: "Cookie notice" }).count()).toBe(0);
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.locator("header [data-concierge=book]").first().click(),
    ]);
    await popup.close();
    expect(await page.evaluate(() => Array.isArray(Reflect.get(window, "dataLayer")))).toBe(false);
    await page.evaluate(() => localStorage.clear());
  });

  it("accepting loads analytics, and BOOK A TABLE records a reservations event", async () => {
    const page = await browser.page();
    const gtagRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("googletagmanager.com")) gtagRequests.push(request.url());
    });
    await goto(page, `/`);
    expect(gtagRequests).toEqual([]);
    await page.getByRole("button", { name: "Accept" }).click();
    await page.waitForFunction(() => Array.isArray(Reflect.get(window, "dataLayer")));
    // The data layer exists a moment before the tag's script is requested.
    await expect.poll(() => gtagRequests[0] ?? "").toContain(`id=${E2E_GA_ID}`);
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.locator("header [data-concierge=book]").first().click(),
    ]);
    await popup.close();
    const events: unknown = await page.evaluate(() =>
      JSON.parse(JSON.stringify(Reflect.get(window, "dataLayer"))),
    );
    expect(JSON.stringify(events)).toContain('"event","reservations"');
    await page.reload();
    expect(await page.getByRole("region", { name: "Cookie notice" }).count()).toBe(0);
  });
});

describe("shell on a 390 px phone", () => {
  const browser = useBrowser({ width: 390 });

  it("opens the menu as a dialog: focus moves in, Escape closes it and focus returns", async () => {
    const page = await browser.page();
    await goto(page, `/event/zamna-tulum-festival-opening`);
    const button = page.locator("header").getByRole("button", { name: "Open menu" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    // While the menu is open the rest of the page is hidden from assistive technology.
    const hiddenButton = page.getByTestId("menu-button");
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Tulum Party" });
    await menu.waitFor();
    expect(await hiddenButton.getAttribute("aria-expanded")).toBe("true");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null))
      .toBe(true);
    // Focus stays in the dialog.
    for (let i = 0; i < 40; i++) await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null),
    ).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Open menu");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
  });

  it("reaches every main section from the menu, and closes when a link is followed or outside is tapped", async () => {
    const page = await browser.page();
    await goto(page, `/`);
    await page.locator("header").getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Tulum Party" });
    await menu.waitFor();
    const hrefs = await menu
      .locator("a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const path of [
      "/tulum-party-mexico-event-calendar",
      "/tulum-events-today",
      "/tulum-clubs",
      "/tulum-day-beach-clubs",
      "/djs",
      "/tulum-dj-schedule",
      "/brands",
      "/blog",
      "/tulum-traveler-frequent-questions",
      "/search",
      "/my-night",
      "/tulum-concierge-services",
      "/es/",
    ]) {
      expect(hrefs, path).toContain(path);
    }
    expect(await menu.locator("[data-concierge=talk]").count()).toBe(1);
    await menu.getByRole("link", { name: "Calendar", exact: true }).click();
    await page.waitForURL(/\/tulum-party-mexico-event-calendar$/);
    await menu.waitFor({ state: "detached" });
    await page.locator("header").getByRole("button", { name: "Open menu" }).click();
    await menu.waitFor();
    await page.mouse.click(380, 450);
    await menu.waitFor({ state: "detached" });
  });

  it("keeps every top bar control whole in one row, with no floating control over the page", async () => {
    const page = await browser.page();
    await goto(page, `/`);
    const header = page.getByRole("banner");
    expect((await header.boundingBox())?.height ?? 0).toBeLessThanOrEqual(64);
    const cut = await header.locator("a, button").evaluateAll((controls) =>
      controls
        .filter((control) => control.getBoundingClientRect().width > 0)
        .filter(
          (control) =>
            control.scrollWidth > control.clientWidth + 1 ||
            control.getBoundingClientRect().right > window.innerWidth,
        )
        .map((control) => control.textContent),
    );
    expect(cut).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 400));
    const floating = await page.evaluate(
      () =>
        [...document.querySelectorAll("body *")].filter((element) => {
          const style = getComputedStyle(element);
          return (
            style.position === "fixed" &&
            element.getBoundingClientRect().width > 0 &&
            !element.closest("[aria-label='Cookie notice'], [data-sonner-toaster], .skip-link")
          );
        }).length,
    );
    expect(floating).toBe(0);
  });

  it("the search button opens the search page with the cursor in its field", async () => {
    const page = await browser.page();
    await goto(page, `/`);
    await page.locator("header").getByRole("link", { name: "Search" }).click();
    await page.waitForURL(/\/search$/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("q");
  });

  it("scrolls to the top on navigation", async () => {
    const page = await browser.page();
    await goto(page, `/`);
    await page.evaluate(() => window.scrollTo(0, 1500));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator("section[aria-labelledby=featured] article a").first().click();
    await page.waitForURL(/\/event\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe("long-open tabs and deploys", () => {
  const browser = useBrowser({ width: 390 });

  it("refreshes the page's data every two hours without a reload (product.md#limits)", async () => {
    const page = await browser.page();
    await page.clock.install();
    await goto(page, "/tulum-dj-schedule");
    await page.evaluate(() => Reflect.set(window, "sameDocument", true));
    const revalidation = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith(".data"),
    );
    await page.clock.fastForward(AUTO_RELOAD_MS);
    expect(new URL((await revalidation).url()).pathname).toBe("/tulum-dj-schedule.data");
    // Same document: the visitor keeps their place.
    expect(await page.evaluate(() => Reflect.get(window, "sameDocument"))).toBe(true);
  });
});

describe("a code chunk that is gone after a deploy", () => {
  it("reloads the page once to pick up the new build, then works", async () => {
    // Its own browser: the failed chunk is a console error on purpose.
    const { context, close } = await launchChromium({ width: 390 });
    try {
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      // The chunk is gone until the page has been loaded a second time (the "new build").
      let documentLoads = 0;
      page.on("domcontentloaded", () => {
        documentLoads++;
      });
      let refused = 0;
      await page.route(/\/assets\/photo-viewer-[\w-]+\.js$/, (route) => {
        if (documentLoads > 1) return route.continue();
        refused++;
        return route.fulfill({ status: 404, body: "" });
      });
      await goto(page, "/photos/full-moon-night");
      const reloaded = page.waitForEvent("load");
      await page.locator("main ul button").first().click();
      await reloaded;
      await page.waitForSelector("html[data-hydrated=true]");
      expect(await page.evaluate(() => sessionStorage.getItem("reloaded-after-chunk-error"))).toBe(
        "1",
      );
      await page.locator("main ul button").first().click();
      await page.getByRole("dialog").waitFor();
      expect(refused).toBeGreaterThan(0);
      expect(documentLoads).toBe(2);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
