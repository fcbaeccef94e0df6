import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "#scripts/harness/chromium.ts";
import { builtCheckout } from "./paired.ts";
import { line, PAGES, percentile, startObservedSite, warm } from "./tools.ts";

const LIGHTHOUSE_PAGES = ["home", "event"];

/**
 * npm run bench -- --paired-lighthouse COMMIT [--rounds 5]: Lighthouse mobile (its default 4x CPU
 * throttling) on home and the event page of COMMIT's build and of this working tree's, served
 * side by side on the demo content and run alternately; the medians of the rounds compare them
 * (one run of each swings by 20 points on a shared machine).
 */
export async function pairedLighthouse(commit: string, rounds: number) {
  console.info(
    `\n== Paired Lighthouse: ${commit} and the working tree, ${rounds} alternating rounds`,
  );
  const builds: [string, string | undefined][] = [
    [commit.slice(0, 12), builtCheckout(commit)],
    ["working tree", undefined],
  ];
  const sites = await Promise.all(
    builds.map(async ([label, root]) => {
      const site = await startObservedSite({}, root);
      await warm(site);
      return { label, site };
    }),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const figures = new Map<string, { score: number[]; tbt: number[] }>();
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const name of LIGHTHOUSE_PAGES) {
        for (const { label, site } of sites) {
          const result = await lighthouse(`${site.url}${PAGES[name] ?? "/"}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance"],
          });
          const lhr = result?.lhr;
          if (!lhr || lhr.runtimeError) continue;
          const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
          const tbt = Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0);
          const key = `${label} · ${name}`;
          const kept = figures.get(key) ?? { score: [], tbt: [] };
          kept.score.push(score);
          kept.tbt.push(tbt);
          figures.set(key, kept);
          line(`round ${round}, ${key}`, `performance ${score}`, `TBT ${tbt} ms`);
        }
      }
    }
  } finally {
    await chrome.kill();
    await Promise.all(sites.map(({ site }) => site.stop()));
  }
  console.info("\nMedian of the rounds:");
  for (const name of LIGHTHOUSE_PAGES) {
    for (const { label } of sites) {
      const key = `${label} · ${name}`;
      const kept = figures.get(key) ?? { score: [], tbt: [] };
      line(
        key,
        `performance ${percentile(kept.score, 0.5)}`,
        `TBT ${percentile(kept.tbt, 0.5)} ms (rounds ${kept.tbt.join(", ")})`,
      );
    }
  }
}
