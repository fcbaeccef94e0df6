import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { purgeContent } from "#app/content/queries/publish-refresh.server.ts";
import { search } from "#app/search/search.server.ts";
import type { Emulator } from "#emulator/server.ts";
import { DEMO_BUCKET, useEmulatorForContent } from "#scripts/harness/emulator-env.ts";

/**
 * The search index keeps to the content cache's rules (app/cache/revalidating-cache.ts): a
 * publish makes it out of date, so the next search waits for a new one; when that rebuild fails
 * (Cosmic down), the last index answers.
 */
const bucketSchema = z
  .object({ objects: z.array(z.object({ type: z.string(), slug: z.string() }).loose()) })
  .loose();

const folder = mkdtempSync(join(tmpdir(), "search-index-"));
const bucketFile = join(folder, "bucket.json");
const demo = bucketSchema.parse(JSON.parse(readFileSync(DEMO_BUCKET, "utf8")));
const ARTICLE = "how-closing-hours-work-in-tulum";

/** The demo, with the article's English title replaced (what an editor's publish does). */
function publishTitle(title: string): void {
  const objects = demo.objects.map((object) =>
    object.type === "articles" && object.slug === ARTICLE && !("locale" in object && object.locale)
      ? { ...object, title }
      : object,
  );
  writeFileSync(bucketFile, JSON.stringify({ ...demo, objects }));
}

const titlesFound = async (text: string) =>
  (await search(text, new Date(), { perKind: 10 })).groups.flatMap((group) =>
    group.items.map((item) => item.title),
  );

let emulator: Emulator;

beforeAll(async () => {
  symlinkSync(resolve(DEMO_BUCKET, "../media"), join(folder, "media"));
  publishTitle("How closing hours work in Tulum");
  emulator = await useEmulatorForContent(bucketFile);
});

afterAll(async () => {
  await emulator.close();
});

describe("the search index after a publish", () => {
  it("waits for an index of the published content, and keeps the last one while Cosmic is down", async () => {
    expect(await titlesFound("quetzalfrond")).toEqual([]);

    publishTitle("Quetzalfrond nights explained");
    emulator.reload();
    // Built moments ago, so fresh by age; the publish is what makes it out of date.
    expect(await titlesFound("quetzalfrond")).toEqual([]);
    await purgeContent();
    expect(await titlesFound("quetzalfrond")).toEqual(["Quetzalfrond nights explained"]);

    publishTitle("Something else entirely");
    emulator.reload();
    emulator.faults.outage = true;
    await purgeContent();
    expect(await titlesFound("quetzalfrond")).toEqual(["Quetzalfrond nights explained"]);
  });
});
