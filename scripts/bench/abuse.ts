import { freePort } from "#scripts/harness/site-process.ts";
import { line, startObservedSite, metricTotal as total } from "./tools.ts";

/** Every kind of URL whose slug the site looks up in Cosmic. */
const MADE_UP: ((slug: string) => string)[] = [
  (slug) => `/event/${slug}`,
  (slug) => `/og/event/${slug}.png`,
  (slug) => `/es/event/${slug}`,
  (slug) => `/isla-mujeres/event/${slug}`,
  (slug) => `/san-jose-cabo/event/${slug}`,
  (slug) => `/event/${slug}/calendar.ics`,
  (slug) => `/djs/${slug}`,
  (slug) => `/og/dj/${slug}.png`,
  (slug) => `/brands/${slug}`,
  (slug) => `/article/${slug}`,
  (slug) => `/tulum-clubs/${slug}`,
  (slug) => `/cancun-clubs/${slug}`,
  (slug) => `/tulum-clubs/${slug}/event/${slug}`,
  (slug) => `/tulum-videos/party/${slug}`,
  (slug) => `/tulum-shorts/${slug}`,
  (slug) => `/photos/${slug}`,
  (slug) => `/genres/${slug}`,
  (slug) => `/feeds/clubs/${slug}/calendar.ics`,
];

/**
 * What a client making things up costs (issue 31): Cosmic calls per 1,000 made-up event URLs and
 * link-preview images, each new; and whether a flood of made-up filter values leaves the popular
 * pages in the page cache.
 */
export async function abuse() {
  console.info("\n== Made-up URLs (page cache on, metrics on)");
  const metricsPort = await freePort();
  const site = await startObservedSite({ METRICS_PORT: String(metricsPort) });
  const metrics = async () =>
    (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text().catch(() => "");
  try {
    const popular = ["/", "/tulum-party-mexico-event-calendar"];
    for (const path of popular) await (await fetch(`${site.url}${path}`)).arrayBuffer();
    const before = total(await metrics(), "cms_requests_total");
    const tag = Date.now().toString(36);
    const madeUp = (i: number) => {
      const kind = MADE_UP[i % MADE_UP.length] ?? ((slug: string) => `/event/${slug}`);
      return kind(`made-up-${tag}-${i}`);
    };
    for (let i = 0; i < 1000; i++) await (await fetch(`${site.url}${madeUp(i)}`)).arrayBuffer();
    const calls = total(await metrics(), "cms_requests_total") - before;
    line(
      "Cosmic calls per 1,000 made-up URLs",
      `${calls}`,
      `(target < 20; ${MADE_UP.length} kinds of detail page, preview image and feed)`,
    );
    const repeated = total(await metrics(), "cms_requests_total");
    for (let i = 0; i < 1000; i++) await (await fetch(`${site.url}${madeUp(i)}`)).arrayBuffer();
    line(
      "the same 1,000 asked again",
      `${total(await metrics(), "cms_requests_total") - repeated} Cosmic calls`,
      "(misses are remembered)",
    );
    // The popular pages fresh in the cache first (a stale one re-renders in the background),
    // then the flood, ten at a time, well within the pages' 15 s freshness.
    const label = async (path: string) => {
      const answer = await fetch(`${site.url}${path}`);
      await answer.arrayBuffer();
      return answer.headers.get("x-page-cache");
    };
    for (const path of popular) {
      for (let tries = 0; tries < 50 && (await label(path)) !== "hit"; tries++)
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const floodStarted = performance.now();
    for (let batch = 0; batch < 50; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          const junk = Math.random().toString(36).slice(2);
          const url = `${site.url}/tulum-party-mexico-event-calendar?when=${junk}`;
          await (await fetch(url)).arrayBuffer();
        }),
      );
    }
    const floodSeconds = (performance.now() - floodStarted) / 1000;
    let hits = 0;
    for (const path of popular) if ((await label(path)) === "hit") hits++;
    line(
      "popular pages still cached after 500 junk filter values",
      `${hits} of ${popular.length}`,
      `(target: all; flood took ${floodSeconds.toFixed(1)} s)`,
    );
  } finally {
    await site.stop();
  }
}
