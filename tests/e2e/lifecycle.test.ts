import { Agent, request as httpRequest } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import type { Emulator } from "#emulator/server.ts";
import {
  fetchAnswer,
  type SiteProcess,
  startSiteWithEmulator,
} from "#tests/support/site-process.ts";
import { baseUrl } from "./browser.ts";

/** Issue 17: liveness, readiness and graceful shutdown, on real processes. */
describe("health checks", () => {
  it("/healthz answers while the process serves, never cached", async () => {
    const { status, headers, body } = await fetchAnswer(`${baseUrl()}/healthz`);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(body)).toEqual({ status: "alive" });
  });

  it("/readyz is 200 when the instance can serve pages", async () => {
    const { status, headers, body } = await fetchAnswer(`${baseUrl()}/readyz`);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("x-page-cache")).toBeNull();
    expect(JSON.parse(body)).toEqual({ status: "ready" });
  });
});

/** One GET over `agent`, as a promise of its status, headers and body. */
function get(url: string, agent: Agent) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      const request = httpRequest(url, { agent }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body,
          }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );
}

describe("graceful shutdown", () => {
  let running: { site: SiteProcess; emulator: Emulator; stop: () => Promise<void> } | undefined;
  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });

  async function slowSite() {
    running = await startSiteWithEmulator({ PAGE_CACHE: "off", SHUTDOWN_TIMEOUT_SECONDS: "8" });
    // Every CMS answer takes 700 ms: requests are still in flight when the signal comes.
    running.emulator.faults.latencyMs = 700;
    return running;
  }

  it("finishes every accepted request on SIGTERM, refuses new connections, and exits in time", async () => {
    const { site } = await slowSite();
    const paths = ["/", "/djs", "/blog", "/brands", "/tulum-clubs", "/tulum-dj-schedule"];
    const burst = paths.map((path) => fetchAnswer(`${site.url}${path}`));
    await new Promise((resolve) => setTimeout(resolve, 250));
    const signalled = Date.now();
    process.kill(site.pid, "SIGTERM");
    const answers = await Promise.all(burst);
    expect(answers.map((answer) => answer.status)).toEqual(paths.map(() => 200));
    // A new connection (fetch would reuse one of the burst's, which still answers).
    await expect(get(`${site.url}/healthz`, new Agent())).rejects.toThrow(/ECONNREFUSED/);
    expect(await site.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(8000);
    expect(site.output()).toContain("draining");
  });

  it("turns /readyz to 503 at once, on connections already open", async () => {
    const { site } = await slowSite();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(`${site.url}/readyz`, agent)).status).toBe(200);
    // The next two requests share that one connection: the page is in flight when the signal
    // comes, the readiness check goes next on the same connection.
    const page = get(`${site.url}/photos/full-moon-night`, agent);
    await new Promise((resolve) => setTimeout(resolve, 250));
    process.kill(site.pid, "SIGTERM");
    const ready = get(`${site.url}/readyz`, agent);
    expect((await page).status).toBe(200);
    const answer = await ready;
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({ status: "draining" });
    expect(answer.connection).toBe("close");
    agent.destroy();
    expect(await site.exited).toBe(0);
  });

  it("exits at once on a second signal", async () => {
    const { site } = await slowSite();
    const inFlight = fetchAnswer(`${site.url}/tulum-traveler-frequent-questions`).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const signalled = Date.now();
    process.kill(site.pid, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.kill(site.pid, "SIGTERM");
    expect(await site.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(600);
    await inFlight;
  });
});
