import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Emulator } from "#emulator/server.ts";
import { type SiteProcess, startSiteWithEmulator } from "#scripts/harness/site-process.ts";
import { baseUrl, goto, mainJsonLd, useBrowser } from "#tests/support/browser.ts";

const EVENT = "/event/zamna-tulum-festival-opening";

describe("absolute URLs and image origins in every content mode", () => {
  const browser = useBrowser();
  let site: SiteProcess;
  let emulator: Emulator;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ site, emulator, stop } = await startSiteWithEmulator());
  });
  afterAll(() => stop?.());

  it("embedded emulator: JSON-LD image and url are absolute on the site's origin", async () => {
    const page = await browser.page();
    await goto(page, EVENT);
    const data = await mainJsonLd(page);
    expect(data.url).toBe(`${baseUrl()}${EVENT}`);
    for (const image of [data.image].flat())
      expect(image).toMatch(new RegExp(`^${baseUrl()}/media/`));
  });

  it("standalone http emulator: its media origin is allowed, and images load", async () => {
    const answer = await fetch(`${site.url}${EVENT}`);
    expect(answer.headers.get("content-security-policy")).toContain(
      `img-src 'self' data: https: ${emulator.url};`,
    );
    const page = await browser.page();
    await goto(page, EVENT, site.url);
    const data = await mainJsonLd(page);
    for (const image of [data.image].flat())
      expect(image).toMatch(new RegExp(`^${emulator.url}/media/`));
    const hero = page.locator("main article img").first();
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });
});
