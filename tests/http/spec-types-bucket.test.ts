import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSpecTypesBucket } from "#scripts/harness/derived-buckets.ts";
import { fetchAnswer, type SiteProcess, startSite } from "#scripts/harness/site-process.ts";
import { TEMPLATE_PATHS } from "#scripts/harness/templates.ts";

/**
 * The destination's existing Cosmic bucket has only the object types the product specification
 * lists: no `pages`, no `photo-galleries`. Every route still answers as it should.
 */
describe("a bucket with only the specification's object types", () => {
  let site: SiteProcess;

  beforeAll(async () => {
    site = await startSite({ CONTENT_BUCKET_FILE: writeSpecTypesBucket() });
  });
  afterAll(() => site?.stop());

  const status = (path: string) => fetchAnswer(`${site.url}${path}`);

  // A photo gallery is not a type of that bucket: its page is a missing object (404).
  const rendered = TEMPLATE_PATHS.filter((path) => !path.startsWith("/photos/"));

  it.each(rendered)("%s answers 200", async (path) => {
    expect((await status(path)).status).toBe(200);
  });

  it("the editorial pages show their built-in copy", async () => {
    const about = await status("/about");
    expect(about.body).toContain("About Tulum Party");
    expect(about.body).toContain("a person checks each one before it goes up");
    for (const path of [
      "/community",
      "/contact",
      "/tulum-concierge-services",
      "/tulum-wedding-planners",
    ])
      expect((await status(path)).body).toContain("WhatsApp");
  });

  it("keeps the specification's other statuses", async () => {
    expect((await status("/photos/full-moon-night")).status).toBe(404);
    expect((await status("/event/no-such-party")).status).toBe(404);
    expect((await status("/brands/kiri")).status).toBe(410);
    expect((await status("/calendar")).status).toBe(301);
    expect((await status("/no-such-page")).status).toBe(302);
  });
});
