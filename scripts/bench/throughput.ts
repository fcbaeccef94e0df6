import {
  line,
  load,
  PAGES,
  rssMb,
  siteWithBaseline,
  startObservedSite,
  staticBaseline,
  storedAnswer,
  warm,
} from "./tools.ts";

/** Cached pages whose throughput is held against a bare Node server sending the same bytes. */
const AGAINST_BARE_NODE = ["home", "event", "calendar", "club"];

export async function throughput(duration: number) {
  console.info(
    "\n== Throughput at 50 connections (page cache on, request logs and metrics on), ratio to a bare Node server (own process) of the same answer",
  );
  const { site, home, baseline } = await siteWithBaseline(duration);
  line(
    "bare Node server (home's answer from memory)",
    `${Math.round(baseline.rps)} req/s`,
    `(${(home.body.length / 1024).toFixed(1)} KB page)`,
  );
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(site.pid))), 250);
  for (const [name, path] of Object.entries(PAGES)) {
    const figures = await load(`${site.url}${path}`, 50, duration);
    const held = AGAINST_BARE_NODE.includes(name);
    // The same answer from a bare Node server, measured right after: a fair ratio per page.
    const bare = held
      ? await staticBaseline(await storedAnswer(`${site.url}${path}`), duration)
      : baseline;
    const ratio = figures.rps / bare.rps;
    line(
      `${name}`,
      `${Math.round(figures.rps)} req/s`,
      held
        ? `ratio ${ratio.toFixed(2)} to ${Math.round(bare.rps)} req/s (p99 ${bare.p99} ms) of its answer (target >= 0.8)`
        : `ratio ${ratio.toFixed(2)} to home's bytes`,
    );
    line(
      `${name} p99`,
      `${figures.p99} ms`,
      `(target < ${held ? 10 : 100} ms)  errors ${figures.errors}`,
    );
  }
  // What a browser sends: the page cache keeps each page's compressed bytes, so this is not a
  // compression per request.
  const browser = await load(`${site.url}/`, 50, duration, {
    "accept-encoding": "gzip, deflate, br",
  });
  line(
    "home, Accept-Encoding: gzip, deflate, br",
    `${Math.round(browser.rps)} req/s`,
    `ratio ${(browser.rps / baseline.rps).toFixed(2)}, p99 ${browser.p99} ms, errors ${browser.errors}`,
  );
  clearInterval(sampler);
  line("server RSS under load (peak)", `${peakRss.toFixed(0)} MB`, "(target <= 350 MB)");
  await site.stop();

  console.info("\n== Page cache off (every request renders)");
  const uncached = await startObservedSite({ PAGE_CACHE: "off" });
  await warm(uncached);
  const off = await load(`${uncached.url}/`, 50, duration);
  line(
    "home, page cache off",
    `${Math.round(off.rps)} req/s`,
    `ratio ${(off.rps / baseline.rps).toFixed(2)}, p99 ${off.p99} ms`,
  );
  await uncached.stop();
}
