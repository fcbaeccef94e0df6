import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Emulator, startEmulator } from "#emulator/server.ts";
import { DEMO_BUCKET } from "#scripts/harness/emulator-env.ts";
import { type SiteProcess, startSite } from "#scripts/harness/site-process.ts";

const READ_KEY = "secret-read-key-7d1f0c2b9e";
let emulator: Emulator;
let site: SiteProcess;

beforeAll(async () => {
  // A "hosted" bucket: a standalone emulator whose faults the test controls: the site is configured with slug and key, as in production.
  emulator = await startEmulator({
    bucketFile: DEMO_BUCKET,
    readKey: READ_KEY,
    bucketSlug: "hosted-bucket",
  });
  emulator.faults.outage = true;
  site = await startSite({
    COSMIC_API_URL: emulator.apiUrl,
    COSMIC_BUCKET_SLUG: "hosted-bucket",
    COSMIC_READ_KEY: READ_KEY,
  });
});
afterAll(async () => {
  await site?.stop();
  await emulator?.close();
});

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

describe("a site on a configured bucket", () => {
  it("answers a 503 page with Retry-After while the CMS is down and nothing is cached", async () => {
    const response = await fetch(`${site.url}/event/day-zero-tulum-jungle`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("We are having trouble loading this page");
    expect(html).not.toMatch(/CmsError|at fetchObjects|\.ts:\d+/);
    emulator.faults.outage = false;
  });

  it("never says a club has no parties when they could not be read; its feed answers 503", async () => {
    emulator.faults.failingTypes = ["parties", "mini-parties"];
    try {
      const page = await fetch(`${site.url}/tulum-clubs/papaya-playa-tulum`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("could not be loaded just now");
      expect(html).not.toContain("No parties announced here yet.");
      // Kept briefly (a CDN a minute at most), never a day of stale-if-error.
      expect(page.headers.get("cache-control")).toContain("s-maxage=60");
      expect(page.headers.get("cache-control")).not.toContain("stale-if-error=86400");
      const feed = await fetch(`${site.url}/feeds/clubs/papaya-playa-tulum/calendar.ics`);
      expect(feed.status).toBe(503);
      expect(feed.headers.get("retry-after")).toBe("30");
      expect(await feed.text()).not.toContain("BEGIN:VCALENDAR");
    } finally {
      emulator.faults.failingTypes = [];
    }
    // Once Cosmic answers, the page is whole again.
    await expect
      .poll(async () => await (await fetch(`${site.url}/tulum-clubs/papaya-playa-tulum`)).text())
      .not.toContain("could not be loaded just now");
  });

  it("serves pages from a configured bucket", async () => {
    const response = await fetch(`${site.url}/event/zamna-tulum-festival-opening`);
    expect(response.status).toBe(200);
    await expect.poll(() => site.output()).toContain('Cosmic bucket \\"hosted-bucket\\"');
  });

  it("appears in no HTML response, loader data response or client asset", async () => {
    for (const path of [
      "/",
      "/?page=2",
      "/event/zamna-tulum-festival-opening",
      "/event/missing",
      "/event/zamna-tulum-festival-opening.data",
    ]) {
      const body = await (await fetch(`${site.url}${path}`)).text();
      expect(body, path).not.toContain(READ_KEY);
      expect(body, path).not.toContain("read_key");
    }
    const assets = files(resolve(import.meta.dirname, "../../build/client"));
    expect(assets.length).toBeGreaterThan(5);
    for (const file of assets) expect(readFileSync(file, "utf8"), file).not.toContain(READ_KEY);
  });
});
