import { describe, expect, it } from "vitest";
import {
  baseUrl,
  goto,
  mainJsonLd,
  seriousAxeViolations,
  useBrowser,
} from "#tests/support/browser.ts";
import { SUITE_FIXTURE } from "#tests/support/suite-bucket.ts";
import { serveSuiteBucket } from "#tests/support/suite-site.ts";

/** Articles, FAQs, videos and photos on the suites' own bucket: the titles are the fixture's. */
const suite = serveSuiteBucket();
const { article, otherArticles, faqs, videos, gallery } = SUITE_FIXTURE;
const [featured, ...suggested] = videos;
const shortVideo = videos.find((video) => video.short);

describe("blog and articles", () => {
  const browser = useBrowser({ width: 390 });

  it("lists articles newest first with pages in the URL", async () => {
    const page = await browser.page();
    await goto(page, "/blog", suite());
    await expect(page.locator("main li h2").allTextContents()).resolves.toEqual([
      article.title,
      ...otherArticles,
    ]);
    expect(await page.locator("main li a").first().getAttribute("href")).toBe(
      `/article/${article.slug}`,
    );
  });

  it("shows an article with cover, summary, sanitised content, author, dates, related and Article JSON-LD", async () => {
    const page = await browser.page();
    expect((await goto(page, `/article/${article.slug}`, suite()))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      article.title,
    );
    await page.getByText(`By ${article.author}`).waitFor({ state: "visible" });
    expect(await page.locator("header time").count()).toBeGreaterThan(0);
    await expect(
      page.locator("section[aria-labelledby=related] article h3").allTextContents(),
    ).resolves.toEqual(otherArticles);
    const json = await mainJsonLd(page);
    expect(json["@type"]).toBe("Article");
    expect(json.headline).toBe(article.title);
    expect(json.datePublished).toBeTruthy();
    expect(json.image.length).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("answers 404 for an unknown article", async () => {
    expect((await fetch(`${suite()}/article/no-such-article`)).status).toBe(404);
  });
});

describe("FAQ", () => {
  const browser = useBrowser({ width: 390 });
  const FAQ = "/tulum-traveler-frequent-questions";

  it("groups all FAQs by category in accordions, first of each open, and publishes FAQPage JSON-LD", async () => {
    const page = await browser.page();
    await goto(page, FAQ, suite());
    const categories = await page
      .locator("[data-faq-category]")
      .evaluateAll((items) => items.map((s) => s.getAttribute("data-faq-category")));
    expect(categories).toEqual(Object.keys(faqs));
    const json = await mainJsonLd(page);
    expect(json["@type"]).toBe("FAQPage");
    expect(json.mainEntity.map((entity: { name: string }) => entity.name)).toEqual(
      Object.values(faqs).flat(),
    );
    expect(json.mainEntity[0]["@type"]).toBe("Question");
    expect(json.mainEntity[0].acceptedAnswer["@type"]).toBe("Answer");
    const hours = page.locator('[data-faq-category="Hours"]');
    const triggers = hours.locator("button[aria-expanded]");
    await expect(triggers.nth(0).getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(triggers.nth(1).getAttribute("aria-expanded")).resolves.toBe("false");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("opens several answers at once and works from the keyboard", async () => {
    const page = await browser.page();
    await goto(page, FAQ, suite());
    const triggers = page.locator('[data-faq-category="Hours"] button[aria-expanded]');
    await triggers.nth(1).click();
    await expect(triggers.nth(0).getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(triggers.nth(1).getAttribute("aria-expanded")).resolves.toBe("true");
    await triggers.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect(triggers.nth(2).getAttribute("aria-expanded")).resolves.toBe("true");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      await triggers.nth(3).textContent(),
    );
    await page.keyboard.press("Space");
    await expect(triggers.nth(3).getAttribute("aria-expanded")).resolves.toBe("true");
  });

  it("filters by category in the URL", async () => {
    const page = await browser.page();
    await goto(page, FAQ, suite());
    await page.getByLabel("Category").selectOption("Safety");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/category=Safety/);
    await page.waitForFunction(() => document.querySelectorAll("[data-faq-category]").length === 1);
    await expect(
      page.locator('[data-faq-category="Safety"] button[aria-expanded]').allTextContents(),
    ).resolves.toEqual(faqs.Safety);
  });
});

describe("TV, videos, shorts and photos", () => {
  const browser = useBrowser();

  it("shows the TV item with its featured video, suggestions and artist", async () => {
    const page = await browser.page();
    await goto(page, "/tulum-tv", suite());
    expect(await page.locator("#featured-video a").getAttribute("href")).toBe(
      `/tulum-videos/${featured.klass}/${featured.slug}`,
    );
    expect(await page.locator("section[aria-labelledby=suggestions] li").count()).toBe(
      suggested.length,
    );
    await page.getByText(`Featured artist: ${SUITE_FIXTURE.artists[0].title}`).waitFor();
    const json = await mainJsonLd(page);
    expect(json["@type"]).toBe("VideoObject");
    expect(json.name).toBe(featured.title);
    for (const key of ["name", "thumbnailUrl", "uploadDate"]) expect(json[key]).toBeTruthy();
  });

  it("serves a video at its class path and moves a wrong class to it", async () => {
    const page = await browser.page();
    await page.goto(`${suite()}/tulum-videos/wrong/${featured.slug}`);
    expect(new URL(page.url()).pathname).toBe(`/tulum-videos/${featured.klass}/${featured.slug}`);
    expect((await fetch(`${suite()}/tulum-shorts/${shortVideo?.slug}`)).status).toBe(200);
    expect(
      (await fetch(`${suite()}/tulum-shorts`, { redirect: "manual" })).headers.get("location"),
    ).toBe("/tulum-tv");
  });

  it("shows a photo gallery with alt text, navigable from the keyboard", async () => {
    const page = await browser.page();
    const count = gallery.photos;
    await goto(page, `/photos/${gallery.slug}`, suite());
    const thumbs = page.locator("main ul button");
    expect(await thumbs.count()).toBe(count);
    const alts = await page
      .locator("main ul img")
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
    expect(alts.every((alt) => new RegExp(`photo \\d of ${count}`).test(alt ?? ""))).toBe(true);
    expect(await page.locator("main ul img").first().getAttribute("srcset")).toContain("640w");
    await thumbs.nth(0).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const heading = () => dialog.getByRole("heading").textContent();
    // Each key press re-renders the viewer: poll for the result instead of reading it at once.
    await expect.poll(heading).toContain(`photo 1 of ${count}`);
    await page.keyboard.press("ArrowRight");
    await expect.poll(heading).toContain(`photo 2 of ${count}`);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(heading).toContain(`photo 1 of ${count}`);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(heading).toContain(`photo ${count} of ${count}`);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // Focus goes back to the thumbnail that opened the viewer.
    await expect
      .poll(() => thumbs.nth(0).evaluate((button) => button === document.activeElement))
      .toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("editorial pages", () => {
  const browser = useBrowser();

  it.each([
    "/about",
    "/community",
    "/contact",
    "/tulum-concierge-services",
    "/tulum-wedding-planners",
  ])("%s shows CMS content with the concierge actions", async (path) => {
    const page = await browser.page();
    expect((await goto(page, path))?.status()).toBe(200);
    expect(await page.locator("main [data-concierge=talk]").count()).toBe(1);
    expect(await page.locator("main [data-concierge=book]").count()).toBe(1);
    expect(await page.locator("main .prose-content p").count()).toBeGreaterThan(0);
    expect(await page.locator("main form").count()).toBe(0);
  });

  it("shows link-in-bio cards on the community page, activities and Q&A on the concierge page", async () => {
    const page = await browser.page();
    await goto(page, "/community");
    expect(await page.locator("section[aria-labelledby=links] li").count()).toBe(3);
    await goto(page, "/tulum-concierge-services");
    expect(await page.locator("section[aria-labelledby=activities] li").count()).toBe(6);
    expect(await page.locator("section[aria-labelledby=answers] dt").count()).toBe(5);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("redirector /l?u=", () => {
  const browser = useBrowser();
  const get = (u: string) =>
    fetch(`${baseUrl()}/l?u=${encodeURIComponent(u)}`, { redirect: "manual" });

  it("redirects site paths and allow-listed hosts", async () => {
    expect((await get("/djs")).headers.get("location")).toBe("/djs");
    const whatsapp = await get("https://wa.me/529840000000");
    expect(whatsapp.status).toBe(302);
    expect(whatsapp.headers.get("location")).toBe("https://wa.me/529840000000");
  });

  it("never takes Chromium off the site through a local-looking target", async () => {
    const page = await browser.page();
    for (const u of ["/.//evil.example/", "/a/..//evil.example/", "/%2F%2Fevil.example/"]) {
      await page.goto(`${baseUrl()}/l?u=${encodeURIComponent(u)}`).catch(() => null);
      expect(new URL(page.url()).host, u).toBe(new URL(baseUrl()).host);
    }
  });

  it("shows an interstitial for other hosts, never redirecting", async () => {
    const response = await get("https://evil.example/phish");
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    const page = await browser.page();
    await goto(page, `/l?u=${encodeURIComponent("https://evil.example/phish")}`);
    await expect(page.getByTestId("destination").textContent()).resolves.toBe(
      "https://evil.example/phish",
    );
    expect(await page.getByRole("link", { name: "Back to the guide" }).count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  });

  it.each([
    ["missing", ""],
    ["javascript", "javascript:alert(1)"],
    ["protocol-relative", "//evil.example"],
    ["data", "data:text/html,hi"],
    ["dot-segment", "/.//evil.example"],
    ["encoded-slash", "/%2F%2Fevil.example"],
    ["encoded-backslash", "/%5Cevil.example"],
  ])("answers 400 for a %s target", async (_name, u) => {
    expect(
      (
        await fetch(`${baseUrl()}/l${u ? `?u=${encodeURIComponent(u)}` : ""}`, {
          redirect: "manual",
        })
      ).status,
    ).toBe(400);
  });
});

describe("remaining pages", () => {
  it("/san-jose-cabo-party leaves for the Cabo site", async () => {
    const response = await fetch(`${baseUrl()}/san-jose-cabo-party`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toMatch(/^https:\/\//);
  });

  it("image_inspector shows a CMS image at each width, noindex, and refuses other hosts", async () => {
    const response = await fetch(`${baseUrl()}/image_inspector?src=/media/home-hero.svg`);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    for (const width of [320, 640, 960, 1280]) expect(html).toContain(`w=${width}`);
    expect(
      (await fetch(`${baseUrl()}/image_inspector?src=https://evil.example/x.png`)).status,
    ).toBe(400);
  });

  it.each([
    "/",
    "/event/zamna-tulum-festival-opening",
    "/tulum-clubs/bonbonniere-tulum/event/bonbonniere-tulum-residency-night",
    "/san-jose-cabo/event/san-jose-cabo-art-walk-1",
    "/isla-mujeres/event/isla-mujeres-boat-party-1",
    "/djs",
    "/djs/nox-verde",
    "/tulum-dj-schedule",
    "/about",
    "/brands",
    "/brands/zamna-tulum",
    "/tulum-party-mexico-event-calendar",
    "/tulum-clubs",
    "/tulum-clubs/bonbonniere-tulum",
    "/tulum-clubs-directory",
    "/tulum-clubs-map",
    "/tulum-day-beach-clubs",
    "/cancun-clubs",
    "/cancun-clubs/laguna-terrace-cancun",
    "/playa-del-carmen-clubs",
    "/playa-del-carmen-clubs/calle-12-terrace-playa",
    "/tulum-concierge-services",
    "/search",
    "/tulum-events-today",
    "/tulum-wedding-planners",
    "/contact",
    "/blog",
    "/article/how-closing-hours-work-in-tulum",
    "/tulum-traveler-frequent-questions",
    "/community",
    "/tulum-new-year-festival-2025",
    "/tulum-new-year-dinners-shows",
    "/isla-mujeres-party",
    "/tulum-nightlife",
    "/tulum-tv",
    "/tulum-videos/sets/demo-video-1",
    "/tulum-brunch-day-parties",
    "/tulum-shorts/demo-video-6",
    "/photos/full-moon-night",
    "/zamna-tulum-official-sellers",
    "/directory",
    "/image_inspector",
    "/google-calendar-party",
  ])("route %s is a real page, not the unmatched redirect", async (path) => {
    const response = await fetch(`${baseUrl()}${path}`, { redirect: "manual" });
    expect(response.status).toBe(200);
  });
});
