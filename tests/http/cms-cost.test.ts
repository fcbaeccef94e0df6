import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSpecTypesBucket } from "#scripts/harness/derived-buckets.ts";
import { fetchAnswer, freePort, startSiteWithEmulator } from "#scripts/harness/site-process.ts";
import { metricSum } from "#tests/support/metrics.ts";

/** Issue 31: what made-up URLs and bursts of uncached pages may cost in Cosmic calls. */
const REVALIDATE_SECRET = "cms-cost-webhook-secret-0123";

/** Every kind of URL whose slug the site looks up in Cosmic. */
const DETAIL_PATHS = [
  "/event/S",
  "/es/event/S",
  "/og/event/S.png",
  "/isla-mujeres/event/S",
  "/san-jose-cabo/event/S",
  "/event/S/calendar.ics",
  "/djs/S",
  "/og/dj/S.png",
  "/brands/S",
  "/article/S",
  "/tulum-clubs/S",
  "/tulum-clubs/S/event/S",
  "/tulum-videos/party/S",
  "/tulum-shorts/S",
  "/photos/S",
  "/feeds/djs/S/calendar.ics",
  "/feeds/brands/S/calendar.ics",
];

describe("made-up slugs", () => {
  let running: Awaited<ReturnType<typeof startSiteWithEmulator>>;
  let metricsUrl: string;
  let bucketFile: string;
  const cmsCalls = () => metricSum(metricsUrl, "cms_requests_total");

  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    bucketFile = writeSpecTypesBucket();
    running = await startSiteWithEmulator(
      { METRICS_PORT: String(metricsPort), REVALIDATE_SECRET },
      { bucketFile },
    );
  });
  afterAll(() => running?.stop());

  const get = (path: string) => fetchAnswer(`${running.site.url}${path}`);

  it("cost no Cosmic call once the site holds the type's slugs, on every kind of page", async () => {
    // The first made-up slug of each kind reads that type's slug list (once, then cached).
    for (const path of DETAIL_PATHS) {
      expect((await get(path.replaceAll("S", "first-made-up"))).status, path).toBe(404);
    }
    const before = await cmsCalls();
    for (const path of DETAIL_PATHS) {
      for (let i = 0; i < 3; i++) {
        const madeUp = path.replaceAll("S", `made-up-${i}-${Date.now().toString(36)}`);
        expect((await get(madeUp)).status, madeUp).toBe(404);
      }
    }
    expect(await cmsCalls()).toBe(before);
    // Real slugs still cost their call and render.
    expect((await get("/event/zamna-tulum-festival-opening")).status).toBe(200);
    expect(await cmsCalls()).toBeGreaterThan(before);
  });

  it("a real party's page in Spanish looks it up in one call, both languages at once", async () => {
    const slug = "tehmplo-tulum-new-year";
    const since = Date.now();
    const page = await get(`/es/event/${slug}`);
    expect(page.status).toBe(200);
    // Calls about this party alone (the page's lists, shared with every party, are not counted).
    const lookups = running.emulator.requests.filter(
      (entry) =>
        entry.at >= since &&
        (entry.query?.includes(`"slug":"${slug}"`) || entry.query?.includes(`["${slug}"]`)),
    );
    expect(lookups.map((entry) => entry.query)).toEqual([`{"type":"parties","slug":"${slug}"}`]);
  });

  it("a party published later appears once the publish webhook says so", async () => {
    const slug = `published-later-${Date.now().toString(36)}`;
    expect((await get(`/event/${slug}`)).status).toBe(404);
    const bucket: unknown = JSON.parse(readFileSync(bucketFile, "utf8"));
    if (typeof bucket !== "object" || bucket === null || !("objects" in bucket)) {
      throw new Error("bucket file without objects");
    }
    const objects = Array.isArray(bucket.objects) ? bucket.objects : [];
    const model = objects.find(
      (object: unknown) =>
        typeof object === "object" &&
        object !== null &&
        "slug" in object &&
        object.slug === "zamna-tulum-festival-opening",
    );
    writeFileSync(
      bucketFile,
      JSON.stringify({
        ...bucket,
        objects: [
          ...objects,
          { ...model, id: `id-${slug}`, slug, title: "Published Later @ Tulum" },
        ],
      }),
    );
    running.emulator.reload();
    const published = await fetch(`${running.site.url}/webhooks/cosmic`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-revalidate-secret": REVALIDATE_SECRET },
      body: JSON.stringify({ type: "object.created.published", data: { type: "parties" } }),
    });
    expect(published.status).toBe(200);
    const page = await get(`/event/${slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Published Later @ Tulum");
  });
});

describe("a page with a section its content could not fill", () => {
  let running: Awaited<ReturnType<typeof startSiteWithEmulator>>;
  beforeAll(async () => {
    // Isla's parties fail from the start: the warm-up's home page is partial too.
    running = await startSiteWithEmulator(
      { CONTENT_CACHE_FRESH_SECONDS: "1" },
      { faults: { failingTypes: ["isla-parties"] } },
    );
  });
  afterAll(() => running?.stop());

  it("is kept seconds, not minutes, and rendered whole once the content answers", async () => {
    const get = () => fetchAnswer(`${running.site.url}/`);
    const partial = await get();
    expect(partial.status).toBe(200);
    expect(partial.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    // Kept briefly shortens how long a page is kept; it never allows what the page forbade (a
    // page number it does not use is sent to the first page, never kept).
    const ignoredValue = await fetchAnswer(`${running.site.url}/?page=abc`);
    expect(ignoredValue.status).toBe(302);
    expect(ignoredValue.headers.get("cache-control")).toBe("no-store");
    running.emulator.faults.failingTypes = [];
    // Past its 5 s: the next request re-renders it (stale answer first), then it is whole.
    await new Promise((resolve) => setTimeout(resolve, 5500));
    await expect
      .poll(async () => (await get()).headers.get("cache-control"), { timeout: 10_000 })
      .toMatch(/^public, max-age=60/);
  });
});

describe("a ceiling on Cosmic calls per second", () => {
  let running: Awaited<ReturnType<typeof startSiteWithEmulator>>;
  let metricsUrl: string;

  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    running = await startSiteWithEmulator({
      METRICS_PORT: String(metricsPort),
      COSMIC_CALLS_PER_SECOND: "1",
      PAGE_CACHE: "off",
    });
  });
  afterAll(() => running?.stop());

  it("sheds what would go over: 503 with Retry-After, counted, and Cosmic never sees more", async () => {
    const started = Date.now();
    // Far more calls than one a second can carry, however slowly a loaded machine sends them.
    const cold = [
      "/",
      "/blog",
      "/djs",
      "/brands",
      "/tulum-dj-schedule",
      "/tulum-traveler-frequent-questions",
      "/tulum-party-mexico-event-calendar",
      "/tulum-clubs",
      "/cancun-clubs",
      "/tulum-tv",
      "/directory",
      "/es/",
      "/es/blog",
      "/es/djs",
      "/es/brands",
      "/isla-mujeres-party",
    ];
    const answers = await Promise.all(
      cold.map((path) => fetchAnswer(`${running.site.url}${path}`)),
    );
    const seconds = (Date.now() - started) / 1000;
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
    for (const answer of answers) expect([200, 503]).toContain(answer.status);
    expect(await metricSum(metricsUrl, "cms_calls_shed_total")).toBeGreaterThan(0);
    // One a second, plus the one it may start with.
    const calls = running.emulator.requests.filter((entry) => entry.at >= started).length;
    expect(calls).toBeLessThanOrEqual(1 + Math.ceil(seconds) + 1);
  });
});
