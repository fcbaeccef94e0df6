import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "#scripts/harness/chromium.ts";
import { DEMO_BUCKET } from "#scripts/harness/emulator-env.ts";
import { type SiteProcess, startSite } from "#scripts/harness/site-process.ts";

/** An SVG a Cosmic user uploaded, with a script that would read the site if it ran as the site. */
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
<script>document.documentElement.setAttribute("data-ran", "yes");
fetch("/event/x").then(() => document.documentElement.setAttribute("data-read", "yes"));</script>
<rect width="10" height="10" fill="teal"/></svg>`;

describe("uploaded media served by the site (/media)", () => {
  let site: SiteProcess;

  beforeAll(async () => {
    const folder = mkdtempSync(join(tmpdir(), "uploads-"));
    const media = join(folder, "media");
    mkdirSync(media);
    writeFileSync(join(media, "hostile.svg"), HOSTILE_SVG);
    copyFileSync(DEMO_BUCKET, join(folder, "bucket.json"));
    const bucket = JSON.parse(readFileSync(DEMO_BUCKET, "utf8"));
    writeFileSync(join(folder, "bucket.json"), JSON.stringify({ ...bucket, media_folder: media }));
    site = await startSite({ CONTENT_BUCKET_FILE: join(folder, "bucket.json") });
  });

  afterAll(async () => {
    await site?.stop();
  });

  it("answers an uploaded file with a sandboxing policy", async () => {
    const answer = await fetch(`${site.url}/media/hostile.svg`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("image/svg+xml");
    const policy = answer.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("sandbox");
    expect(policy).toContain("default-src 'none'");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("never runs an uploaded SVG's script in Chromium, opened on its own", async () => {
    const { context, close } = await launchChromium();
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/media/hostile.svg`);
      await page.waitForTimeout(300);
      const marks = await page.evaluate(() => [
        document.documentElement.getAttribute("data-ran"),
        document.documentElement.getAttribute("data-read"),
      ]);
      expect(marks).toEqual([null, null]);
    } finally {
      await close();
    }
  });
});
