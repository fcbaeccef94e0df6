import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import {
  DRIFTED_PARTY,
  SLIPPED_SET,
  writeHostileBucket,
  writeSlippedSetBucket,
} from "#scripts/harness/derived-buckets.ts";
import { DEMO_BUCKET } from "#scripts/harness/emulator-env.ts";

const run = promisify(execFile);
const SCRIPT = resolve(import.meta.dirname, "../../scripts/bucket-check.ts");

async function bucketCheck(file: string): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, [SCRIPT, file], {
      env: { ...process.env, COSMIC_BUCKET_SLUG: "", COSMIC_READ_KEY: "" },
    });
    return { code: 0, stdout };
  } catch (error) {
    const code = typeof error === "object" && error && "code" in error ? Number(error.code) : -1;
    const stdout =
      typeof error === "object" && error && "stdout" in error ? String(error.stdout) : "";
    return { code, stdout };
  }
}

describe("npm run bucket:check", () => {
  it("passes the demo bucket", async () => {
    const { code, stdout } = await bucketCheck(DEMO_BUCKET);
    expect(stdout).toMatch(/^\d+ objects checked: 0 left out, 0 shown without some fields/m);
    expect(stdout).toMatch(/^0 contradictions between objects$/m);
    expect(code).toBe(0);
  });

  it("lists what loading a real Cosmic export left out or guessed, with object and field", async () => {
    const { code, stdout } = await bucketCheck(
      resolve(import.meta.dirname, "../fixtures/cosmic-exports/cosmic-slideshow-v2.json"),
    );
    expect(code).toBe(1);
    expect(stdout).toContain(
      'load: settings "settings" field "og_image": file "afdaeb50-b8c6-11ef-bee4-3bb1d3c55332-cosmic-year-2024.png" is not in the export\'s media list',
    );
    expect(stdout).toMatch(
      /\(Cosmic export \(version 2\)\): 3 objects loaded, 0 skipped, 3 warnings/,
    );
  });

  it("lists every object the site cannot read as it is, and why", async () => {
    const { code, stdout } = await bucketCheck(writeHostileBucket());
    expect(code).toBe(1);
    expect(stdout).toContain(
      `parties "${DRIFTED_PARTY}": metadata.date: date must be YYYY-MM-DD (left out)`,
    );
    expect(stdout).toContain(
      'parties "zamna-tulum-festival-opening": metadata.lineup: ignored, not a valid value (["not","a","string"])',
    );
    expect(stdout).toContain(
      'parties "zamna-tulum-festival-opening": metadata.hide_from_calendar: ignored, not a valid value ("no")',
    );
    expect(stdout).toMatch(/artists "nox-verde": metadata\.spotify_listeners: ignored/);
    expect(stdout).toMatch(/^\d+ objects checked: 1 left out, \d+ shown without some fields/m);
  });

  it("lists a DJ set that contradicts its party, though each object reads fine", async () => {
    const { code, stdout } = await bucketCheck(writeSlippedSetBucket());
    expect(code).toBe(1);
    expect(stdout).toMatch(
      new RegExp(
        `^dj-schedule "${SLIPPED_SET}": dated \\d{4}-\\d\\d-\\d\\d, but its party /event/\\S+ is on \\d{4}-\\d\\d-\\d\\d$`,
        "m",
      ),
    );
    expect(stdout).toMatch(/^\d+ objects checked: 0 left out, 0 shown without some fields/m);
    expect(stdout).toMatch(/^1 contradiction between objects$/m);
  });
});
