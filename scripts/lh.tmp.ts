import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "#tests/support/chromium.ts";

const url = process.argv[2] ?? "http://127.0.0.1:3201/";
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});
for (let i = 0; i < 8; i++) {
  const r = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const lhr = r!.lhr;
  console.log(
    "P",
    lhr.categories.performance.score,
    "TBT",
    lhr.audits["total-blocking-time"].numericValue,
  );
  const items = (a: string) =>
    (lhr.audits[a]?.details as { items?: Record<string, unknown>[] })?.items ?? [];
  console.log(
    "breakdown",
    items("mainthread-work-breakdown")
      .map((x) => `${x.groupLabel}:${Math.round(Number(x.duration))}`)
      .join(" "),
  );
  console.log(
    "bootup",
    items("bootup-time")
      .slice(0, 5)
      .map(
        (x) =>
          `${String(x.url).split("/").pop()}:${Math.round(Number(x.total))}/${Math.round(Number(x.scripting))}`,
      )
      .join(" "),
  );
  console.log(
    "long",
    items("long-tasks")
      .map(
        (x) =>
          `${String(x.url).split("/").pop()}@${Math.round(Number(x.startTime))}:${Math.round(Number(x.duration))}`,
      )
      .join(" "),
  );
  console.log("dom", lhr.audits["dom-size"]?.numericValue);
}
chrome.kill();
