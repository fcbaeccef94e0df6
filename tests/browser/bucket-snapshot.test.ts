import { mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Emulator, startEmulator } from "#emulator/server.ts";
import { DEMO_BUCKET } from "#scripts/harness/emulator-env.ts";
import {
  fetchAnswer,
  freePort,
  type SiteProcess,
  startSite,
} from "#scripts/harness/site-process.ts";
import { goto, seriousAxeViolations, useBrowser } from "#tests/support/browser.ts";
import { bucketPull } from "#tests/support/bucket-pull.ts";

const READ_KEY = "snapshot-test-read-key";
const BUCKET_SLUG = "hosted-bucket";
const NOTICE = "You are reading a saved copy of the guide";
const COLD_PAGES = ["/", "/event/zamna-tulum-festival-opening", "/tulum-clubs/papaya-playa-tulum"];

/** The "hosted" bucket: an emulator on a fixed port, so it can stop and come back. */
function hostedBucket(port: number, mediaBaseUrl?: string): Promise<Emulator> {
  return startEmulator({
    bucketFile: DEMO_BUCKET,
    readKey: READ_KEY,
    bucketSlug: BUCKET_SLUG,
    port,
    mediaBaseUrl,
  });
}

/** A snapshot of the demo bucket taken with bucket:pull, media files included. */
async function pullSnapshot(emulator: Emulator): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), "snapshot-"));
  const file = join(folder, "bucket.json");
  const { code, stderr } = await bucketPull(emulator, READ_KEY, [
    "--out",
    file,
    "--media",
    join(folder, "media"),
    "--rate",
    "50",
  ]);
  if (code !== 0) throw new Error(`bucket:pull failed: ${stderr}`);
  return file;
}

async function get(site: SiteProcess, path: string) {
  const { body, ...answer } = await fetchAnswer(`${site.url}${path}`);
  return { ...answer, html: body };
}

