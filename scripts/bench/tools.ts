/** What the benchmark sections share: the pages measured, load runs, memory and percentiles. */
import { spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort, type SiteProcess, startSite } from "#scripts/harness/site-process.ts";

export { scaledBucket } from "#scripts/harness/derived-buckets.ts";

export const PAGES: Record<string, string> = {
  home: "/",
  event: "/event/zamna-tulum-festival-opening",
  calendar: "/tulum-party-mexico-event-calendar",
  // Not "&area=tulum": the default written out answers 301 to the URL without it (issue 42), and
  // the load counted every such answer as an error.
  "calendar (filtered)": "/tulum-party-mexico-event-calendar?when=week&genre=techno",
  club: "/tulum-clubs/bonbonniere-tulum",
  today: "/tulum-events-today",
  "home (es)": "/es/",
  "event (es)": "/es/event/zamna-tulum-festival-opening",
  "search (repeated query)": "/search?q=bagatele",
};
export const TEMPLATES: Record<string, string> = {
  ...PAGES,
  genre: "/genres/techno",
  "dj list": "/djs",
  dj: "/djs/nox-verde",
  brand: "/brands/zamna-tulum",
  "dj schedule": "/tulum-dj-schedule",
  blog: "/blog",
  article: "/article/how-closing-hours-work-in-tulum",
  faq: "/tulum-traveler-frequent-questions",
  map: "/tulum-clubs-map",
  photos: "/photos/full-moon-night",
  search: "/search?q=nox",
};

export const line = (label: string, value: string, target = "") =>
  console.info(`${label.padEnd(44)} ${value.padEnd(22)} ${target}`);

export async function load(
  url: string,
  connections: number,
  duration: number,
  headers: Record<string, string> = {},
  /** Gives each request its own path and query (the request's count is passed in). */
  pathOf?: (count: number) => string,
) {
  let count = 0;
  const requests = pathOf
    ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: pathOf(count++) }) }]
    : undefined;
  const result = await autocannon({
    url,
    connections,
    duration,
    pipelining: 1,
    headers,
    ...(requests ? { requests } : {}),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Headers a server adds by itself, or that differ per connection: not part of a stored answer. */
const PER_CONNECTION = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
]);

/** A page's whole answer as the site sends it (headers and body), to be replayed by a bare server. */
export async function storedAnswer(url: string, encoding = "identity"): Promise<StoredAnswer> {
  // As the load generator asks: fetch would otherwise ask for (and undo) compression. Node's
  // fetch decodes a compressed body, so one in another encoding is read with node:http.
  if (encoding !== "identity") return rawAnswer(url, encoding);
  const answer = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const headers = [...answer.headers].flatMap(([name, value]) =>
    PER_CONNECTION.has(name) ? [] : [name, value],
  );
  return { headers, body: Buffer.from(await answer.arrayBuffer()) };
}

/** An answer's headers and body bytes exactly as sent (a compressed body stays compressed). */
function rawAnswer(url: string, encoding: string): Promise<StoredAnswer> {
  return new Promise((resolveAnswer, reject) => {
    get(url, { headers: { "accept-encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const headers = Object.entries(response.headers).flatMap(([name, value]) =>
          PER_CONNECTION.has(name) || value === undefined ? [] : [name, String(value)],
        );
        resolveAnswer({ headers, body: Buffer.concat(chunks) });
      });
    }).on("error", reject);
  });
}

export interface StoredAnswer {
  headers: string[];
  body: Buffer;
}

/**
 * The same answer (headers and body) from a bare Node server in a process of its own, as the
 * site runs in one: both get a core beside the load generator's, so the ratio compares servers.
 */
export async function staticBaseline(
  answer: StoredAnswer,
  duration: number,
  headers: Record<string, string> = {},
) {
  const file = join(tmpdir(), `bench-answer-${process.pid}.json`);
  writeFileSync(
    file,
    JSON.stringify({ headers: answer.headers, body: answer.body.toString("base64") }),
  );
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [join(import.meta.dirname, "bare-server.ts"), file, String(port)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout?.once("data", () => resolve());
      server.once("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
    });
    return await load(`http://127.0.0.1:${port}/`, 50, duration, headers);
  } finally {
    server.kill();
    rmSync(file, { force: true });
  }
}

/** The value at fraction `p` (0.5: the median, 0.99: p99) of the values, sorted ascending. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

export async function warm(site: SiteProcess) {
  for (const path of Object.values(TEMPLATES)) await fetch(`${site.url}${path}`);
}

/** As production runs: request logs written (to nowhere here) and metrics collected. */
export async function startObservedSite(env: Record<string, string> = {}, root?: string) {
  return startSite(
    { LOG_LEVEL: "info", METRICS_PORT: String(await freePort()), ...env },
    { discardLogs: true, ...(root ? { root } : {}) },
  );
}

/** A warmed site, and a bare server's figures for the same home page answer (the baseline). */
export async function siteWithBaseline(duration: number) {
  const site = await startObservedSite();
  await warm(site);
  const home = await storedAnswer(`${site.url}/`);
  return { site, home, baseline: await staticBaseline(home, duration) };
}

/** Every counter of a Prometheus text family summed (all its label sets). */
export function metricTotal(text: string, family: string): number {
  let sum = 0;
  for (const row of text.split("\n")) {
    if (!row.startsWith(family)) continue;
    const next = row.charAt(family.length);
    if (next !== "{" && next !== " ") continue;
    sum += Number(row.slice(row.lastIndexOf(" ") + 1)) || 0;
  }
  return sum;
}
