import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAnswer, type SiteProcess, startSite } from "#scripts/harness/site-process.ts";
import { baseUrl, goto, seriousAxeViolations, useBrowser } from "#tests/support/browser.ts";
import { siteClock } from "#tests/support/site-clock.ts";

describe("home page's weekend (issue 42: a list titled Tulum holds Tulum)", () => {
  // A Thursday evening, when the demo's weekend is full, whatever day the suite runs (issue 67).
  let site: SiteProcess | undefined;
  beforeAll(async () => {
    site = await startSite(siteClock("2026-12-10T21:30:00-05:00"));
  });
  afterAll(() => site?.stop());

  it("lists only Tulum's parties and counts the other areas' one tap away", async () => {
    const { status, body } = await fetchAnswer(`${site?.url}/`);
    expect(status).toBe(200);
    const start = body.indexOf('id="weekend"');
    expect(start, "a weekend section on a Thursday").toBeGreaterThan(0);
    const section = body.slice(start, body.indexOf("</section>", start));
    expect(section).toContain("This weekend in Tulum");
    const rows = [...section.matchAll(/data-kind="([^"]+)" data-slug="([^"]+)"/g)];
    expect(rows.length).toBeGreaterThan(3);
    for (const [, kind, slug] of rows) {
      expect(kind, slug).not.toMatch(/isla-parties|cabo-parties/);
      expect(slug).not.toMatch(/cancun|playa-del-carmen/);
    }
    if (section.includes("Isla Mujeres or Los Cabos"))
      expect(section).toContain('href="/tulum-party-mexico-event-calendar?when=weekend"');
  });
});

describe("a shorter home (issue 42)", () => {
  it("shows each club's next party and links the rest to the club's page; no slogan picture", async () => {
    const { body } = await fetchAnswer(`${baseUrl()}/`);
    const start = body.indexOf('aria-labelledby="by-club"');
    const byClub = body.slice(start, body.indexOf('aria-label="Pagination"', start));
    const groups = byClub.split('<section aria-labelledby="club-').slice(1);
    expect(groups.length).toBeGreaterThan(3);
    for (const group of groups) {
      const clubPage = group.match(/^[^>]*><h3[^>]*><a href="([^"]+)"/)?.[1];
      if (!clubPage) continue; // A club without a page of its own shows every row.
      expect(group.match(/<article /g)?.length, clubPage).toBe(1);
      const more = group.match(/<a href="([^"]+)"[^>]*>(\d+) more part/);
      if (more) expect(more[1]).toBe(clubPage);
    }
    const about = body.slice(body.indexOf('aria-label="About the guide"'));
    expect(about.slice(0, about.indexOf("</section>"))).not.toContain("<img");
  });
});

describe("home on a phone (issue 54)", () => {
  const browser = useBrowser({ width: 390, height: 844 });

  it.each([
    ["/", "Parties at"],
    ["/es", "Fiestas en"],
  ])(
    "%s is at most seven screens long; the other clubs' parties are one tap away",
    async (path, more) => {
      const page = await browser.page();
      await goto(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
        7 * 844,
      );
      const folded = page.locator("section[aria-labelledby=by-club] details");
      const hidden = folded.locator("section h3").first();
      expect(await hidden.isVisible()).toBe(false);
      await folded.locator("summary", { hasText: more }).click();
      await hidden.waitFor({ state: "visible" });
    },
  );
});

describe("home page", () => {
  const browser = useBrowser();

  it("shows the hero, trending festival nights, featured parties, parties by club and Isla Mujeres", async () => {
    const page = await browser.page();
    const response = await goto(page, `/`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain("Tulum");
    for (const name of [
      "Trending festival nights",
      "Featured this week",
      "Upcoming parties by club",
      "Isla Mujeres parties",
    ]) {
      await page.getByRole("heading", { level: 2, name }).waitFor({ state: "visible" });
    }
    const trending = page.locator("section[aria-labelledby=trending] article");
    expect(await trending.count()).toBe(3);
    const clubHeadings = page.locator("section[aria-labelledby=by-club] h3");
    expect(await clubHeadings.count()).toBeGreaterThan(3);
    expect(
      await page
        .locator('section[aria-labelledby=by-club] h3 a[href="/tulum-clubs/bonbonniere-tulum"]')
        .count(),
    ).toBe(1);
  });

  it("every card links to its event page, and following one renders it", async () => {
    const page = await browser.page();
    await goto(page, `/`);
    const hrefs = await page
      .locator("main article h3 a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(10);
    // Tonight's and the weekend's lists are in start order across the coast: Cabo's pages too.
    const eventPage = /^\/((isla-mujeres|san-jose-cabo)\/)?event\/[\w-]+$/;
    expect(hrefs.filter((href) => !eventPage.test(href ?? ""))).toEqual([]);
    const first = page.locator("section[aria-labelledby=featured] article h3 a").first();
    const title = (await first.textContent()) ?? "";
    await first.click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/event\//);
  });

  it("paginates upcoming parties through ?page= with disabled arrows at the ends", async () => {
    const page = await browser.page();
    await goto(page, `/`);
    const nav = page.getByRole("navigation", { name: "Pagination" });
    await expect(nav.locator('[aria-current="page"]').textContent()).resolves.toContain("1");
    expect(await nav.locator('[aria-disabled="true"]').count()).toBe(1);
    const firstPageTitles = await page
      .locator("section[aria-labelledby=by-club] article h3")
      .allTextContents();
    await nav.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/\?page=2$/);
    await nav.locator('[aria-current="page"]', { hasText: "2" }).waitFor();
    const secondPageTitles = await page
      .locator("section[aria-labelledby=by-club] article h3")
      .allTextContents();
    expect(secondPageTitles).not.toEqual(firstPageTitles);
    const direct = await browser.page();
    expect((await direct.goto(`${baseUrl()}/?page=2`))?.status()).toBe(200);
    expect((await direct.goto(`${baseUrl()}/?page=999`))?.status()).toBe(200);
    expect((await direct.goto(`${baseUrl()}/?page=<script>`))?.status()).toBe(200);
  });

  it("has a canonical URL, Open Graph tags and no serious accessibility violations", async () => {
    const page = await browser.page();
    await goto(page, `/`);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl()}/`);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toContain(
      "Tulum",
    );
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
