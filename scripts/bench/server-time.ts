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
  try {
    for (const [name, { path, targetMs }] of Object.entries(SERVER_TIME_TARGETS)) {
      const url = `${site.url}${path}`;
      const fetchOnce = async () => {
        const started = performance.now();
        const answer = await fetch(url, { headers: { "accept-encoding": "identity" } });
        const bytes = (await answer.arrayBuffer()).byteLength;
        return {
          timings: serverTimings(answer.headers.get("server-timing")),
          clientMs: performance.now() - started,
          bytes,
        };
      };
      for (let i = 0; i < warmUp; i++) await fetchOnce();
      const app: number[] = [];
      const loaders: number[] = [];
      const render: number[] = [];
      const client: number[] = [];
      let bytes = 0;
      for (let i = 0; i < samples; i++) {
        const sample = await fetchOnce();
        app.push(sample.timings.app ?? Number.NaN);
        loaders.push(sample.timings.loaders ?? Number.NaN);
        render.push(sample.timings.render ?? Number.NaN);
        client.push(sample.clientMs);
        bytes = sample.bytes;
      }
      const median = percentile(app, 0.5);
      line(
        `${name} server time (median)`,
        `${median.toFixed(2)} ms`,
        `(target <= ${targetMs} ms) loaders ${percentile(loaders, 0.5).toFixed(2)}, render ${percentile(render, 0.5).toFixed(2)}, p90 ${percentile(app, 0.9).toFixed(2)} ms; client ${percentile(client, 0.5).toFixed(2)} ms; ${(bytes / 1024).toFixed(1)} KB`,
      );
    }
  } finally {
    await site.stop();
  }
}
