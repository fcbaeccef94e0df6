import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAnswer, freePort, startSiteWithEmulator } from "#scripts/harness/site-process.ts";
import { metricSum } from "#tests/support/metrics.ts";

/**
 * Issue 64: no lever for a flood. A shared plan's spellings, made-up preview versions, plan
 * entries and `_routes` values, "did you mean" searches, the addresses of one IPv6 /64 and a
 * flood of secret guesses, each tried as an attacker would on loopback, counted from the
 * metrics (CMS calls, page-cache entries and bytes) and the answers' statuses.
 */
const SECRET = "flood-levers-webhook-secret-0123";
/** Three of the demo's parties, in the plan's one spelling (sorted). */
const [A, B, C] = [
  "cenote-sounds-taboo-tulum-01-01",
  "full-moon-gathering-bonbonniere-tulum-12-27",
  "zamna-tulum-festival-opening",
];
const CANONICAL = `e=${A}.${B}.${C}`;

describe("no lever for a flood", () => {
  let running: Awaited<ReturnType<typeof startSiteWithEmulator>>;
  let metricsUrl = "";
  const metric = (name: string) => metricSum(metricsUrl, name);
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetchAnswer(`${running.site.url}${path}`, { headers });
  /** An answer after its redirects, as a browser or an unfurler reads it. */
  const follow = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${running.site.url}${path}`, { headers });
    await answer.arrayBuffer();
    return answer;
  };

  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    running = await startSiteWithEmulator({
      METRICS_PORT: String(metricsPort),
      REVALIDATE_SECRET: SECRET,
      COSMIC_CALLS_PER_SECOND: "15",
    });
  });
  afterAll(() => running?.stop());

  it("reads fifteen other spellings of one plan with at most two CMS calls after the first", async () => {
    for (const path of [`/plan?${CANONICAL}`, `/es/plan?${CANONICAL}`, `/plan.json?${CANONICAL}`])
      expect((await get(path)).status, path).toBe(200);
    const calls = await metric("cms_requests_total");
    const spellings = [
      `/plan?e=${B}.${A}.${C}`,
      `/plan?e=${C}.${B}.${A}`,
      `/plan?e=${A}.${A}.${B}.${C}`,
      `/plan?e=${C}.${A}.${B}.${C}`,
      `/plan?e=${B}.${C}..${A}.${B}`,
      `/plan.json?e=${C}.${B}.${A}`,
      `/plan.json?e=${B}.${A}.${C}.${A}`,
      `/plan.json?e=${A}.${C}.${B}`,
      `/plan.json?e=${C}.${C}.${B}.${A}`,
      `/plan.json?e=${B}.${C}.${A}`,
      `/es/plan?e=${C}.${A}.${B}`,
      `/es/plan?e=${B}.${B}.${C}.${A}`,
      `/es/plan?e=${A}.${C}.${B}.${A}`,
      `/es/plan?e=${C}.${B}.${A}.${A}`,
      `/es/plan?e=${B}.${A}.${C}`,
    ];
    for (const spelling of spellings) {
      // Each is sent to the one spelling, kept by no one, before any content is read.
      const first = await get(spelling);
      expect(first.status, spelling).toBe(301);
      expect(first.headers.get("cache-control"), spelling).toBe("no-store");
      expect(first.headers.get("location"), spelling).toMatch(new RegExp(`\\?${CANONICAL}$`));
      expect((await follow(spelling)).status, spelling).toBe(200);
    }
    expect((await metric("cms_requests_total")) - calls).toBeLessThanOrEqual(2);
  });

  it("keeps nothing made up: sixty made-up versions, entries and _routes add at most five entries and 1 MB", async () => {
    const preview = await get(`/og/plan.png?${CANONICAL}`);
    // The one image is drawn for the one spelling and the card's own version.
    expect(preview.status).toBe(302);
    const drawn = preview.headers.get("location") ?? "";
    expect(drawn).toMatch(new RegExp(`^/og/plan\\.png\\?${CANONICAL}&v=[\\w-]{12}$`));
    const image = await get(drawn);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect((await get(`/plan.data?${CANONICAL}`)).status).toBe(200);
    const entries = await metric("page_cache_entries");
    const bytes = await metric("page_cache_bytes");
    for (let i = 0; i < 20; i++) {
      // Twice each: the page cache admits a query's page on its second request.
      for (let twice = 0; twice < 2; twice++) {
        const version = await get(`/og/plan.png?${CANONICAL}&v=made-up-${i}`);
        expect(version.status).toBe(302);
        expect(version.headers.get("cache-control")).toBe("no-store");
        expect(version.headers.get("location")).toBe(drawn);
        const entry = await follow(`/plan?e=${A}.${B}.made-up-party-${i}`);
        expect(entry.status).toBe(200);
        expect(entry.headers.get("cache-control")).toBe("no-store");
        const routes = await get(`/plan.data?${CANONICAL}&_routes=junk-${i}`);
        expect(routes.status).toBe(200);
      }
    }
    expect((await metric("page_cache_entries")) - entries).toBeLessThanOrEqual(5);
    expect((await metric("page_cache_bytes")) - bytes).toBeLessThan(1024 * 1024);
  });

  it("says it shows a plan's first twelve and counts only parties it could not find", async () => {
    const junk = Array.from({ length: 40 }, (_, i) => `made-up-${i}`).join(".");
    const surplus = await get(`/plan?e=${A}.${junk}`);
    expect(surplus.status).toBe(200);
    expect(surplus.headers.get("cache-control")).toBe("no-store");
    expect(surplus.body).toContain("showing the first 12");
    // 11 of the first 12 were made up: the count never reflects the other 29.
    expect(surplus.body).toMatch(/11 parties of this plan could not be found/);
    expect(surplus.body).not.toMatch(/\b(29|40|41) parties/);
  });

  it("gives each client so many 'did you mean' searches; past them a plain 404, and its allowance", async () => {
    const address = { "x-forwarded-for": "198.51.100.77" };
    let suggested = 0;
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 60; i++) {
      const answer = await get(`/event/zamna-tulum-festval-opening-${i}`, address);
      statuses.push(answer.status);
      if (answer.body.includes("/event/zamna-tulum-festival-opening")) suggested++;
    }
    // The searches are the client's few: a burst of six, two a second after.
    const seconds = (Date.now() - started) / 1000;
    expect(suggested).toBeGreaterThan(0);
    expect(suggested).toBeLessThanOrEqual(6 + Math.ceil(2 * seconds));
    expect(suggested).toBeLessThan(60);
    // The plain 404s past them cost no search and are given back: nothing refused.
    expect(statuses.filter((status) => status !== 404)).toEqual([]);
    // A visitor elsewhere still gets their suggestion.
    const other = await get("/event/zamna-tulum-festval-opening", {
      "x-forwarded-for": "203.0.113.5",
    });
    expect(other.body).toContain("/event/zamna-tulum-festival-opening");
  });

  it("refuses 120 addresses of one IPv6 /64 as it refuses one address", async () => {
    const refusedFrom = async (addressOf: (i: number) => string, run: string) => {
      const answers = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          get(`/search?q=${run}${i}`, { "x-forwarded-for": addressOf(i) }),
        ),
      );
      return answers.filter((answer) => answer.status === 503).length;
    };
    const one = await refusedFrom(() => "198.51.100.9", "one");
    const network = await refusedFrom((i) => `2001:db8:64:64::${(i + 1).toString(16)}`, "net");
    expect(one).toBeGreaterThan(60);
    expect(network).toBeGreaterThan(60);
    expect(Math.abs(network - one)).toBeLessThanOrEqual(20);
  });

  it("takes the right webhook secret after 10,000 addresses guessed a wrong one", async () => {
    const guess = (address: string, secret: string) =>
      fetch(`${running.site.url}/webhooks/cosmic`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-revalidate-secret": secret,
          "x-forwarded-for": address,
        },
        body: JSON.stringify({ type: "object.edited.published", data: { type: "faqs" } }),
      }).then(async (answer) => {
        await answer.arrayBuffer();
        return answer.status;
      });
    for (let start = 0; start < 10_000; start += 100)
      await Promise.all(
        Array.from({ length: 100 }, (_, i) => {
          const n = start + i;
          return guess(`10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, "wrong-secret");
        }),
      );
    expect(await guess("203.0.113.200", SECRET)).toBe(200);
    // Ten thousand requests: about ten seconds alone, several times that on a busy machine.
  }, 120_000);

  it("answers a visitor beside 20 s of made-up and alias URLs from the same address with no 5xx, through a publish", async () => {
    // One client at 25 requests a second (an office's or a hotel's one address): aliases,
    // made-up slugs, made-up plans and pages past the end, with a parties publish at 10 s.
    const address = { "x-forwarded-for": "10.64.0.1" };
    const junk = (i: number) =>
      [
        `/event/made-up-party-${i}`,
        `/DJS/NOX-VERDE?x=${i}`,
        `/plan?e=made-up-${i}`,
        `/djs?page=${4000 + i}`,
        `/tulum-clubs/made-up-club-${i}`,
        `/es/event/made-up-${i}`,
        `/sitemaps/parties-${300 + i}.xml`,
        `/blog/made-up-article-${i}`,
      ][i % 8] ?? "/";
    const floodStatuses: number[] = [];
    let sent = 0;
    const flood = setInterval(() => {
      get(junk(sent++), address).then(
        (answer) => floodStatuses.push(answer.status),
        () => floodStatuses.push(0),
      );
    }, 40);
    const visitor: [string, number][] = [];
    const ready: number[] = [];
    const pages = [
      "/event/cenote-sounds-taboo-tulum-01-01",
      "/djs/nox-verde",
      "/brands/zamna-tulum",
      "/tulum-clubs/taboo-tulum",
      "/article/how-closing-hours-work-in-tulum",
      "/es/event/cenote-sounds-taboo-tulum-01-01",
      "/es/article/how-closing-hours-work-in-tulum",
      "/tulum-dj-schedule",
      "/es/djs/nox-verde",
      "/es/brands/zamna-tulum",
      "/blog",
      "/es/tulum-clubs/taboo-tulum",
    ];
    const started = Date.now();
    let published = false;
    try {
      for (let n = 0; Date.now() - started < 20_000; n++) {
        if (!published && Date.now() - started > 10_000) {
          published = true;
          const answer = await fetch(`${running.site.url}/webhooks/cosmic`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-revalidate-secret": SECRET },
            body: JSON.stringify({ type: "object.edited.published", data: { type: "parties" } }),
          });
          expect(answer.status).toBe(200);
        }
        const path = pages[n % pages.length] ?? "/";
        visitor.push([path, (await get(path, address)).status]);
        ready.push((await get("/readyz")).status);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    } finally {
      clearInterval(flood);
    }
    expect(published).toBe(true);
    expect(visitor.filter(([, status]) => status >= 500)).toEqual([]);
    expect(ready.filter((status) => status !== 200)).toEqual([]);
    expect(floodStatuses.length).toBeGreaterThan(200);
  }, 60_000);

  it("never repeats a secret in a redirect, and never respells an escaped slash", async () => {
    const preview = await get("/PREVIEW?secret=s3cr3t-value&path=/");
    expect(preview.status).toBe(301);
    expect(preview.headers.get("location")).not.toContain("s3cr3t");
    expect(preview.headers.get("cache-control")).toBe("no-store");
    // Not respelled (a 301 to "/%2F/x" is one decoding from "//x"): no page has such a path.
    for (const path of ["/%2f/x", "/%2F%2Fevil.example", "/%5c/x"]) {
      const answer = await get(path);
      expect(answer.status, path).not.toBe(301);
      expect(answer.headers.get("location") ?? "/", path).toMatch(/^\/(?![/\\]|.*%(2f|5c))/i);
    }
  });
});
