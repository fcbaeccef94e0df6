/**
 * Screenshots a page of a running site in Debian's Chromium, to look at what a visitor sees.
 * Usage: node scripts/screenshot.ts http://127.0.0.1:3000/ out.png [width] [full]
 */
import { launchChromium } from "#scripts/harness/chromium.ts";

const [url = "http://127.0.0.1:3000/", out = "screenshot.png", width = "1280", full = "no"] =
  process.argv.slice(2);
const { context, close } = await launchChromium({ width: Number(width) });
const page = await context.newPage();
page.on("console", (message) => console.log(`console.${message.type()}: ${message.text()}`));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: full === "full" });
await close();
