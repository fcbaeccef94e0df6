import { line, percentile, startObservedSite } from "./tools.ts";

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/**
 * Link preview images (issue 13): the first request for a card (drawn: satori, resvg, the
 * content image read) once its party's content is cached, and a repeated request (the page
 * cache's hit). Targets: cold at most 300 ms, warm under 5 ms.
 */
export async function previews(): Promise<void> {
  const site = await startObservedSite();
  try {
    const calendar = await (await fetch(`${site.url}/tulum-party-mexico-event-calendar`)).text();
    const slugs = [
      ...new Set([...calendar.matchAll(/href="\/event\/([\w-]+)"/g)].map((m) => m[1])),
    ].slice(0, 12);
    // The first card of the process also loads the fonts and satori's layout engine.
    await timed(`${site.url}/og/default.png`);
    const cold: number[] = [];
    for (const slug of slugs) {
      await fetch(`${site.url}/event/${slug}`);
      cold.push(await timed(`${site.url}/og/event/${slug}.png`));
    }
    const warm: number[] = [];
    for (let i = 0; i < 200; i++)
      warm.push(await timed(`${site.url}/og/event/${slugs[i % slugs.length]}.png`));
    line(
      `preview card, cold render (${cold.length} parties)`,
      `median ${percentile(cold, 0.5).toFixed(0)} ms, max ${Math.max(...cold).toFixed(0)} ms`,
      "<= 300 ms",
    );
    line(
      "preview card, warm hit (200 requests)",
      `median ${percentile(warm, 0.5).toFixed(2)} ms, p99 ${percentile(warm, 0.99).toFixed(2)} ms`,
      "< 5 ms",
    );
  } finally {
    await site.stop();
  }
}
