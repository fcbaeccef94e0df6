/**
 * npm run bench [-- --scale 10] [-- --quick] [-- --only javascript,lighthouse,previews,search,flood]
 * npm run bench -- --paired COMMIT [--rounds 3]: cached pages of COMMIT's build and this working
 * tree's in alternating runs (scripts/bench/paired.ts).
 * npm run bench -- --paired-lighthouse COMMIT [--rounds 5]: Lighthouse on home and the event page
 * of both builds, alternated (scripts/bench/paired-lighthouse.ts).
 * Builds nothing: run `npm run build` first. Prints figures next to their targets; exits 0.
 * The machine is shared and noisy, so throughput is compared as a ratio to a static server
 * measured in the same run.
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { type Emulator, startEmulator } from "#emulator/server.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium } from "#scripts/harness/chromium.ts";
import { DEMO_BUCKET } from "#scripts/harness/emulator-env.ts";
import {
  FIRST_LOAD_BUDGET,
  FIRST_LOAD_RESERVE,
  firstLoad,
  isShellChunk,
  kilobytes,
  sizesOf,
} from "#scripts/harness/first-load-js.ts";
import { SPANISH_TEMPLATE_PATHS, TEMPLATE_PATHS } from "#scripts/harness/templates.ts";
import { abuse } from "./bench/abuse.ts";
import { flood } from "./bench/flood.ts";
import { paired } from "./bench/paired.ts";
import { pairedLighthouse } from "./bench/paired-lighthouse.ts";
import { previews } from "./bench/previews.ts";
import { scaleAtLatency } from "./bench/scale.ts";
import { serverTime, serverTimings } from "./bench/server-time.ts";
import { throughput } from "./bench/throughput.ts";
import {
  line,
  load,
  PAGES,
  percentile,
  rssMb,
  scaledBucket,
  siteWithBaseline,
  startObservedSite,
  TEMPLATES,
  warm,
} from "./bench/tools.ts";

const { values } = parseArgs({
  options: {
    scale: { type: "string", default: "1" },
    paired: { type: "string" },
    "paired-lighthouse": { type: "string" },
    rounds: { type: "string", default: "3" },
    quick: { type: "boolean", default: false },
    only: {
      type: "string",
      default:
        "server,throughput,social,abuse,flood,javascript,lighthouse,previews,scale,search,soak",
    },
  },
});
const SCALE = Math.max(1, Number(values.scale) || 1);
const DURATION = values.quick ? 3 : 8;

const randomToken = () => Math.random().toString(36).slice(2, 14);

/** What Instagram, Facebook and Google Ads links add: a new tracking value per visitor. */
const TRACKING: Record<string, (path: string) => string> = {
  fbclid: (path) => `${path}${path.includes("?") ? "&" : "?"}fbclid=${randomToken()}`,
  "random utm_*": (path) =>
    `${path}${path.includes("?") ? "&" : "?"}utm_source=ig&utm_medium=social&utm_campaign=${randomToken()}&utm_content=${randomToken()}`,
};

/** Paths nobody asked for twice: tracking noise, junk parameters, unknown slugs, searches. */
function junkPath(count: number): string {
  const token = `${count}-${randomToken()}`;
  switch (count % 5) {
    case 0:
      return `/?fbclid=${token}`;
    case 1:
      return `/event/zamna-tulum-festival-opening?utm_campaign=${token}&x=${token}`;
    case 2:
      return `/tulum-party-mexico-event-calendar?${token}=1&page=${token}`;
    case 3:
      return `/search?q=${token}`;
    default:
      return `/blog?page=${(count % 40) + 1}&gclid=${token}`;
  }
}

