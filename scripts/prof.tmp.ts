import { launchChromium } from "#tests/support/chromium.ts";

const url = process.argv[2] ?? "http://127.0.0.1:3202/";
const { context, close } = await launchChromium({ width: 390 });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(1500);
const { profile } = await cdp.send("Profiler.stop");
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas ?? [];
(profile.samples ?? []).forEach((id, i) => {
  const n = byId.get(id)!;
  const f = n.callFrame;
  const key = `${f.functionName || "(anon)"} ${f.url.split("/").pop()}:${f.lineNumber}:${f.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
});
console.log(
  [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, v]) => `${v.toFixed(0).padStart(5)} ${k}`)
    .join("\n"),
);
await close();
