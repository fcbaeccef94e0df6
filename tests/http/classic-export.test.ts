import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAnswer, type SiteProcess, startSite } from "#scripts/harness/site-process.ts";
import { CLASSIC, writeClassicExport } from "#tests/support/classic-export.ts";

/** The destination's bucket as Cosmic's classic export ships it, served by the embedded emulator. */
describe("a site on a Cosmic classic export", () => {
  let site: SiteProcess;
  beforeAll(async () => {
    site = await startSite({ CONTENT_BUCKET_FILE: writeClassicExport() });
  });
  afterAll(() => site?.stop());

  const page = (path: string) => fetchAnswer(`${site.url}${path}`);

  it("says in one line what it loaded", () => {
    expect(site.output()).toMatch(
      /content: bucket \S+ \(Cosmic classic export\): \d+ objects loaded, 0 skipped, 0 warnings/,
    );
  });

  it("renders a party with its metafield values and its related venue", async () => {
    const { status, body: html } = await page(`/event/${CLASSIC.party}`);
    expect(status).toBe(200);
    expect(html).toContain("Classic Export Night");
    expect(html).toContain(CLASSIC.caption);
    expect(html).toContain("Classic Selector");
    expect(html).toContain(CLASSIC.venueTitle);
    expect(html).toContain("22:00");
    expect(html).toContain("/media/party-classic.svg");
  });

  it("renders a club with its description and its image where the export says it lives", async () => {
    const { status, body: html } = await page(`/tulum-clubs/${CLASSIC.venue}`);
    expect(status).toBe(200);
    expect(html).toContain(CLASSIC.venueTitle);
    expect(html).toContain(CLASSIC.venueDescription);
    expect(html).toContain("imgix.cosmicjs.com/5f1a-venue-classic.svg");
  });

  it("renders an article with its summary", async () => {
    const { status, body: html } = await page(`/article/${CLASSIC.article}`);
    expect(status).toBe(200);
    expect(html).toContain("Reading a classic export");
    expect(html).toContain("Everything under bucket, values in metafields.");
  });

  it("lists the party on the home page and the calendar", async () => {
    for (const path of ["/", "/tulum-party-mexico-event-calendar"]) {
      const { status, body: html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain(`/event/${CLASSIC.party}`);
    }
  });
});