async function socialTraffic() {
  console.info(
    "\n== Social traffic: every request carries a new tracking parameter (50 connections, page cache on)",
  );
  const { site, baseline } = await siteWithBaseline(DURATION);
  line("bare Node server (home's answer from memory)", `${Math.round(baseline.rps)} req/s`);
  for (const [tracking, addTracking] of Object.entries(TRACKING)) {
    for (const name of ["home", "event", "calendar"]) {
      const path = PAGES[name] ?? "/";
      const figures = await load(`${site.url}${path}`, 50, DURATION, {}, () => addTracking(path));
      line(
        `${name}, new ${tracking} per request`,
        `${Math.round(figures.rps)} req/s`,
        `ratio ${(figures.rps / baseline.rps).toFixed(2)} (target >= 0.5), p99 ${figures.p99} ms (target < 50), errors ${figures.errors}`,
      );
    }
  }
  await site.stop();

  const junk = values.quick ? 4000 : 20_000;
  const fresh = await startObservedSite({});
  await warm(fresh);
  const before = rssMb(fresh.pid);
  let sent = 0;
  let failures = 0;
  // Ten at a time, so the figure is about what the caches keep, not about a request queue.
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (sent < junk) {
        const answer = await fetch(`${fresh.url}${junkPath(sent++)}`, { redirect: "manual" });
        await answer.arrayBuffer();
        if (answer.status >= 500) failures++;
      }
    }),
  );
  line(
    `RSS after ${junk} distinct junk URLs`,
    `${rssMb(fresh.pid).toFixed(0)} MB`,
    `(target <= 350 MB; ${before.toFixed(0)} MB before; ${failures} answers >= 500)`,
  );
  await fresh.stop();
}

async function javascript() {
  console.info(
    "\n== First-load JavaScript per template: what Chromium fetches until the network is idle (gzip / brotli), and the page's HTML",
  );
  const site = await startObservedSite({});
  const { context, close } = await launchChromium({ width: 390 });
  try {
    // Each template in English and under /es/ (the page's language catalog counts).
    for (const paths of [TEMPLATE_PATHS, SPANISH_TEMPLATE_PATHS]) {
      let largest = { path: "", gzip: 0, brotli: 0 };
      let largestHtml = { path: "", bytes: 0 };
      let shell = 0;
      for (const path of paths) {
        const html = await (await fetch(`${site.url}${path}`)).arrayBuffer();
        const page = await context.newPage();
        const loaded = await firstLoad(page, `${site.url}${path}`);
        await page.close();
        line(
          path,
          `${kilobytes(loaded.gzip)} / ${kilobytes(loaded.brotli)}`,
          `HTML ${kilobytes(html.byteLength)}, ${loaded.scripts.length} scripts`,
        );
        shell = sizesOf(loaded.scripts.filter(isShellChunk)).gzip;
        if (loaded.gzip > largest.gzip) largest = { path, ...loaded };
        if (html.byteLength > largestHtml.bytes) largestHtml = { path, bytes: html.byteLength };
      }
      line(
        `largest of ${paths.length} templates`,
        `${kilobytes(largest.gzip)} / ${kilobytes(largest.brotli)}`,
        `(target <= ${kilobytes(FIRST_LOAD_BUDGET.gzip)} / ${kilobytes(FIRST_LOAD_BUDGET.brotli)}) ${largest.path}`,
      );
      line(
        "the shell chunk (every page)",
        kilobytes(shell),
        `(landing templates keep ${kilobytes(FIRST_LOAD_RESERVE.gzip)} under the budget)`,
      );
      line(
        "largest HTML",
        kilobytes(largestHtml.bytes),
        `${largestHtml.path} (target: home < 100 KB)`,
      );
    }
  } finally {
    await close();
    await site.stop();
  }
}

