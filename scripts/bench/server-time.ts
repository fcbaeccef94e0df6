import { line, percentile, startObservedSite } from "./tools.ts";

/** The pages whose server time has a target (issue 33), and the target in ms. */
export const SERVER_TIME_TARGETS: Record<string, { path: string; targetMs: number }> = {
  home: { path: "/", targetMs: 5 },
  calendar: { path: "/tulum-party-mexico-event-calendar", targetMs: 5 },
  event: { path: "/event/zamna-tulum-festival-opening", targetMs: 2.5 },
  club: { path: "/tulum-clubs/bonbonniere-tulum", targetMs: 2.5 },
};

/** The durations of a Server-Timing header, by name. */
export function serverTimings(header: string | null): Record<string, number> {
  const timings: Record<string, number> = {};
  for (const entry of (header ?? "").split(",")) {
    const [name = "", ...params] = entry.trim().split(";");
    const duration = params.find((param) => param.trim().startsWith("dur="));
    if (name && duration) timings[name] = Number(duration.trim().slice(4));
  }
  return timings;
}

/**
 * What the server spends on one page at steady state: the page cache off (every request
 * renders), content cached (no CMS wait), identity encoding (no compression in the figure), and
 * a warm-up long enough for the JIT and the heap to settle. Read from the page's own
 * Server-Timing header (loaders and rendering inside the app), next to the time the client saw.
 */
export async function serverTime(quick: boolean) {
  console.info(
    "\n== Server time at steady state (page cache off, identity encoding; median of Server-Timing after a warm-up)",
  );
  const site = await startObservedSite({ PAGE_CACHE: "off" });
  const warmUp = quick ? 150 : 600;
  const samples = quick ? 100 : 300;
  // The pages take turns, one request each per round, so a burst of other work on this shared
  // machine slows every page alike instead of whichever page happened to be measured then.
  const pages = Object.entries(SERVER_TIME_TARGETS).map(([name, { path, targetMs }]) => ({
    name,
    url: `${site.url}${path}`,
    targetMs,
    app: [] as number[],
    loaders: [] as number[],
    render: [] as number[],
    client: [] as number[],
    bytes: 0,
  }));
  const fetchOnce = async (url: string) => {
    const started = performance.now();
    const answer = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const bytes = (await answer.arrayBuffer()).byteLength;
    return {
      timings: serverTimings(answer.headers.get("server-timing")),
      clientMs: performance.now() - started,
      bytes,
    };
  };
  try {
    for (let i = 0; i < warmUp; i++) for (const page of pages) await fetchOnce(page.url);
    for (let i = 0; i < samples; i++) {
      for (const page of pages) {
        const sample = await fetchOnce(page.url);
        page.app.push(sample.timings.app ?? Number.NaN);
        page.loaders.push(sample.timings.loaders ?? Number.NaN);
        page.render.push(sample.timings.render ?? Number.NaN);
        page.client.push(sample.clientMs);
        page.bytes = sample.bytes;
      }
    }
    for (const page of pages) {
      line(
        `${page.name} server time (median)`,
        `${percentile(page.app, 0.5).toFixed(2)} ms`,
        `(target <= ${page.targetMs} ms) loaders ${percentile(page.loaders, 0.5).toFixed(2)}, render ${percentile(page.render, 0.5).toFixed(2)}, p90 ${percentile(page.app, 0.9).toFixed(2)} ms; client ${percentile(page.client, 0.5).toFixed(2)} ms; ${(page.bytes / 1024).toFixed(1)} KB`,
      );
    }
  } finally {
    await site.stop();
  }
}
