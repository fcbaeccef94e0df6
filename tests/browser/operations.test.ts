import { once } from "node:events";
import { connect } from "node:net";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_CACHE } from "#app/offline/cache-names.ts";
import { launchChromium } from "#scripts/harness/chromium.ts";
import {
  DRAFT_PARTY,
  SLIPPED_SET,
  slippedSetPartyPath,
  writeDraftBucket,
  writeSlippedSetBucket,
} from "#scripts/harness/derived-buckets.ts";
import {
  fetchAnswer,
  freePort,
  type SiteProcess,
  startSite,
  startSiteWithEmulator,
} from "#scripts/harness/site-process.ts";
import { goto, serviceWorkerControls } from "#tests/support/browser.ts";

/** Issue 17: request logs, metrics and editors' draft previews, on a real `npm start` process. */
const PREVIEW_SECRET = "preview-secret-for-tests-0123";
const REVALIDATE_SECRET = "webhook-secret-for-tests-0123";

let running: Awaited<ReturnType<typeof startSiteWithEmulator>>;
let site: SiteProcess;
let metricsUrl: string;

beforeAll(async () => {
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  running = await startSiteWithEmulator(
    {
      PREVIEW_SECRET,
      REVALIDATE_SECRET,
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: "info",
    },
    { bucketFile: writeDraftBucket() },
  );
  site = running.site;
});
afterAll(async () => {
  await running?.stop();
});

const draftPath = `/event/${DRAFT_PARTY.slug}`;

/** Opens a preview as Cosmic's Preview Link does; answers the cookie to send back. */
async function previewCookie(path = draftPath): Promise<string> {
  const answer = await fetchAnswer(
    `${site.url}/preview?secret=${PREVIEW_SECRET}&path=${encodeURIComponent(path)}`,
  );
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe(path);
  const setCookie = answer.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  expect(setCookie).toMatch(/Max-Age=\d+/);
  return setCookie.split(";")[0] ?? "";
}