async function lighthouseScores() {
  console.info("\n== Lighthouse mobile (Debian Chromium)");
  const site = await startObservedSite({});
  await warm(site);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    // Lighthouse varies from run to run on a shared machine: each page runs several times and
    // the run with the median performance score is reported, next to every run's score.
    const runs = values.quick ? 1 : 3;
    for (const name of ["home", "today", "event", "club", "event (es)"]) {
      const reports: RunnerResult["lhr"][] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${site.url}${PAGES[name]}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (result?.lhr.runtimeError)
          console.info(`${name}: run failed, ${result.lhr.runtimeError.code}`);
        else if (result) reports.push(result.lhr);
      }
      const performance = (lhr: RunnerResult["lhr"]) => lhr.categories.performance?.score ?? 0;
      reports.sort((a, b) => performance(a) - performance(b));
      const lhr = reports[Math.floor(reports.length / 2)];
      if (!lhr) continue;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      line(
        `${name} (median of ${reports.length} runs)`,
        `P ${score("performance")} A ${score("accessibility")} BP ${score("best-practices")} SEO ${score("seo")}`,
        `(target P >= 95, others 100) runs: P ${reports.map((r) => Math.round(performance(r) * 100)).join(", ")}`,
      );
      line(
        `${name} FCP / LCP / TBT / CLS`,
        `${Math.round(audit("first-contentful-paint"))} / ${Math.round(audit("largest-contentful-paint"))} / ${Math.round(audit("total-blocking-time"))} ms / ${audit("cumulative-layout-shift").toFixed(3)}`,
      );
    }
  } finally {
    chrome.kill();
    await site.stop();
  }
}

/** The templates issue 40 holds to "within 1.25x of the demo" at a hundred times its size. */
const HELD_AT_SCALE = new Set(["home", "event", "calendar", "club", "dj", "brand"]);

