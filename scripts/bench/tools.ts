/** What the benchmark sections share: the pages measured, load runs, memory and render timing. */
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import autocannon from "autocannon";
import { DEMO_BUCKET } from "#tests/support/emulator-env.ts";
import { freePort, type SiteProcess, startSite } from "#tests/support/site-process.ts";

export const PAGES: Record<string, string> = {
  home: "/",
  event: "/event/zamna-tulum-festival-opening",
  calendar: "/tulum-party-mexico-event-calendar",
  "calendar (filtered)": "/tulum-party-mexico-event-calendar?when=week&genre=techno&area=tulum",
  club: "/tulum-clubs/bonbonniere-tulum",
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

export async function staticBaseline(html: Buffer, duration: number) {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-length": html.length,
    });
    response.end(html);
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  const figures = await load(`http://127.0.0.1:${port}/`, 50, duration);
  server.close();
  return figures;
}

/** Median time and size of a page's answer; the first requests only warm the JIT and are not counted. */
export async function renderMs(
  url: string,
  samples = 15,
  warmUp = 5,
): Promise<{ ms: number; kb: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < warmUp + samples; i++) {
    const started = performance.now();
    bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
    if (i >= warmUp) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] ?? 0, kb: bytes / 1024 };
}

export function scaledBucket(factor: number): string {
  const bucket = JSON.parse(readFileSync(DEMO_BUCKET, "utf8"));
  const grow = new Set(["parties", "artists", "articles"]);
  const extra = [];
  for (let copy = 1; copy < factor; copy++) {
    for (const object of bucket.objects) {
      if (!grow.has(object.type)) continue;
      extra.push({
        ...object,
        id: `${object.id}x${copy}`,
        slug: `${object.slug}-x${copy}`,
        title: `${object.title} ${copy}`,
      });
    }
  }
  bucket.objects.push(...extra);
  bucket.media_folder = join(dirname(DEMO_BUCKET), "media");
  const file = join(tmpdir(), `bucket-scale-${factor}.json`);
  writeFileSync(file, JSON.stringify(bucket));
  return file;
}

export async function warm(site: SiteProcess) {
  for (const path of Object.values(TEMPLATES)) await fetch(`${site.url}${path}`);
}

/** As production runs: request logs written (to nowhere here) and metrics collected. */
export async function startObservedSite(env: Record<string, string> = {}) {
  return startSite(
    { LOG_LEVEL: "info", METRICS_PORT: String(await freePort()), ...env },
    { discardLogs: true },
  );
}

/** A warmed site, and a static server's figures for the same home page bytes (the baseline). */
export async function siteWithBaseline(duration: number) {
  const site = await startObservedSite();
  await warm(site);
  const home = Buffer.from(await (await fetch(`${site.url}/`)).arrayBuffer());
  return { site, home, baseline: await staticBaseline(home, duration) };
}
