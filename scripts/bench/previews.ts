import { line, PAGES, percentile, startObservedSite } from "./tools.ts";

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** The preview image a page names in its head (og:image), as a path. */
async function previewOf(pageUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const page = await (await fetch(pageUrl, { headers })).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1];
  if (!image) throw new Error(`${pageUrl}: no og:image`);
  const url = new URL(image.replaceAll("&amp;", "&"));
  return `${url.pathname}${url.search}`;
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
    const slugs = [...new Set([...calendar.matchAll(/href="\/event\/([\w-]+)"/g)].map((m) => m[1]))]
      .slice(0, 12)
      .filter((slug): slug is string => slug !== undefined);
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
    // A shared plan's card (issue 64): what one drawing costs beside one page's render, the
    // ratio the render allowance charges it (PREVIEW_IMAGE_COST in server/pages/render-cost.ts).
    const pages: number[] = [];
    const plans: number[] = [];
    for (let start = 0; start + 3 <= slugs.length; start += 3) {
      const plan = `/plan?e=${slugs
        .slice(start, start + 3)
        .sort()
        .join(".")}`;
      pages.push(await timed(`${site.url}${plan}`));
      plans.push(await timed(`${site.url}${await previewOf(`${site.url}${plan}`)}`));
    }
    const whole = `/plan?e=${[...slugs].sort().join(".")}`;
    await timed(`${site.url}${whole}`);
    const twelve = await timed(`${site.url}${await previewOf(`${site.url}${whole}`)}`);
    const ratio = percentile(plans, 0.5) / percentile(pages, 0.5);
    line(
      `plan card, cold (${plans.length} plans of 3; one of ${slugs.length})`,
      `median ${percentile(plans, 0.5).toFixed(0)} ms (${ratio.toFixed(1)} x the plan page's render), ${slugs.length} parties ${twelve.toFixed(0)} ms`,
      "charged 5 renders",
    );
    await previewFlood(site.url, slugs);
    line(
      "preview card, warm hit (200 requests)",
      `median ${percentile(warm, 0.5).toFixed(2)} ms, p99 ${percentile(warm, 0.99).toFixed(2)} ms`,
      "< 5 ms",
    );
  } finally {
    await site.stop();
  }
}

/** The plans of three among `slugs`, each in its one spelling. */
function* triples(slugs: readonly string[]): Generator<string> {
  const sorted = [...slugs].sort();
  for (let a = 0; a < sorted.length; a++)
    for (let b = a + 1; b < sorted.length; b++)
      for (let c = b + 1; c < sorted.length; c++)
        yield `/plan?e=${sorted[a]}.${sorted[b]}.${sorted[c]}`;
}

/**
 * Issue 64: one address drawing new plan cards as fast as its allowance lets it (two at a time,
 * each a plan nobody asked for), beside a visitor at another address reading cached pages.
 * Target: the visitor's median within twice its time alone.
 */
async function previewFlood(siteUrl: string, slugs: readonly string[]): Promise<void> {
  const cachedPages = Object.values(PAGES).filter((path) => !path.includes("?"));
  for (const path of [...cachedPages, ...cachedPages]) await fetch(`${siteUrl}${path}`);
  const read = async (until: number) => {
    const times: number[] = [];
    for (let i = 0; performance.now() < until; i++) {
      const started = performance.now();
      const answer = await fetch(`${siteUrl}${cachedPages[i % cachedPages.length]}`, {
        headers: { "x-forwarded-for": "10.5.0.2" },
      });
      await answer.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return times;
  };
  const alone = await read(performance.now() + 5000);
  const plans = triples(slugs);
  const statuses = new Map<number, number>();
  const end = performance.now() + 10_000;
  const flooder = { "x-forwarded-for": "10.5.0.1" };
  const draw = async () => {
    for (let plan = plans.next(); !plan.done && performance.now() < end; plan = plans.next()) {
      // A plan page refused as busy names no image: that plan is skipped.
      const image = await previewOf(`${siteUrl}${plan.value}`, flooder).catch(() => null);
      if (!image) continue;
      const card = await fetch(`${siteUrl}${image}`, { headers: flooder });
      await card.arrayBuffer();
      statuses.set(card.status, (statuses.get(card.status) ?? 0) + 1);
    }
  };
  const [beside] = await Promise.all([read(end), draw(), draw()]);
  const ratio = percentile(beside, 0.5) / percentile(alone, 0.5);
  line(
    "plan cards from one address (10 s), visitor's cached pages",
    `median ${percentile(alone, 0.5).toFixed(1)} ms alone, ${percentile(beside, 0.5).toFixed(1)} ms beside (${ratio.toFixed(2)} x); cards ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(", ")}`,
    "<= 2 x",
  );
}
