import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { writeClassicExport } from "#tests/support/classic-export.ts";
import { loadBucketFile } from "./bucket.ts";
import { type Emulator, startEmulator } from "./server.ts";

const KEY = "classic-read-key";

function writeJson(value: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), "bucket-format-")), "bucket.json");
  writeFileSync(file, JSON.stringify(value));
  return file;
}

const answerSchema = z.object({
  objects: z.array(
    z
      .object({ id: z.string(), slug: z.string(), metadata: z.record(z.string(), z.unknown()) })
      .loose(),
  ),
});

describe("emulator: Cosmic's classic export format", () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator({ bucketFile: writeClassicExport(), readKey: KEY });
  });
  afterAll(() => emulator?.close());

  async function objects(type: string, depth = 0) {
    const params = new URLSearchParams({
      read_key: KEY,
      query: JSON.stringify({ type }),
      depth: String(depth),
    });
    const response = await fetch(
      `${emulator.apiUrl}/buckets/${emulator.bucketSlug}/objects?${params}`,
    );
    return answerSchema.parse(await response.json()).objects;
  }

  it("takes the bucket slug from under bucket and the type from type_slug", async () => {
    expect(emulator.bucketSlug).toBe("tulum-classic-export");
    const [party] = await objects("parties");
    expect(party?.id).toBe("5f1a00000000000000000003");
    expect(party?.type).toBe("parties");
  });

  it("turns the metafields array into metadata by key", async () => {
    const [party] = await objects("parties");
    expect(party?.metadata.caption).toBe("A night read from a classic Cosmic export");
    expect(party?.metadata.start_time).toBe("22:00");
    // A relation is an id; comma-joined ids are a list; an empty relation is null.
    expect(party?.metadata.venue).toBe("5f1a00000000000000000001");
    expect(party?.metadata.artist).toEqual([
      "5f1a00000000000000000002",
      "5f1a00000000000000000005",
    ]);
    expect(party?.metadata.brand).toBeNull();
  });

  it("gives file metafields url and imgix_url: the media item's location, or this emulator", async () => {
    const [venue] = await objects("venues");
    expect(venue?.metadata.main_image).toEqual({
      url: "https://cdn.cosmicjs.com/5f1a-venue-classic.svg",
      imgix_url: "https://imgix.cosmicjs.com/5f1a-venue-classic.svg",
    });
    const [party] = await objects("parties");
    expect(party?.metadata.main_image).toEqual({
      url: `${emulator.url}/media/party-classic.svg`,
      imgix_url: `${emulator.url}/media/party-classic.svg`,
    });
    expect((await fetch(`${emulator.url}/media/party-classic.svg`)).status).toBe(200);
  });

  it("expands relations by depth as for its own format", async () => {
    const [party] = await objects("parties", 1);
    expect(party?.metadata.venue).toMatchObject({ slug: "classic-jungle-club" });
  });
});

describe("emulator: bucket file formats", () => {
  it("keeps each object's locale and reads parent metafields into nested values", () => {
    const bucket = loadBucketFile(
      writeJson({
        bucket: {
          slug: "localised",
          object_types: [{ slug: "pages", title: "Pages", metafields: [] }],
          objects: [
            {
              _id: "1",
              slug: "home",
              title: "Inicio",
              type_slug: "pages",
              locale: "es-MX",
              metafields: [
                {
                  key: "hero",
                  type: "parent",
                  children: [{ key: "headline", type: "text", value: "Noches en Tulum" }],
                },
              ],
            },
            { _id: "2", slug: "home", title: "Home", type_slug: "pages", locale: "en-US" },
          ],
        },
      }),
    );
    expect(bucket.objects.map((object) => Reflect.get(object, "locale"))).toEqual([
      "es-MX",
      "en-US",
    ]);
    expect(bucket.objects[0]?.metadata).toEqual({ hero: { headline: "Noches en Tulum" } });
    // Cosmic's documented default: an object without a status is published.
    expect(bucket.objects[1]?.status).toBe("published");
  });

  it("skips an object it cannot use, loads the rest and says which and why", () => {
    const file = writeJson({
      bucket: {
        slug: "x",
        objects: [
          { _id: "1", slug: "a", title: "A" },
          { _id: "2", slug: "b", title: "B", type_slug: "posts" },
        ],
      },
    });
    const { objects, report } = loadBucketFile(file);
    expect(objects.map((object) => object.slug)).toEqual(["b"]);
    expect(report).toMatchObject({ format: "Cosmic classic export", loaded: 1, skipped: 1 });
    expect(report.warnings).toEqual(['object #0 "a": no object type, skipped']);
  });

  it("refuses an unknown shape in one line that says which formats it reads", () => {
    const file = writeJson({ items: [] });
    expect(() => loadBucketFile(file)).toThrow(
      /is in no format the emulator reads \(no objects found\); it reads Cosmic's classic export .*, Cosmic's newer export \(version "2".*\) or this project's bucket file/,
    );
  });
});
