import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SiteProcess, startSite } from "#scripts/harness/site-process.ts";
import { goto, useBrowser } from "#tests/support/browser.ts";
import { siteClock } from "#tests/support/site-clock.ts";

/**
 * Issue 67: home holds its bounds on every day of the week. The demo's dates follow the day it
 * is served, so what home lists (tonight, this weekend, featured, by club) changes with the
 * weekday: a bound that holds today may fail on a Tuesday. Each day of one week, at 21:30
 * (tonight's lists full) and at 01:30 (after midnight: the next night leads), the server's
 * clock (libfaketime) and the browser's at the same instant, in both languages, at 390 px.
 */
const WEEK = [
  "2026-12-07", // Monday
  "2026-12-08",
  "2026-12-09",
  "2026-12-10",
  "2026-12-11",
  "2026-12-12",
  "2026-12-13", // Sunday
];
const HOURS = ["21:30", "01:30"];
const PHONE = { width: 390, height: 844 };
/** Home's promise on a phone (issue 54): at most seven screens. */
const MAX_HEIGHT = 7 * PHONE.height;

const CLOCKS = WEEK.flatMap((day) => HOURS.map((hour) => `${day}T${hour}:00-05:00`));

describe.each(CLOCKS)("home at %s in Tulum", (clock) => {
  const browser = useBrowser(PHONE);
  let site: SiteProcess | undefined;
  beforeAll(async () => {
    site = await startSite(siteClock(clock));
  });
  afterAll(() => site?.stop());

  it.each([
    ["/", "more part"],
    ["/es", "más este fin de semana"],
  ])("%s is at most seven phone screens; its folded rows are one tap away", async (path, more) => {
    const page = await browser.page();
    await page.clock.install({ time: new Date(clock) });
    expect((await goto(page, path, site?.url ?? "http://site-not-started"))?.status()).toBe(200);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, `${path} at ${clock}`).toBeLessThanOrEqual(MAX_HEIGHT);
    // A full weekend folds its later rows: each one tap away, and visible after that tap.
    const folded = page.locator("section[aria-labelledby=weekend] details");
    if ((await folded.count()) === 0) return;
    const hidden = folded.locator("article").first();
    expect(await hidden.isVisible()).toBe(false);
    await folded.locator("summary", { hasText: more }).click();
    await hidden.waitFor({ state: "visible" });
  });
});
