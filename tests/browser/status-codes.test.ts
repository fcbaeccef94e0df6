import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIRECTS } from "#app/domain/redirects.ts";
import { goto, useBrowser } from "#tests/support/browser.ts";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site.ts";

const SECRET = "in-process-webhook-secret";
/** Answers that need no browser come from the built site in this test's own process. */
let site: InProcessSite;
beforeAll(async () => {
  site = await startInProcessSite({ revalidateSecret: SECRET });
});
afterAll(() => site?.close());

async function head(path: string, init: RequestInit = {}) {
  const response = await fetch(`${site.url}${path}`, { redirect: "manual", ...init });
  await response.body?.cancel();
  return response;
}

describe("status codes and redirects of the built site", () => {
  const browser = useBrowser();

  it.each(REDIRECTS.map((r) => [r.from.replace(":slug", "zamna-tulum"), r]))(
    "%s answers 301 from the one redirect table",
    async (path) => {
      const response = await head(path);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBeTruthy();
    },
  );

  it("301s land where the redirect table says", async () => {
    expect((await head("/calendar")).headers.get("location")).toBe(
      "/tulum-party-mexico-event-calendar",
    );
    expect((await head("/event/brands/day-zero-tulum")).headers.get("location")).toBe(
      "/brands/day-zero-tulum",
    );
    expect((await head("/tulum-clubs/vagalume")).headers.get("location")).toBe(
      "/tulum-clubs/vagalume-tulum",
    );
    expect((await head("/nye")).headers.get("location")).toBe("/tulum-new-year-festival-2025");
    expect((await head("/san-jose-cabo-party")).headers.get("location")).toBe("https://cabo.party");
    expect((await head("/today?ref=ig")).headers.get("location")).toBe(
      "/tulum-events-today?ref=ig",
    );
  });

  it("a moved event redirects to its new page, which renders", async () => {
    const page = await browser.page();
    const response = await goto(page, `/event/bonbonniere-tulum-guest-dj-night`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/event/bonbonniere-tulum-residency-night");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain(
      "Residency Night",
    );
  });

  it.each(["/no-such-page", "/djs-unknown/x/y", "/%E2%9C%93", "/tulum-clubs-nope"])(
    "unmatched %s answers 302 to /",
    async (path) => {
      const response = await head(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
    },
  );

  it("an unmatched path in the browser ends on the home page", async () => {
    const page = await browser.page();
    const response = await goto(page, `/somewhere-else`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("a known route with no object answers a 404 page with useful links", async () => {
    const page = await browser.page();
    const response = await goto(page, `/event/this-party-does-not-exist`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    expect(await page.getByRole("link", { name: "Party calendar" }).count()).toBeGreaterThan(0);
    expect(response?.headers()["cache-control"]).toContain("max-age=30");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  });

  it.each([
    ["path traversal", "/event/..%2F..%2Fetc%2Fpasswd"],
    ["a 4 KB slug", `/event/${"a".repeat(4000)}`],
    ["an encoded null", "/event/%00"],
    ["an emoji", "/event/%F0%9F%8E%89"],
    ["a query operator", '/event/{"$regex":".*"}'],
    ["a broken escape", "/event/%E0%A4%A"],
  ])("a hostile slug (%s) gets a 4xx, never a 500", async (_name, path) => {
    const response = await head(path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("refuses an over-long URL and non-GET methods", async () => {
    expect((await head(`/?q=${"x".repeat(9000)}`)).status).toBe(414);
    expect((await head("/", { method: "POST" })).status).toBe(405);
  });

  it("sends security headers and no framework banner", async () => {
    const response = await head("/");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("caches pages for a CDN and hashed assets forever", async () => {
    const home = await fetch(`${site.url}/`);
    const html = await home.text();
    expect(home.headers.get("cache-control")).toContain("s-maxage=300");
    expect(home.headers.get("cache-control")).toContain("stale-while-revalidate");
    expect(home.headers.get("cache-control")).toContain("stale-if-error");
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await head(asset ?? "");
    expect(assetResponse.headers.get("cache-control")).toContain("immutable");
  });
});

describe("the publish webhook and JSON-LD, in process", () => {
  it("refuses a wrong secret and purges pages on the right one", async () => {
    const webhook = (secret: string) =>
      head("/webhooks/cosmic", {
        method: "POST",
        headers: { "content-type": "application/json", "x-revalidate-secret": secret },
        body: JSON.stringify({ type: "object.edited.published", data: { type: "parties" } }),
      });
    expect((await webhook("not-the-secret")).status).toBe(401);
    await head("/");
    expect((await head("/")).headers.get("x-page-cache")).toBe("hit");
    const purged = await fetch(`${site.url}/webhooks/cosmic`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-revalidate-secret": SECRET },
      body: JSON.stringify({ data: { type: "parties" } }),
    });
    expect(purged.status).toBe(200);
    expect(await purged.json()).toMatchObject({ purged: { type: "parties" } });
    expect((await head("/")).headers.get("x-page-cache")).toBe("miss");
  });

  it.each([
    ["/event/zamna-tulum-festival-opening", "MusicEvent"],
    ["/tulum-clubs/papaya-playa-tulum", "NightClub"],
    ["/article/how-closing-hours-work-in-tulum", "Article"],
    ["/djs/nox-verde", "Person"],
    ["/brands/zamna-tulum", "Organization"],
    ["/tulum-traveler-frequent-questions", "FAQPage"],
  ])("%s carries %s JSON-LD with absolute URLs", async (path, type) => {
    const html = await (await fetch(`${site.url}${path}`)).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
    ];
    const data = blocks.map((block) => JSON.parse(block[1] ?? "null"));
    const main = data.find((item) => item?.["@type"] === type);
    expect(main).toBeDefined();
    if (main.url) expect(main.url).toMatch(/^https?:\/\//);
  });
});
