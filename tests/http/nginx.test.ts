import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { get, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDGE_CACHE_SECONDS } from "#app/http/cache-control.ts";
import { queryParamsOf } from "#app/http/query-params.ts";
import { type Emulator, startEmulator } from "#emulator/server.ts";
import { DEMO_BUCKET } from "#scripts/harness/emulator-env.ts";
import { freePort, type SiteProcess, startSite } from "#scripts/harness/site-process.ts";
import { FAIL_TIMEOUT_SECONDS, NGINX_TEMPLATE, renderNginxConfig } from "#scripts/nginx-config.ts";
import { loadServerBuild } from "#server/build.ts";
import { startNginx } from "#tests/support/nginx.ts";
import { type RedisProcess, startRedis } from "#tests/support/redis-server.ts";

const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const BUILD = resolve(import.meta.dirname, "../../build/server/index.js");
const CLIENT_BUILD = resolve(import.meta.dirname, "../../build/client");

/** An answer's raw bytes and headers, not decompressed (fetch would undo the encoding). */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolveAnswer, reject) => {
    get(url, { headers: { "accept-encoding": acceptEncoding } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () =>
        resolveAnswer({ headers: answer.headers, body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}

/** A GET sent from one loopback address (each is another client to nginx's per-client limits). */
function getFrom(localAddress: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolveAnswer, reject) => {
    get(url, { localAddress, headers }, (answer) => {
      answer.resume();
      answer.on("end", () =>
        resolveAnswer({ status: answer.statusCode ?? 0, headers: answer.headers }),
      );
    }).on("error", reject);
  });
}

describe("deployment: nginx caching and balancing instances that share a Redis", () => {
  let emulator: Emulator;
  let redis: RedisProcess;
  let sites: SiteProcess[] = [];
  let env: Record<string, string> = {};
  let nginx: ChildProcess | undefined;
  let prefix = "";
  let url = "";

  beforeAll(async () => {
    if (!existsSync(BROTLI_MODULE))
      throw new Error(
        `${BROTLI_MODULE} not found: apt-get install -y libnginx-mod-http-brotli-static`,
      );
    const readKey = "nginx-test-read-key";
    const revalidateSecret = "nginx-test-webhook-secret";
    emulator = await startEmulator({ bucketFile: DEMO_BUCKET, readKey, bucketSlug: "hosted" });
    redis = await startRedis();
    env = {
      COSMIC_API_URL: emulator.apiUrl,
      COSMIC_BUCKET_SLUG: "hosted",
      COSMIC_READ_KEY: readKey,
      REVALIDATE_SECRET: revalidateSecret,
      REDIS_URL: redis.url,
    };
    sites = await Promise.all([startSite(env), startSite(env)]);
    prefix = mkdtempSync(join(tmpdir(), "nginx-"));
    for (const folder of ["cache", "client_body", "proxy", "fastcgi", "uwsgi", "scgi"])
      mkdirSync(join(prefix, folder));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const config = renderNginxConfig({
      user: "root",
      prefix,
      listen: `127.0.0.1:${port}`,
      upstreams: sites.map((site) => site.url.replace("http://", "")),
      assets: CLIENT_BUILD,
      brotliModule: BROTLI_MODULE,
    });
    nginx = await startNginx(prefix, config, `${url}/robots.txt`);
  });

  afterAll(async () => {
    nginx?.kill("SIGTERM");
    await Promise.all(sites.map((site) => site.stop()));
    await redis?.stop();
    await emulator?.close();
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  it("answers a second request from its cache", async () => {
    const first = await fetch(`${url}/tulum-party-mexico-event-calendar`);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache-status")).toBe("MISS");
    const second = await fetch(`${url}/tulum-party-mexico-event-calendar`);
    expect(second.headers.get("x-cache-status")).toBe("HIT");
    expect(await second.text()).toContain("Tulum party calendar");
  });

  it("keys its cache on the path and the parameters pages read, never on tracking noise", async () => {
    const clean = await fetch(`${url}/djs`);
    expect(clean.headers.get("x-cache-status")).toBe("MISS");
    const cleanBody = await clean.text();
    const tracked = await fetch(`${url}/djs?fbclid=IwAR1&utm_source=ig&utm_campaign=${Date.now()}`);
    expect(tracked.headers.get("x-cache-status")).toBe("HIT");
    expect(await tracked.text()).toBe(cleanBody);

    const second = await fetch(`${url}/djs?page=2&gclid=1`);
    expect(second.headers.get("x-cache-status")).toBe("MISS");
    const secondBody = await second.text();
    expect(secondBody).not.toBe(cleanBody);
    // Whatever the case or order the visitor sent, what is stored under a key is what that
    // key's URL renders.
    const shouted = await fetch(`${url}/djs?PAGE=2`);
    expect(await shouted.text()).toBe(secondBody);
    const reordered = await fetch(`${url}/djs?utm_medium=x&page=2&page=5`);
    expect(reordered.headers.get("x-cache-status")).toBe("HIT");
  });

  it("serves the build's brotli and gzip files from disk, immutable, varying on the encoding", async () => {
    const script = readdirSync(join(CLIENT_BUILD, "assets")).find(
      (name) => name.endsWith(".js") && existsSync(join(CLIENT_BUILD, "assets", `${name}.br`)),
    );
    expect(script).toBeDefined();
    const path = `assets/${script}`;
    const onDisk = (suffix: string) => readFileSync(join(CLIENT_BUILD, `${path}${suffix}`));
    for (const [accepted, encoding, suffix] of [
      ["br, gzip", "br", ".br"],
      ["gzip", "gzip", ".gz"],
      ["identity", undefined, ""],
    ] as const) {
      const answer = await rawGet(`${url}/${path}`, accepted);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.body.equals(onDisk(suffix))).toBe(true);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      if (encoding) expect(answer.headers.vary).toBe("Accept-Encoding");
    }
    // A file this host's build lacks is asked of an instance: nginx answers what it answers.
    const missing = "/assets/not-built-here.js";
    const fromSite = await fetch(`${sites[0]?.url}${missing}`, { redirect: "manual" });
    const fromNginx = await fetch(`${url}${missing}`, { redirect: "manual" });
    expect(fromNginx.status).toBe(fromSite.status);
    expect(fromNginx.headers.get("location")).toBe(fromSite.headers.get("location"));
  });

  it("passes route discovery's query on whole, so client navigation works behind it", async () => {
    const { version } = (await loadServerBuild(BUILD)).assets;
    const answer = await fetch(`${url}/__manifest?paths=%2Fdjs%2C%2Fbrands&version=${version}`);
    expect(answer.status).toBe(200);
    const body = await answer.text();
    expect(body).toContain("routes/djs");
    expect(body).toContain("routes/brands");
  });

  it("redirects keep the visitor's query, without the empty parameters nginx adds", async () => {
    const answer = await fetch(`${url}/calendar?utm_source=ig`, { redirect: "manual" });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/tulum-party-mexico-event-calendar");
    const paged = await fetch(`${url}/calendar?page=2`, { redirect: "manual" });
    expect(paged.headers.get("location")).toBe("/tulum-party-mexico-event-calendar?page=2");
  });

  it("lists exactly the query parameters the site's routes declare", async () => {
    const build = await loadServerBuild(BUILD);
    const declared = new Set(["_routes"]);
    for (const route of Object.values(build.routes))
      for (const name of queryParamsOf(route?.module.handle)) declared.add(name);
    const template = readFileSync(NGINX_TEMPLATE, "utf8");
    const listed = /# PAGE_PARAMETERS: (.+)/.exec(template)?.[1]?.split(" ") ?? [];
    expect(listed).toEqual([...declared].sort());
    for (const name of listed) expect(template).toContain(`${name}=$arg_${name}`);
  });

  it("sends the publish webhook to one instance and Redis purges the other, a wrong secret neither", async () => {
    const publish = (secret: string) =>
      fetch(`${url}/webhooks/cosmic`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-revalidate-secret": secret },
        body: JSON.stringify({ type: "object.edited.published", data: { type: "parties" } }),
      });
    const wrong = await publish("not-the-secret");
    expect(wrong.status).toBe(401);
    const answer = await publish("nginx-test-webhook-secret");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-cache-status")).toBeNull();
    const purges = (source: string) =>
      sites
        .map(
          (site) =>
            site
              .output()
              .match(
                new RegExp(`"type":"parties"[^\\n]*"source":"${source}"[^\\n]*"msg":"purged"`, "g"),
              )?.length ?? 0,
        )
        .reduce((sum, count) => sum + count, 0);
    await expect
      .poll(() => [purges("webhook"), purges("fleet")], { timeout: 1000 })
      .toEqual([1, 1]);
  });

  it("micro-caches pages for 10 s at most, and never an editor's preview", async () => {
    const template = readFileSync(NGINX_TEMPLATE, "utf8");
    const seconds = { s: 1, m: 60, h: 3600, d: 86_400 };
    const lifetimes = [...template.matchAll(/proxy_cache_valid [\d ]+ (\d+)([smhd]);/g)].map(
      ([, amount, unit]) =>
        Number(amount) *
        (unit === "s" || unit === "m" || unit === "h" || unit === "d" ? seconds[unit] : Number.NaN),
    );
    // Hashed assets never change: a year. Everything else: 10 s at most.
    const pageLifetimes = lifetimes.filter((lifetime) => lifetime !== 365 * seconds.d);
    expect(pageLifetimes.length).toBeGreaterThanOrEqual(2);
    for (const lifetime of pageLifetimes) expect(lifetime).toBeLessThanOrEqual(10);
    expect(template).toContain("proxy_ignore_headers Cache-Control Expires;");
    // Issue 63: never a copy past its truth while one request asks again.
    expect(template).not.toMatch(/proxy_cache_use_stale [^;]*updating/);
    expect(template).not.toContain("proxy_cache_background_update on;");
    expect(template).toContain(`proxy_cache_valid 200 ${EDGE_CACHE_SECONDS}s;`);
    expect(template).not.toMatch(/proxy_ignore_headers [^;]*X-Accel-Expires/);
    expect(template).toMatch(/proxy_next_upstream [^;]*http_503/);
    const preview = await fetch(`${url}/djs`, { headers: { cookie: "site_preview=anything" } });
    expect(preview.headers.get("x-cache-status")).toBe("BYPASS");
  });

  it("writes one JSON access-log line per request, with the site's request id and the cache status", async () => {
    const answer = await fetch(`${url}/brands?utm_source=ig`, {
      headers: { "X-Request-Id": "nginx-test-42" },
    });
    expect(answer.headers.get("x-request-id")).toBe("nginx-test-42");
    await fetch(`${url}/healthz`);
    await fetch(`${url}/webhooks/cosmic?secret=in-the-query`, { method: "POST" });
    await fetch(`${url}/PREVIEW?secret=in-the-upper-case-query`, { redirect: "manual" });
    await fetch(`${url}/brands?x=1&%73ecret=in-an-encoded-name`, { redirect: "manual" });
    await fetch(`${url}/djs?Read_Key=in-another-name`, { redirect: "manual" });
    await expect
      .poll(() => readFileSync(join(prefix, "access.log"), "utf8"))
      .toContain("nginx-test-42");
    const lines = readFileSync(join(prefix, "access.log"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.find((line) => line.request_id === "nginx-test-42")).toMatchObject({
      method: "GET",
      uri: "/brands?utm_source=ig",
      status: 200,
      cache: expect.stringMatching(/^(MISS|HIT|EXPIRED|UPDATING|STALE)$/),
    });
    expect(lines.some((line) => line.uri === "/healthz")).toBe(false);
    for (const secret of ["in-the-query", "in-the-upper-case", "in-an-encoded", "in-another-name"])
      expect(JSON.stringify(lines)).not.toContain(secret);
    const made = lines.filter((line) => line.request_id !== "nginx-test-42").at(-1);
    expect(made?.request_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("limits each client's misses, never its hits nor other clients", async () => {
    const cached = "/brands";
    await getFrom("127.0.0.2", `${url}${cached}`);
    expect((await getFrom("127.0.0.2", `${url}${cached}`)).headers["x-cache-status"]).toBe("HIT");
    // One client asking 100 made-up URLs at once: its share goes through, the rest is refused.
    const flood = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        getFrom("127.0.0.3", `${url}/event/made-up-${i}-${Date.now().toString(36)}`),
      ),
    );
    const refused = flood.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(flood.filter((answer) => answer.status === 404).length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers["retry-after"]).toBe("1");
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    // Its cached pages are unlimited; another client's misses go through.
    expect((await getFrom("127.0.0.3", `${url}${cached}`)).status).toBe(200);
    expect((await getFrom("127.0.0.4", `${url}/event/made-up-other`)).status).toBe(404);
    expect(readFileSync(join(prefix, "error.log"), "utf8")).toContain("limiting requests");
  });

  it("keeps only pages: another spelling of a page is a redirect it does not store", async () => {
    for (const alias of ["/DJS", "/djs/", "/%64js"]) {
      for (let i = 0; i < 2; i++) {
        const answer = await fetch(`${url}${alias}`, { redirect: "manual" });
        expect(answer.status, alias).toBe(301);
        expect(answer.headers.get("location")).toBe("/djs");
        expect(answer.headers.get("x-cache-status")).not.toBe("HIT");
      }
    }
    // The key is the path and the declared parameters, whatever Host the request names.
    await getFrom("127.0.0.5", `${url}/djs`);
    const otherHost = await getFrom("127.0.0.5", `${url}/djs`, { host: "another.example" });
    expect(otherHost.headers["x-cache-status"]).toBe("HIT");
  });

  it("restarts instances one at a time under steady load without failing a request", async () => {
    const statuses: number[] = [];
    let loading = true;
    // The preview cookie makes nginx pass every request through to an instance. Eight visitors,
    // each from an address of its own at a visitor's pace (within the per-client limits).
    const worker = async (client: number) => {
      for (let i = 0; loading; i++) {
        const paths = ["/djs", "/brands", "/", "/tulum-clubs"];
        const answer = await getFrom(`127.0.0.${10 + client}`, `${url}${paths[i % paths.length]}`, {
          cookie: "site_preview=load",
        });
        statuses.push(answer.status);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, client) => worker(client)));
    for (const [index, site] of sites.entries()) {
      const port = Number(new URL(site.url).port);
      await site.stop();
      const restarted = await startSite(env, { port });
      sites[index] = restarted;
      // Ready once it has rendered its home page from a cold start: seconds on a busy machine.
      await expect
        .poll(async () => (await fetch(`${restarted.url}/readyz`)).status, { timeout: 20_000 })
        .toBe(200);
      // nginx tries a failed instance again after its fail_timeout.
      await new Promise((resolve) => setTimeout(resolve, FAIL_TIMEOUT_SECONDS * 1000 + 500));
    }
    loading = false;
    await load;
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 90_000);

  it("keeps succeeding with one instance killed", async () => {
    await sites[0]?.stop();
    const statuses: number[] = [];
    for (const path of [
      "/",
      "/tulum-party-mexico-event-calendar",
      "/robots.txt",
      "/djs",
      "/brands",
      "/tulum-tv",
    ]) {
      for (let i = 0; i < 3; i++) statuses.push((await fetch(`${url}${path}`)).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it("keeps answering cached pages with 200 while the CMS is stopped", async () => {
    const pages = ["/", "/event/zamna-tulum-festival-opening", "/tulum-clubs/bonbonniere-tulum"];
    for (const path of pages) expect((await fetch(`${url}${path}`)).status).toBe(200);
    await emulator.close();
    for (const path of pages) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(200);
    }
  });
});
