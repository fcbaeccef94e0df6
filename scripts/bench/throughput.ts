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
export const AGAINST_BARE_NODE = ["home", "event", "calendar", "club"];

/** What a browser sends: the page cache answers these with its kept brotli bytes. */
export const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br" };

/**
 * A cached page's throughput at 50 connections, then the same answer's (the same headers and
 * bytes, in the same encoding) from a bare Node server measured right after: a fair ratio.
 */
export async function heldAgainstBare(
  siteUrl: string,
  path: string,
  duration: number,
  headers: Record<string, string> = {},
) {
  const figures = await load(`${siteUrl}${path}`, 50, duration, headers);
  const encoding = headers["accept-encoding"] ? "br" : "identity";
  const bare = await staticBaseline(
    await storedAnswer(`${siteUrl}${path}`, encoding),
    duration,
    headers,
  );
  return { ...figures, bare, ratio: figures.rps / bare.rps };
}

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
    const held = AGAINST_BARE_NODE.includes(name);
    const figures = held
      ? await heldAgainstBare(site.url, path, duration)
      : { ...(await load(`${site.url}${path}`, 50, duration)), bare: baseline };
    const ratio = figures.rps / figures.bare.rps;
    line(
      `${name}`,
      `${Math.round(figures.rps)} req/s`,
      held
        ? `ratio ${ratio.toFixed(2)} to ${Math.round(figures.bare.rps)} req/s (p99 ${figures.bare.p99} ms) of its answer (target >= 0.8)`
        : `ratio ${ratio.toFixed(2)} to home's bytes`,
    );
    line(
      `${name} p99`,
      `${figures.p99} ms`,
      `(target < ${held ? 10 : 100} ms)  errors ${figures.errors}`,
    );
  }
  // What a browser sends: the page cache keeps each page's compressed bytes, so this is not a
  // compression per request. Held against a bare server sending the same brotli bytes.
  for (const name of AGAINST_BARE_NODE) {
    const figures = await heldAgainstBare(
      site.url,
      PAGES[name] ?? "/",
      duration,
      BROWSER_ENCODINGS,
    );
    line(
      `${name}, brotli`,
      `${Math.round(figures.rps)} req/s`,
      `ratio ${figures.ratio.toFixed(2)} to ${Math.round(figures.bare.rps)} req/s of its brotli answer (target >= 0.8), p99 ${figures.p99} ms, errors ${figures.errors}`,
    );
  }
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