/** Every line the site wrote, parsed: each must be one JSON object. */
function logLines(): Record<string, unknown>[] {
  return site
    .output()
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

describe("draft previews", () => {
  it("a draft party is 404 without the preview cookie", async () => {
    expect((await fetchAnswer(`${site.url}${draftPath}`)).status).toBe(404);
  });

  it("a wrong secret is 401 and sets no cookie", async () => {
    const answer = await fetchAnswer(`${site.url}/preview?secret=wrong&path=${draftPath}`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get("set-cookie")).toBeNull();
  });

  it("never redirects to another origin", async () => {
    for (const path of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "event"]) {
      const answer = await fetchAnswer(
        `${site.url}/preview?secret=${PREVIEW_SECRET}&path=${encodeURIComponent(path)}`,
      );
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/");
    }
  });

  it("with the cookie the draft renders, with the bar, private and unindexed", async () => {
    const cookie = await previewCookie();
    const answer = await fetchAnswer(`${site.url}${draftPath}`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(DRAFT_PARTY.title);
    expect(answer.body).toContain('data-testid="preview-bar"');
    expect(answer.body).toContain("/preview/exit");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    expect(answer.headers.get("x-page-cache")).toBe("bypass");
  });

  it("a visitor without the cookie never sees the draft afterwards, nor the bar", async () => {
    const cookie = await previewCookie("/");
    const previewed = await fetchAnswer(`${site.url}/`, { headers: { cookie } });
    expect(previewed.body).toContain('data-testid="preview-bar"');
    const visitorHome = await fetchAnswer(`${site.url}/`);
    expect(visitorHome.body).not.toContain('data-testid="preview-bar"');
    expect(visitorHome.body).not.toContain(DRAFT_PARTY.title);
    expect((await fetchAnswer(`${site.url}${draftPath}`)).status).toBe(404);
    const search = await fetchAnswer(`${site.url}/search.json?q=preview%20only`);
    expect(search.body).not.toContain(DRAFT_PARTY.slug);
  });

  it("a forged or expired cookie is ignored", async () => {
    const cookie = await previewCookie();
    const [name, value = ""] = cookie.split("=");
    const [expiresAt = "", signature = ""] = value.split(".");
    const forged = [
      `${name}=${Number(expiresAt) + 3600}.${signature}`,
      `${name}=${Math.floor(Date.now() / 1000) - 10}.${signature}`,
      `${name}=${expiresAt}.${"A".repeat(43)}`,
    ];
    for (const attempt of forged) {
      const answer = await fetchAnswer(`${site.url}${draftPath}`, { headers: { cookie: attempt } });
      expect(answer.status).toBe(404);
    }
  });

  it("/preview/exit clears the cookie", async () => {
    const answer = await fetchAnswer(`${site.url}/preview/exit`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });

  it("/preview/exit goes back to a page of the site, never to another host", async () => {
    expect(
      (await fetchAnswer(`${site.url}/preview/exit?path=%2Fdjs%3Fpage%3D2`)).headers.get(
        "location",
      ),
    ).toBe("/djs?page=2");
    for (const path of ["/.//evil.example", "/%5Cevil.example", "/%2F%2Fevil.example", "//x"]) {
      const answer = await fetchAnswer(`${site.url}/preview/exit?path=${encodeURIComponent(path)}`);
      expect(answer.headers.get("location"), path).toBe("/");
    }
  });

  it("the service worker keeps no draft, and forgets the pages it kept once the preview ends", async () => {
    const { context, close } = await launchChromium({ width: 390, serviceWorkers: "allow" });
    try {
      const page = await context.newPage();
      await goto(page, "/", site.url);
      await serviceWorkerControls(page);
      await goto(page, "/tulum-nightlife", site.url);
      const kept = (path: string) =>
        page.evaluate(async (target) => Boolean(await caches.match(target)), path);
      await expect.poll(() => kept("/tulum-nightlife")).toBe(true);
      // Into the preview: the draft (private, no-store) is shown but never kept.
      await page.goto(
        `${site.url}/preview?secret=${PREVIEW_SECRET}&path=${encodeURIComponent(draftPath)}`,
      );
      await page.waitForSelector('[data-testid="preview-bar"]');
      expect(await kept(draftPath)).toBe(false);
      // Out of it: every page kept meanwhile or before goes (PAGES_CACHE and its data twin).
      await page.goto(`${site.url}/preview/exit?path=${encodeURIComponent("/tulum-tv")}`);
      await page.waitForSelector("html[data-hydrated=true]");
      expect(await kept("/tulum-nightlife")).toBe(false);
      expect(await page.evaluate(() => caches.keys())).not.toContain(`${PAGES_CACHE}-data`);
    } finally {
      await close();
    }
  });
});

describe("request logs", () => {
  it("one JSON line per request with its id: the caller's when given, else a new one", async () => {
    const given = await fetchAnswer(`${site.url}/djs`, { headers: { "X-Request-Id": "edge-42" } });
    expect(given.headers.get("x-request-id")).toBe("edge-42");
    const made = await fetchAnswer(`${site.url}/djs?utm_source=ig`);
    const id = made.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await fetchAnswer(`${site.url}/djs`, {
      headers: { "X-Request-Id": "bad id\twith <html>" },
    });
    expect(hostile.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() => logLines().find((line) => line.reqId === id && line.msg === "request"))
      .toMatchObject({
        method: "GET",
        path: "/djs?utm_source=ig",
        status: 200,
        cache: expect.stringMatching(/^(hit|miss)$/),
        route: "routes/djs",
        bytes: expect.any(Number),
        durationMs: expect.any(Number),
      });
    expect(logLines().some((line) => line.reqId === "edge-42")).toBe(true);
  });

  it("a page-cache hit (answered before Express) keeps every header, its log line and metrics", async () => {
    const miss = await fetchAnswer(`${site.url}/tulum-dj-schedule`);
    const hit = await fetchAnswer(`${site.url}/tulum-dj-schedule?fbclid=x`, {
      headers: { "accept-encoding": "br" },
    });
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.get("content-encoding")).toBe("br");
    expect(hit.body).toBe(miss.body);
    for (const name of [
      "content-security-policy",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
      "cache-control",
      "content-type",
    ]) {
      expect(hit.headers.get(name), name).toBe(miss.headers.get(name));
    }
    const head = await fetch(`${site.url}/tulum-dj-schedule`, { method: "HEAD" });
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(await head.text()).toBe("");
    const id = hit.headers.get("x-request-id");
    await expect
      .poll(() => logLines().find((line) => line.reqId === id))
      .toMatchObject({ cache: "hit", route: "routes/dj-schedule", status: 200 });
  });

  it("logs CMS calls with type, status and duration, tied to the request", async () => {
    const answer = await fetchAnswer(`${site.url}/brands`);
    const id = answer.headers.get("x-request-id");
    await expect
      .poll(() => logLines().find((line) => line.msg === "cms" && line.reqId === id))
      .toMatchObject({ type: expect.any(String), status: 200, durationMs: expect.any(Number) });
  });

  it("logs a static asset under its own path and route", async () => {
    const home = await fetchAnswer(`${site.url}/`);
    const asset = home.body.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
    const answer = await fetchAnswer(`${site.url}${asset}`);
    expect(answer.status).toBe(200);
    const id = answer.headers.get("x-request-id");
    await expect
      .poll(() => logLines().find((line) => line.reqId === id))
      .toMatchObject({ path: asset, route: "assets", status: 200 });
  });

  it("leaves health checks at 200 out", async () => {
    const answer = await fetchAnswer(`${site.url}/healthz`);
    const id = answer.headers.get("x-request-id");
    await fetchAnswer(`${site.url}/djs`);
    expect(logLines().some((line) => line.reqId === id)).toBe(false);
  });

  it("never writes a secret or a cookie", async () => {
    const cookie = await previewCookie();
    await fetchAnswer(`${site.url}${draftPath}`, { headers: { cookie } });
    await fetchAnswer(`${site.url}/webhooks/cosmic?secret=${REVALIDATE_SECRET}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "object.edited.published", data: { type: "parties" } }),
    });
    await expect.poll(() => site.output()).toContain("/preview?secret=%5Bredacted%5D");
    await expect.poll(() => site.output()).toContain('"route":"webhook"');
    const output = site.output();
    for (const secret of [running.readKey, PREVIEW_SECRET, REVALIDATE_SECRET, cookie]) {
      expect(output).not.toContain(secret);
    }
    expect(() => logLines()).not.toThrow();
  });

  it("logs the requests Node refuses itself, and never the secret in their query", async () => {
    const secret = "malformed-line-secret-4242";
    const { port } = new URL(site.url);
    const refused = async (raw: string) => {
      const socket = connect(Number(port), "127.0.0.1");
      await once(socket, "connect");
      socket.end(raw);
      let answer = "";
      socket.on("data", (chunk: Buffer) => {
        answer += chunk.toString();
      });
      await once(socket, "close");
      return answer;
    };
    // A space in the path makes the request line malformed; a huge header overflows.
    expect(
      await refused(`GET /webhooks/cosmic?secret=${secret} x HTTP/1.1\r\nHost: a\r\n\r\n`),
    ).toMatch(/^HTTP\/1\.1 400 /);
    expect(
      await refused(`GET /djs HTTP/1.1\r\nHost: a\r\nX-Big: ${"x".repeat(20_000)}\r\n\r\n`),
    ).toMatch(/^HTTP\/1\.1 431 /);
    await expect
      .poll(() =>
        logLines()
          .filter((line) => line.route === "refused")
          .map((line) => line.status),
      )
      .toEqual(expect.arrayContaining([400, 431]));
    expect(site.output()).not.toContain(secret);
  });
});

describe("metrics", () => {
  it("are Prometheus text on METRICS_PORT and count page-cache hits and CMS calls", async () => {
    await fetchAnswer(`${site.url}/blog`);
    await fetchAnswer(`${site.url}/blog`);
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusTextFormat(await response.text());
    const family = (name: string) => families.find((candidate) => candidate.name === name);
    const sample = (name: string, labels: Record<string, string>) =>
      Number(
        family(name)?.metrics.find((metric) =>
          Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value),
        )?.value ?? 0,
      );
    expect(sample("page_cache_requests_total", { result: "hit" })).toBeGreaterThan(0);
    expect(sample("cms_requests_total", { type: "parties", status: "200" })).toBeGreaterThan(0);
    expect(sample("cache_purges_total", { source: "webhook" })).toBeGreaterThan(0);
    expect(family("http_request_duration_seconds")?.type).toBe("HISTOGRAM");
    expect(family("cms_request_duration_seconds")?.type).toBe("HISTOGRAM");
    expect(family("content_cache_requests_total")?.type).toBe("COUNTER");
    expect(family("page_cache_bytes")?.type).toBe("GAUGE");
    expect(family("process_resident_memory_bytes")).toBeDefined();
    expect((await fetch(`${metricsUrl.replace("/metrics", "/other")}`)).status).toBe(404);
  });

  it("show that a made-up slug asked again costs no Cosmic call", async () => {
    const cmsCalls = async () => {
      const families = parsePrometheusTextFormat(await (await fetch(metricsUrl)).text());
      const calls = families.find((family) => family.name === "cms_requests_total");
      return (calls?.metrics ?? []).reduce((sum, metric) => sum + Number(metric.value ?? 0), 0);
    };
    const path = `/event/made-up-${Date.now()}`;
    expect((await fetchAnswer(`${site.url}${path}`)).status).toBe(404);
    const afterFirst = await cmsCalls();
    for (let i = 0; i < 5; i++) expect((await fetchAnswer(`${site.url}${path}`)).status).toBe(404);
    expect(await cmsCalls()).toBe(afterFirst);
  });

  it("are not on the public port", async () => {
    const answer = await fetchAnswer(`${site.url}/metrics`);
    expect(answer.status).toBe(404);
  });
});

describe("the preview cookie on an https site", () => {
  let secureSite: SiteProcess;
  beforeAll(async () => {
    // Behind a proxy that says nothing of TLS (no X-Forwarded-Proto): SITE_URL tells.
    secureSite = await startSite({ PREVIEW_SECRET, SITE_URL: "https://tulum.example" });
  });
  afterAll(async () => {
    await secureSite?.stop();
  });

  it("is Secure, HttpOnly and SameSite=Lax, on the way in and out", async () => {
    const opened = await fetchAnswer(
      `${secureSite.url}/preview?secret=${PREVIEW_SECRET}&path=%2Fdjs`,
    );
    expect(opened.headers.get("set-cookie")).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const closed = await fetchAnswer(`${secureSite.url}/preview/exit`);
    expect(closed.headers.get("set-cookie")).toMatch(/Max-Age=0; HttpOnly; SameSite=Lax; Secure$/);
  });
});

describe("contradictions an editor made, on the event page", () => {
  let slipped: Awaited<ReturnType<typeof startSiteWithEmulator>>;
  beforeAll(async () => {
    slipped = await startSiteWithEmulator(
      // Every request renders (no page cache): the loader meets the slip three times.
      { LOG_LEVEL: "info", PAGE_CACHE: "off" },
      { bucketFile: writeSlippedSetBucket() },
    );
  });
  afterAll(async () => {
    await slipped?.stop();
  });

  it("are logged once, naming the set, as bucket:check names them", async () => {
    const path = slippedSetPartyPath();
    for (let i = 0; i < 3; i++)
      expect((await fetchAnswer(`${slipped.site.url}${path}`)).status).toBe(200);
    const line = new RegExp(
      `content: dj-schedule \\\\"${SLIPPED_SET}\\\\": dated [\\d-]+, but its party`,
      "g",
    );
    await expect.poll(() => slipped.site.output().match(line)?.length ?? 0).toBe(1);
  });
});
