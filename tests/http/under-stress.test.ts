import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAnswer, freePort, startSiteWithEmulator } from "#scripts/harness/site-process.ts";
import { loadServerBuild } from "#server/build.ts";
import { metricSum } from "#tests/support/metrics.ts";

/**
 * Issue 41: what aliases, made-up page numbers and one greedy client may cost, on a site whose
 * Cosmic is an emulator the test controls and whose metrics it reads.
 */
const BUILD = resolve(import.meta.dirname, "../../build/server/index.js");
const EVENT = "/event/full-moon-gathering-bonbonniere-tulum-12-27";
/** The party's club (its venue relation) and another club. */
const ITS_CLUB = "bonbonniere-tulum";
const OTHER_CLUB = "taboo-tulum";
const SECRET = "under-stress-webhook-secret-0123";

describe("honest under stress", () => {
  let running: Awaited<ReturnType<typeof startSiteWithEmulator>>;
  let metricsUrl = "";
  const metric = (name: string) => metricSum(metricsUrl, name);
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetchAnswer(`${running.site.url}${path}`, { headers });

  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    running = await startSiteWithEmulator({
      METRICS_PORT: String(metricsPort),
      MAX_RENDERS_PER_CLIENT: "3",
      REVALIDATE_SECRET: SECRET,
    });
  });
  afterAll(() => running?.stop());

  it("answers every other spelling of a page with a 301 to it, adding nothing to any cache", async () => {
    const pages = ["/djs", "/es/", EVENT, `/tulum-clubs/${ITS_CLUB}/event/${EVENT.slice(7)}`];
    for (const path of pages) {
      await get(path);
      expect((await get(path)).status, path).toBe(200);
    }
    const entries = await metric("page_cache_entries");
    const calls = await metric("cms_requests_total");
    const aliases: [string, string][] = [
      ["/DJS", "/djs"],
      ["/djs/", "/djs"],
      ["/%64js", "/djs"],
      ["//djs", "/djs"],
      ["/es", "/es/"],
      ["/ES/", "/es/"],
      [EVENT.toUpperCase(), EVENT],
      [`${EVENT}/`, EVENT],
      [EVENT.replace("event", "%65vent"), EVENT],
      [`/tulum-clubs/${OTHER_CLUB}/event/${EVENT.slice(7)}`, EVENT],
      [`/tulum-clubs/made-up-club/event/${EVENT.slice(7)}`, EVENT],
      ["/djs.data".toUpperCase(), "/djs.data"],
    ];
    for (const [alias, canonical] of aliases) {
      const answer = await get(alias);
      expect(answer.status, alias).toBe(301);
      expect(answer.headers.get("location"), alias).toBe(canonical);
    }
    // Route discovery answers on the parameters React Router reads, and is never kept.
    const { version } = (await loadServerBuild(BUILD)).assets;
    for (let i = 0; i < 5; i++) {
      const manifest = await get(`/__manifest?paths=%2Fdjs&version=${version}&junk=${i}`);
      expect(manifest.status).toBe(200);
      expect(manifest.body).toContain("routes/djs");
    }
    expect(await metric("page_cache_entries")).toBe(entries);
    expect(await metric("cms_requests_total")).toBe(calls);
  });

  it("answers page numbers and sitemap files past the end without a Cosmic call", async () => {
    const lists = ["/djs", "/blog", "/", "/isla-mujeres-party", "/tulum-clubs", "/sitemap.xml"];
    for (const path of lists) expect((await get(path)).status, path).toBe(200);
    const calls = await metric("cms_requests_total");
    for (let n = 400; n < 410; n++) {
      for (const path of [
        `/djs?page=${n}`,
        `/blog?page=${n}`,
        `/?page=${n}`,
        `/isla-mujeres-party?page=${n}`,
        `/tulum-clubs?start=${n * 10}`,
        `/sitemaps/parties-${n}.xml`,
        `/sitemaps/artists-${n}.xml`,
      ]) {
        const answer = await get(path);
        expect(answer.status, path).toBeLessThan(500);
      }
    }
    expect((await get("/sitemaps/parties-01.xml")).status).toBe(404);
    expect(await metric("cms_requests_total")).toBe(calls);
  });

  it("keeps every page it served through 1,000 past-the-end URLs and then an outage", async () => {
    const served = [
      "/",
      "/djs",
      "/blog",
      "/brands",
      EVENT,
      `/tulum-clubs/${ITS_CLUB}`,
      "/tulum-party-mexico-event-calendar",
      "/tulum-dj-schedule",
      "/es/",
      "/es/djs",
    ];
    for (const path of served) expect((await get(path)).status, path).toBe(200);
    for (let n = 0; n < 1000; n += 25) {
      await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          get(
            [`/djs?page=${1000 + n + i}`, `/blog?page=${1000 + n + i}`][i % 2] ?? "/djs",
            // Many clients, so the per-client render cap is not what this measures.
            { "x-forwarded-for": `10.1.${n % 250}.${i}` },
          ),
        ),
      );
    }
    running.emulator.faults.outage = true;
    try {
      for (const path of served) expect((await get(path)).status, path).toBe(200);
    } finally {
      running.emulator.faults.outage = false;
    }
  });

  it("gives one greedy client its share of renders: 503 + Retry-After past it, others unaffected", async () => {
    running.emulator.faults.latencyMs = 300;
    try {
      const greedy = { "x-forwarded-for": "10.66.66.66" };
      const flood = await Promise.all(
        Array.from({ length: 12 }, (_, i) => get(`/search?q=flood${i}`, greedy)),
      );
      const refused = flood.filter((answer) => answer.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(answer.headers.get("cache-control")).toBe("no-store");
      }
      // A page the cache holds never waits for a slot, for the greedy client either.
      expect((await get("/djs", greedy)).status).toBe(200);
      const visitor = await get("/brands?utm_source=x", { "x-forwarded-for": "10.7.7.7" });
      expect(visitor.status).toBe(200);
      expect(await metric("requests_refused_total")).toBeGreaterThan(0);
    } finally {
      running.emulator.faults.latencyMs = 0;
    }
  });

  it("keeps a visitor's uncached page and readiness answering under a flood of misses", async () => {
    const flooding = { on: true };
    const statuses: number[] = [];
    const flood = (async () => {
      for (let i = 0; flooding.on; i++) {
        const paths = [
          `/event/made-up-${i}`,
          `/DJS?page=${i}`,
          `/djs?page=${5000 + i}`,
          `/tulum-party-mexico-event-calendar?genre=made-up-${i}`,
          `/sitemaps/parties-${100 + (i % 900)}.xml`,
        ];
        const answers = await Promise.all(
          paths.map((path) => get(path, { "x-forwarded-for": "10.99.0.1" })),
        );
        for (const answer of answers) statuses.push(answer.status);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const path of ["/tulum-traveler-frequent-questions", "/tulum-tv", "/es/brands"]) {
        const started = Date.now();
        const answer = await get(path, { "x-forwarded-for": "10.8.8.8" });
        expect(answer.status, path).toBe(200);
        expect(Date.now() - started, path).toBeLessThan(2000);
        expect((await get("/readyz")).status).toBe(200);
      }
      // The flood runs on until it has sent its share, however fast the visitor was answered
      // (a count over a wall-clock window is a measure of the machine, not of the site).
      await expect.poll(() => statuses.length, { timeout: 60_000 }).toBeGreaterThan(50);
    } finally {
      flooding.on = false;
      await flood;
    }
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
  });

  it("answers a visitor beside a flood of refusals from the same address, and stays ready through a publish", async () => {
    // One client (an office, a hotel's Wi-Fi) at 25 requests a second: made-up sitemap files,
    // aliases and page numbers past the end, none of which needs a Cosmic call (issue 54).
    const address = { "x-forwarded-for": "10.42.0.1" };
    const refusals = (i: number) =>
      [
        `/sitemaps/parties-${200 + i}.xml`,
        `/sitemaps/made-up-${i}.xml`,
        "/calendar",
        "/TONIGHT",
        `/djs?page=${3000 + i}`,
        `/blog?page=${3000 + i}`,
        `/tulum-party-mexico-event-calendar?page=${3000 + i}`,
      ][i % 7] ?? "/calendar";
    const floodStatuses: number[] = [];
    let sent = 0;
    const flood = setInterval(() => {
      const path = refusals(sent++);
      get(path, address).then(
        (answer) => floodStatuses.push(answer.status),
        () => floodStatuses.push(0),
      );
    }, 40);
    const visitor: [string, number][] = [];
    const ready: number[] = [];
    try {
      // The visitor's own pages, each rendered (none in the page cache yet), one every 400 ms.
      const pages = [
        "/event/cenote-sounds-taboo-tulum-01-01",
        "/djs/nox-verde",
        "/brands/zamna-tulum",
        "/tulum-clubs/taboo-tulum",
        "/es/event/cenote-sounds-taboo-tulum-01-01",
        "/article/how-closing-hours-work-in-tulum",
        "/tulum-dj-schedule",
        "/es/djs/nox-verde",
        "/es/brands/zamna-tulum",
        "/es/tulum-clubs/taboo-tulum",
      ];
      for (const [index, path] of pages.entries()) {
        if (index === 4) {
          const published = await fetch(`${running.site.url}/webhooks/cosmic`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-revalidate-secret": SECRET },
            body: JSON.stringify({ type: "object.edited.published", data: { type: "parties" } }),
          });
          expect(published.status).toBe(200);
        }
        visitor.push([path, (await get(path, address)).status]);
        ready.push((await get("/readyz")).status);
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      await expect.poll(() => floodStatuses.length, { timeout: 30_000 }).toBeGreaterThan(100);
    } finally {
      clearInterval(flood);
    }
    expect(visitor.filter(([, status]) => status !== 200)).toEqual([]);
    expect(ready.filter((status) => status !== 200)).toEqual([]);
    // The flood itself was answered, and refused nothing for being busy.
    expect(floodStatuses.filter((status) => status >= 500 || status === 0)).toEqual([]);
  });
});
