import { launchChromium } from "#tests/support/chromium.ts";
import { firstLoad, sizesOf } from "#tests/support/first-load-js.ts";

const { context, close } = await launchChromium({ width: 390 });
const page = await context.newPage();
const r = await firstLoad(
  page,
  process.argv[2] ?? "http://127.0.0.1:3202/tulum-party-mexico-event-calendar",
);
console.log("total", r.gzip, r.brotli);
for (const s of r.scripts) console.log(sizesOf([s]).gzip, s);
await close();
