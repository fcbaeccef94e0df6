import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { TEMPLATE_PATHS } from "#scripts/harness/templates.ts";
import { loadServerBuild } from "#server/build.ts";
import { baseUrl, goto, useBrowser } from "#tests/support/browser.ts";

const BUILD = resolve(import.meta.dirname, "../../build/server/index.js");
const TRACKING = "fbclid=IwAR0abc&utm_source=instagram&utm_campaign=spring&gclid=Cj0x&igshid=a1";

async function get(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: "manual" });
  return {
    status: response.status,
    cache: response.headers.get("x-page-cache"),
    body: await response.text(),
  };
}

const withQuery = (path: string, query: string) =>
  `${path}${path.includes("?") ? "&" : "?"}${query}`;

describe("page cache keys: the path plus only the parameters a page reads", () => {
  const browser = useBrowser();

  it.each(TEMPLATE_PATHS)("%s with tracking parameters is the cached page", async (path) => {
    // A page with a query is kept from its second request on (made-up values never fill the cache).
    if (path.includes("?")) await get(path);
    const clean = await get(path);
    expect(clean.status).toBe(200);
    const tracked = await get(withQuery(path, TRACKING));
    const cleanAgain = await get(path);
    expect(tracked.cache).toBe("hit");
    // An entry older than its freshness is served once more while it re-renders, so the tracked
    // request answers the page from just before or just after.
    expect([clean.body, cleanAgain.body]).toContain(tracked.body);
    expect(tracked.body).not.toContain("fbclid");
    expect(tracked.body).not.toContain("utm_");
  });

  it("a parameter a page reads still varies the page; noise beside it does not", async () => {
    // A day within the bucket's nights (a date outside them is no choice) that no other test
    // asks for: its first request is this test's (kept from the second on).
    const calendar = "/tulum-party-mexico-event-calendar";
    const daysAhead = 10 + Math.floor(Math.random() * 30);
    const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
    const first = await get(calendar);
    expect((await get(`${calendar}?when=${day}`)).cache).toBe("bypass");
    const second = await get(`${calendar}?when=${day}`);
    expect(second.cache).toBe("miss");
    expect(second.body).not.toBe(first.body);
    const secondAgain = await get(`${calendar}?fbclid=x&when=${day}&utm_medium=social`);
    expect(secondAgain.cache).toBe("hit");
    expect(secondAgain.body).toBe(second.body);
    // A repeated parameter reads its first value, as the loader does.
    expect((await get(`${calendar}?when=${day}&when=tonight`)).cache).toBe("hit");

    await get("/search?q=nox");
    const nox = await get("/search?q=nox");
    const zamna = await get("/search?q=zamna&fbclid=1");
    expect(zamna.cache).toBe("bypass");
    expect(zamna.body).not.toBe(nox.body);
    expect((await get("/search?utm_source=x&q=nox")).cache).toBe("hit");
  });

  it("reordered parameters are one entry", async () => {
    await get("/tulum-clubs-directory?area=Tulum&tag=MUSIC");
    const ordered = await get("/tulum-clubs-directory?area=Tulum&tag=MUSIC");
    const reordered = await get("/tulum-clubs-directory?tag=MUSIC&fbclid=9&area=Tulum");
    expect(reordered.cache).toBe("hit");
    expect(reordered.body).toBe(ordered.body);
  });

  it("a page that reads no parameter never renders again for a query string", async () => {
    await get("/brands");
    for (let i = 0; i < 20; i++) {
      const answer = await get(`/brands?${i}=${i}&x=${"y".repeat(i)}&page=${i}`);
      expect(answer.cache).toBe("hit");
    }
  });

  it("route discovery keeps its own query (a client navigation needs it)", async () => {
    const { version } = (await loadServerBuild(BUILD)).assets;
    const answer = await fetch(
      `${baseUrl()}/__manifest?paths=%2Ftulum-dj-schedule%2C%2Fdjs&version=${version}`,
    );
    expect(answer.status).toBe(200);
    const body = await answer.text();
    expect(body).toContain("routes/dj-schedule");
    expect(body).toContain("routes/djs");
  });

  it("client-navigation data requests ignore tracking parameters too", async () => {
    const data = await get("/djs.data");
    expect(data.status).toBe(200);
    const tracked = await get("/djs.data?fbclid=abc");
    expect(tracked.cache).toBe("hit");
    expect(tracked.body).toBe(data.body);
  });

  it("the canonical URL and the pagination links never carry tracking parameters", async () => {
    const page = await browser.page();
    await goto(page, `/djs?page=2&${TRACKING}`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/\/djs(\?page=2)?$/);
    const links = await page
      .locator('nav[aria-label="Pagination"] a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).not.toMatch(/fbclid|utm_|gclid/);
  });
});