async function scale(factor: number) {
  const samples = values.quick ? 20 : 40;
  console.info(
    `\n== Server time, HTML and RSS at scale 1 and ${factor} (five years of history; page cache off; median Server-Timing of ${samples} requests taken in turns after a warm-up)`,
  );
  // Each site reads its own emulator in this process, as a site reads Cosmic: the bucket is not
  // in the site's memory, so its RSS is the site's own.
  const emulatorFor = (bucketFile: string) =>
    startEmulator({ bucketFile, readKey: "scale-read-key", bucketSlug: "scale" });
  const siteFor = (emulator: Emulator) =>
    startObservedSite({
      PAGE_CACHE: "off",
      COSMIC_API_URL: emulator.apiUrl,
      COSMIC_BUCKET_SLUG: "scale",
      COSMIC_READ_KEY: "scale-read-key",
    });
  const cosmic = {
    small: await emulatorFor(DEMO_BUCKET),
    large: await emulatorFor(scaledBucket(factor, "spread")),
  };
  const small = await siteFor(cosmic.small);
  const large = await siteFor(cosmic.large);
  await warm(small);
  await warm(large);
  const answer = async (url: string) => {
    const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const bytes = (await response.arrayBuffer()).byteLength;
    return { ms: serverTimings(response.headers.get("server-timing")).app ?? Number.NaN, bytes };
  };
  for (const [name, path] of Object.entries(TEMPLATES)) {
    const times = { small: [] as number[], large: [] as number[] };
    const bytes = { small: 0, large: 0 };
    // Taken in turns, so a burst of other work on this shared machine slows both alike.
    for (let i = 0; i < 5 + samples; i++) {
      const a = await answer(`${small.url}${path}`);
      const b = await answer(`${large.url}${path}`);
      bytes.small = a.bytes;
      bytes.large = b.bytes;
      if (i < 5) continue;
      times.small.push(a.ms);
      times.large.push(b.ms);
    }
    const [a, b] = [percentile(times.small, 0.5), percentile(times.large, 0.5)];
    const held = HELD_AT_SCALE.has(name) ? " (target <= 1.25)" : "";
    line(
      name,
      `${a.toFixed(1)} ms -> ${b.toFixed(1)} ms`,
      `time ${(b / a).toFixed(2)}, HTML ${(bytes.large / bytes.small).toFixed(2)}${held}; ${(bytes.small / 1024).toFixed(0)} -> ${(bytes.large / 1024).toFixed(0)} KB`,
    );
  }
  const [rssSmall, rssLarge] = [rssMb(small.pid), rssMb(large.pid)];
  line(
    "RSS after every template",
    `${rssSmall.toFixed(0)} MB -> ${rssLarge.toFixed(0)} MB`,
    `ratio ${(rssLarge / rssSmall).toFixed(2)} (target <= 1.25)`,
  );
  const index = await (await fetch(`${large.url}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) =>
    loc.replace(/^https?:\/\/[^/]+/, large.url),
  );
  let largest = 0;
  for (const file of files)
    largest = Math.max(largest, ((await (await fetch(file)).text()).match(/<url>/g) ?? []).length);
  line(
    `sitemap at scale ${factor}`,
    `${files.length} files`,
    `largest ${largest} URLs (1,000 pages a file, each in two languages; the protocol allows 50,000)`,
  );
  await small.stop();
  await large.stop();
  await cosmic.small.close();
  await cosmic.large.close();
}

/** The search index's figures, taken by vitest inside the app's module graph. */
function searchFigures() {
  const run = spawnSync(
    process.execPath,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--config",
      "scripts/bench/vitest.config.ts",
      "--reporter=dot",
    ],
    {
      encoding: "utf8",
      env: { ...process.env, TZ: "America/Cancun", NODE_OPTIONS: "--expose-gc" },
    },
  );
  const figures = run.stdout
    .split("\n")
    .filter((text) => text.startsWith("==") || / {2,}/.test(text) || text.trim() === "");
  console.info(figures.join("\n").trim() ? `\n${figures.join("\n").trim()}` : run.stdout);
  if (run.status !== 0) console.info(`search figures failed:\n${run.stderr}`);
}

async function soak() {
  const seconds = values.quick ? 10 : 60;
  console.info(`\n== Soak: ${seconds} s at 100 connections over the four pages`);
  const site = await startObservedSite({});
  await warm(site);
  // The heap grows to its working size in the first seconds under load; that is warming, not a
  // trend, so the samples start after a warm-up load.
  const warmUp = values.quick ? 3 : 15;
  await Promise.all(Object.values(PAGES).map((path) => load(`${site.url}${path}`, 25, warmUp)));
  line(
    "RSS after warm-up load",
    `${rssMb(site.pid).toFixed(0)} MB`,
    `(${warmUp} s at 100 connections)`,
  );
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(site.pid)), 5000);
  const results = await Promise.all(
    Object.values(PAGES).map((path) => load(`${site.url}${path}`, 25, seconds)),
  );
  clearInterval(sampler);
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  const requests = results.reduce((sum, r) => sum + r.rps * seconds, 0);
  line("requests / errors", `${Math.round(requests)} / ${errors}`, "(target 0 errors)");
  const half = Math.floor(samples.length / 2);
  const avg = (list: number[]) => list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);
  line("RSS samples (MB, every 5 s)", samples.map((s) => s.toFixed(0)).join(" "));
  line(
    "RSS trend (second half minus first half)",
    `${(avg(samples.slice(half)) - avg(samples.slice(0, half))).toFixed(1)} MB`,
    "(target: no growth)",
  );
  await site.stop();
}

console.info(
  `Benchmark on ${new Date().toISOString()}; ${DURATION} s per load run${SCALE > 1 ? `; scale ${SCALE}` : ""}`,
);
if (values["paired-lighthouse"]) {
  await pairedLighthouse(values["paired-lighthouse"], Math.max(1, Number(values.rounds) || 5));
} else if (values.paired) {
  await paired(values.paired, Math.max(1, Number(values.rounds) || 3), DURATION);
} else if (SCALE > 1) {
  await scale(SCALE);
} else {
  const only = new Set(values.only.split(","));
  if (only.has("server")) await serverTime(values.quick);
  if (only.has("throughput")) await throughput(DURATION);
  if (only.has("social")) await socialTraffic();
  if (only.has("abuse")) await abuse();
  if (only.has("flood")) await flood(values.quick ? 10 : 30);
  if (only.has("javascript")) await javascript();
  if (only.has("lighthouse")) await lighthouseScores();
  if (only.has("previews")) await previews();
  if (only.has("scale")) {
    await scale(10);
    await scaleAtLatency(values.quick ? [1, 10] : [1, 10, 100]);
  }
  if (only.has("search")) searchFigures();
  if (only.has("soak")) await soak();
}
