import { Worker } from "node:worker_threads";
import { freePort } from "#scripts/harness/site-process.ts";
import { line, metricTotal, PAGES, percentile, startObservedSite } from "./tools.ts";

const VISITOR = "10.1.0.1";

interface Visits {
  cached: number[];
  uncached: number[];
  errors: number;
  statuses: number[];
}

/** Pages a visitor renders first-hand: searches nobody asked for before (no page cache). */
const VISITOR_SEARCHES = ["nox", "zamna", "taboo", "papaya", "bagatelle", "vagalume", "techno"];

/**
 * Issue 41: one client at 100 requests a second of made-up and alias URLs, beside a visitor who
 * reads popular (cached) pages and renders new ones. Prints what the visitor saw, what the flood
 * cost Cosmic, and whether the popular pages stayed cached.
 */
export async function flood(seconds: number) {
  console.info(`\n== Flood: one client at 100 req/s of made-up and alias URLs for ${seconds} s`);
  const metricsPort = await freePort();
  const site = await startObservedSite({ METRICS_PORT: String(metricsPort) });
  const metrics = async () =>
    (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text().catch(() => "");
  const popular = Object.values(PAGES).filter((path) => !path.includes("?"));
  const get = async (path: string, client: string) => {
    const started = performance.now();
    const answer = await fetch(`${site.url}${path}`, {
      redirect: "manual",
      headers: { "x-forwarded-for": client },
    });
    await answer.arrayBuffer();
    return {
      status: answer.status,
      ms: performance.now() - started,
      cache: answer.headers.get("x-page-cache"),
    };
  };
  /** A visitor reading two cached pages for each new one, ten pages a second, until `end`. */
  const visit = async (visits: Visits, end: number) => {
    for (let i = 0; performance.now() < end; i++) {
      const cached = i % 3 !== 2;
      const path = cached
        ? (popular[i % popular.length] ?? "/")
        : `/search?q=${VISITOR_SEARCHES[i % VISITOR_SEARCHES.length]}${i}-${Math.round(end)}`;
      const answer = await get(path, VISITOR);
      visits.statuses.push(answer.status);
      if (answer.status >= 400) visits.errors++;
      (cached ? visits.cached : visits.uncached).push(answer.ms);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  try {
    // Popular pages cached and fresh before the flood.
    for (const path of popular) {
      for (let tries = 0; tries < 50 && (await get(path, VISITOR)).cache !== "hit"; tries++)
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The same visitor alone first: this machine's own figures, to compare the flood's with.
    const quiet: Visits = { cached: [], uncached: [], errors: 0, statuses: [] };
    await visit(quiet, performance.now() + Math.min(10, seconds) * 1000);
    const before = await metrics();
    const visitor = {
      cached: [] as number[],
      uncached: [] as number[],
      errors: 0,
      statuses: [] as number[],
    };
    const end = performance.now() + seconds * 1000;
    // The flooding client runs on a thread of its own: its event loop never delays the
    // visitor's measurements.
    const flooding = new Promise<Map<number, number>>((resolveFlood, reject) => {
      const worker = new Worker(new URL("./flood-client.ts", import.meta.url), {
        workerData: { url: site.url, seconds },
      });
      worker.once("message", (counts: [number, number][]) => resolveFlood(new Map(counts)));
      worker.once("error", reject);
    });
    const visiting = visit(visitor, end);
    const [floodStatuses] = await Promise.all([flooding, visiting]);
    const after = await metrics();
    const delta = (family: string) => metricTotal(after, family) - metricTotal(before, family);
    let stillCached = 0;
    for (const path of popular) if ((await get(path, VISITOR)).cache === "hit") stillCached++;
    const floodTotal = [...floodStatuses.values()].reduce((sum, count) => sum + count, 0);
    line(
      "flood requests (status: count)",
      `${floodTotal}`,
      [...floodStatuses].map(([status, count]) => `${status}: ${count}`).join(", "),
    );
    line("visitor errors", `${visitor.errors} of ${visitor.statuses.length}`, "(target 0)");
    const figures = (values: number[]) =>
      `${percentile(values, 0.5).toFixed(1)} / ${percentile(values, 0.99).toFixed(1)} ms`;
    line("no flood: cached p50 / p99", figures(quiet.cached), "(this machine, same visitor)");
    line("no flood: uncached p50 / p99", figures(quiet.uncached));
    line(
      "visitor cached pages p50 / p99",
      `${percentile(visitor.cached, 0.5).toFixed(1)} / ${percentile(visitor.cached, 0.99).toFixed(1)} ms`,
      "(target p99 < 50 ms)",
    );
    line(
      "visitor uncached pages p50 / p99",
      `${percentile(visitor.uncached, 0.5).toFixed(1)} / ${percentile(visitor.uncached, 0.99).toFixed(1)} ms`,
    );
    line("Cosmic calls during the flood", `${delta("cms_requests_total")}`);
    line(
      "calls shed / renders refused",
      `${delta("cms_calls_shed_total")} / ${delta("requests_refused_total")}`,
    );
    line("popular pages still cached", `${stillCached} of ${popular.length}`, "(target: all)");
  } finally {
    await site.stop();
  }
}
