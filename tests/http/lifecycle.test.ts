import { once } from "node:events";
import { Agent, request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { Emulator } from "#emulator/server.ts";
import {
  fetchAnswer,
  freePort,
  type SiteProcess,
  startSiteWithEmulator,
} from "#scripts/harness/site-process.ts";
import { baseUrl } from "#tests/support/browser.ts";
import { metricSum } from "#tests/support/metrics.ts";

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

const SECRET = "lifecycle-test-webhook-secret-0123";

describe("graceful shutdown", () => {
  let running: { site: SiteProcess; emulator: Emulator; stop: () => Promise<void> } | undefined;
  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });

  let metricsUrl = "";
  async function slowSite() {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    running = await startSiteWithEmulator({
      PAGE_CACHE: "off",
      SHUTDOWN_TIMEOUT_SECONDS: "8",
      METRICS_PORT: String(metricsPort),
      REVALIDATE_SECRET: SECRET,
    });
    // Every CMS answer takes 700 ms, and nothing the warm-up read is kept (a publish of every
    // type): requests are still in flight when the signal comes.
    running.emulator.faults.latencyMs = 700;
    const purged = await fetch(`${running.site.url}/webhooks/cosmic`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-revalidate-secret": SECRET },
      body: "{}",
    });
    expect(purged.status).toBe(200);
    return running;
  }

  /**
   * Until the instance has received `count` requests (a request still in the kernel's queue
   * when the signal comes was never accepted, and is refused with the listener).
   */
  const untilInFlight = (count: number) =>
    expect
      .poll(() => metricSum(metricsUrl, "http_requests_in_flight"))
      .toBeGreaterThanOrEqual(count);

  it("finishes every accepted request on SIGTERM, refuses new connections, and exits in time", async () => {
    const { site } = await slowSite();
    const paths = ["/", "/djs", "/blog", "/brands", "/tulum-clubs", "/tulum-dj-schedule"];
    const burst = paths.map((path) => fetchAnswer(`${site.url}${path}`));
    await untilInFlight(paths.length);
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

  it("turns /readyz to 503 at once, and closes each open connection after its answer", async () => {
    const { site } = await slowSite();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(`${site.url}/readyz`, agent)).status).toBe(200);
    // A page in flight when the signal comes, on a kept-alive connection.
    const page = get(`${site.url}/photos/full-moon-night`, agent);
    // A health check that has begun on its own connection: its last line comes after the signal.
    const socket = connect(Number(new URL(site.url).port), "127.0.0.1");
    await once(socket, "connect");
    socket.write("GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    let raw = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      raw += chunk;
    });
    await untilInFlight(1);
    process.kill(site.pid, "SIGTERM");
    await expect.poll(() => site.output()).toContain("draining");
    socket.write("\r\n");
    await once(socket, "close");
    expect(raw).toMatch(/^HTTP\/1\.1 503 /);
    expect(raw).toMatch(/^Connection: close\r$/m);
    expect(raw).toContain('{"status":"draining"}');
    // The page is answered whole, and asks its client not to send another request on it.
    const answered = await page;
    expect(answered.status).toBe(200);
    expect(answered.connection).toBe("close");
    agent.destroy();
    expect(await site.exited).toBe(0);
  });

  it("exits at once on a second signal", async () => {
    const { site, emulator } = await slowSite();
    // The request in flight would keep a draining process 5 s: leaving sooner is the second signal.
    emulator.faults.latencyMs = 5000;
    const inFlight = fetchAnswer(`${site.url}/tulum-traveler-frequent-questions`).catch(() => null);
    await untilInFlight(1);
    const signalled = Date.now();
    process.kill(site.pid, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.kill(site.pid, "SIGTERM");
    expect(await site.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(3000);
    await inFlight;
  });
});