describe("CONTENT_FALLBACK_FILE: the last snapshot answers while Cosmic is down", () => {
  const browser = useBrowser();
  let port: number;
  let hosted: Emulator | undefined;
  let site: SiteProcess;
  let snapshot: string;

  beforeAll(async () => {
    port = await freePort();
    hosted = await hostedBucket(port);
    snapshot = await pullSnapshot(hosted);
    await hosted.close();
    hosted = undefined;
    site = await startSite({
      COSMIC_API_URL: `http://127.0.0.1:${port}/v3`,
      COSMIC_BUCKET_SLUG: BUCKET_SLUG,
      COSMIC_READ_KEY: READ_KEY,
      CONTENT_FALLBACK_FILE: snapshot,
    });
  });
  afterAll(async () => {
    await site?.stop();
    await hosted?.close();
  });

  it("a site started while Cosmic is down answers 200 from the snapshot, saying so", async () => {
    for (const path of COLD_PAGES) {
      const { status, headers, html } = await get(site, path);
      expect(status, path).toBe(200);
      expect(headers.get("x-content-source"), path).toBe("snapshot");
      expect(headers.get("warning"), path).toContain("110");
      // Nobody keeps a page from the snapshot for more than a minute.
      expect(headers.get("cache-control"), path).toBe("public, max-age=0, s-maxage=60");
      expect(html, path).toContain(NOTICE);
    }
    // A value the page ignored keeps its no-store: the snapshot shortens, never loosens.
    const ignored = await get(site, "/tulum-party-mexico-event-calendar?when=someday");
    expect(ignored.headers.get("x-content-source")).toBe("snapshot");
    expect(ignored.headers.get("cache-control")).toBe("no-store");
    const event = await get(site, COLD_PAGES[1] ?? "");
    expect(event.html).toContain("Zamna Tulum");
    // Files pulled with --media are served by the site itself.
    const image = event.html.match(/\/media\/[\w.-]+\.svg/)?.[0];
    expect(image).toBeDefined();
    expect((await fetch(`${site.url}${image}`)).status).toBe(200);
    await expect.poll(() => site.output()).toContain("answering from the snapshot taken");
  });

  it("in the browser: the notice is shown, hydrates cleanly and stays on client navigation", async () => {
    const page = await browser.page();
    await goto(page, COLD_PAGES[1] ?? "", site.url);
    await expect.poll(() => page.getByTestId("snapshot-notice").isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('a[href="/tulum-clubs"]:visible').first().click();
    await page.waitForURL(`${site.url}/tulum-clubs`);
    await expect.poll(() => page.getByTestId("snapshot-notice").isVisible()).toBe(true);
  });

  it("serves a newer snapshot once bucket:pull renames it into place", async () => {
    const newer = z
      .object({ objects: z.array(z.object({ slug: z.string(), title: z.string() }).loose()) })
      .loose()
      .parse(JSON.parse(readFileSync(snapshot, "utf8")));
    for (const object of newer.objects) {
      if (object.slug === "zamna-tulum-festival-opening") object.title = "Zamna Opening, re-pulled";
    }
    newer.pulled_at = "2026-01-02T15:00:00.000Z";
    writeFileSync(`${snapshot}.tmp`, JSON.stringify(newer));
    renameSync(`${snapshot}.tmp`, snapshot);
    // Pages from the snapshot live up to a minute in the page cache; fresh for 5 seconds.
    await expect
      .poll(async () => (await get(site, COLD_PAGES[1] ?? "")).html, {
        timeout: 25_000,
        interval: 500,
      })
      .toContain("Zamna Opening, re-pulled");
    expect((await get(site, COLD_PAGES[1] ?? "")).html).toMatch(
      /saved copy of the guide from (<!-- -->)?Friday, January 2nd/,
    );
    await expect
      .poll(() => site.output())
      .toContain("content: snapshot reloaded (taken 2026-01-02T15:00:00.000Z)");
  }, 40_000);

  it("a missing party is still a 404, not a snapshot page", async () => {
    expect((await get(site, "/event/no-such-party")).status).toBe(404);
  });

  it("switches to live content once Cosmic answers again, without a restart", async () => {
    hosted = await hostedBucket(port);
    const deadline = Date.now() + 40_000;
    const live = new Set<string>();
    while (live.size < COLD_PAGES.length && Date.now() < deadline) {
      for (const path of COLD_PAGES) {
        const { status, headers, html } = await get(site, path);
        if (status === 200 && !headers.get("x-content-source") && !html.includes(NOTICE)) {
          live.add(path);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect([...live].sort()).toEqual([...COLD_PAGES].sort());
    expect(hosted.requests.some((request) => request.status === 200)).toBe(true);
    await expect.poll(() => site.output()).toContain("Cosmic answers again");
  }, 60_000);
});

describe("round trip: a bucket pulled from the embedded emulator", () => {
  const sites: SiteProcess[] = [];
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.stop()));
  });

  it("serves the same pages as the bucket it came from", async () => {
    // Media at /media, as the embedded site serves its bucket.
    const source = await hostedBucket(await freePort(), "/media");
    const snapshot = await pullSnapshot(source);
    await source.close();
    const siteUrl = "https://guide.example";
    const original = await startSite({ SITE_URL: siteUrl });
    sites.push(original);
    const copy = await startSite({ SITE_URL: siteUrl, CONTENT_BUCKET_FILE: snapshot });
    sites.push(copy);
    // Scripts carry the render's own clock and nonce; everything a visitor sees must match.
    const visible = (html: string) =>
      html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/ nonce="[^"]*"/g, "");
    for (const path of [
      ...COLD_PAGES,
      "/tulum-party-mexico-event-calendar",
      "/article/how-closing-hours-work-in-tulum",
      "/djs/nox-verde",
      "/tulum-dj-schedule",
    ]) {
      const [a, b] = await Promise.all([get(original, path), get(copy, path)]);
      expect(b.status, path).toBe(a.status);
      expect(visible(b.html), path).toBe(visible(a.html));
    }
  }, 60_000);
});
