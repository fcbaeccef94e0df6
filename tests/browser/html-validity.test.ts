import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import vnuJar from "vnu-jar";
import { z } from "zod";
import { writeHostileBucket } from "#scripts/harness/derived-buckets.ts";
import { type SiteProcess, startSite } from "#scripts/harness/site-process.ts";
import { ALL_LANGUAGES_PATHS } from "#scripts/harness/templates.ts";
import { axeViolations, baseUrl, goto, useBrowser } from "#tests/support/browser.ts";

const run = promisify(execFile);
const PAGES = ALL_LANGUAGES_PATHS;

/** What vnu.jar prints with --format json. */
const vnuReportSchema = z.object({
  messages: z.array(
    z.object({ type: z.string(), url: z.string().default(""), message: z.string() }),
  ),
});

/** The Nu HTML Checker (vnu.jar) over every page's server HTML at once: its errors as "path: message". */
async function nuErrors(site: string): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), "vnu-"));
  const names = new Map<string, string>();
  try {
    for (const [index, path] of PAGES.entries()) {
      const html = await (await fetch(`${site}${path}`)).text();
      const file = join(folder, `page-${index}.html`);
      writeFileSync(file, html);
      names.set(`page-${index}.html`, path);
    }
    const { stdout, stderr } = await run(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", folder],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = vnuReportSchema.parse(JSON.parse(stdout || stderr));
    return messages
      .filter((message) => message.type === "error")
      .map((message) => {
        const file = message.url.split("/").pop() ?? "";
        return `${names.get(file) ?? file}: ${message.message}`;
      });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe("valid HTML on the demo bucket", () => {
  it("the Nu HTML Checker finds no error on any template", async () => {
    expect(await nuErrors(baseUrl())).toEqual([]);
  }, 120_000);
});

describe("valid, accessible HTML whatever editors put in the CMS", () => {
  let site: SiteProcess;
  const phone = useBrowser({ width: 390 });

  beforeAll(async () => {
    site = await startSite({ CONTENT_BUCKET_FILE: writeHostileBucket() });
  });
  afterAll(() => site?.stop());

  it("the Nu HTML Checker finds no error on any template", async () => {
    expect(await nuErrors(site.url)).toEqual([]);
  }, 120_000);

  it("never runs or shows editor markup as markup", async () => {
    const page = await (await fetch(`${site.url}/event/zamna-tulum-festival-opening`)).text();
    // The shell's own search form is the only form a page may hold.
    const html = page.replace(/<form[^>]*aria-label="Site search"/, "");
    // As markup, not as escaped text or serialised data.
    expect(html).not.toMatch(
      /<script>alert|<img[^>]*onerror|<svg[^>]*onload|<iframe|<form|<object/i,
    );
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):|href="\/\//i);
  });

  it.concurrent.for(PAGES)("%s has no axe violation of any impact", async (path, test) => {
    const page = await phone.page(test);
    await goto(page, path, site.url);
    test.expect(await axeViolations(page)).toEqual([]);
  });
});
