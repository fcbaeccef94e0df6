import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

type Json = Record<string, unknown>;

/** A small bucket with known content, written to a temporary folder for a test. */
export function writeFixtureBucket(objects: Json[], extra: Json = {}): string {
  const folder = mkdtempSync(join(tmpdir(), "bucket-"));
  mkdirSync(join(folder, "media"));
  writeFileSync(join(folder, "media", "poster.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  const file = join(folder, "bucket.json");
  writeFileSync(
    file,
    JSON.stringify({
      bucket: { slug: "fixture" },
      object_types: [
        {
          slug: "parties",
          title: "Parties",
          metafields: [
            { key: "date", type: "date" },
            { key: "main_image", type: "file" },
            { key: "venue", type: "object", object_type: "venues" },
            { key: "artist", type: "objects", object_type: "artists" },
          ],
        },
        {
          slug: "venues",
          title: "Venues",
          metafields: [{ key: "owner", type: "object", object_type: "artists" }],
        },
        { slug: "artists", title: "Artists", metafields: [] },
      ],
      objects,
      media: [{ name: "poster.svg" }],
      ...extra,
    }),
  );
  return file;
}

export function fixtureObject(
  id: string,
  type: string,
  slug: string,
  metadata: Json = {},
  extra: Json = {},
): Json {
  return {
    id,
    type,
    slug,
    title: slug.replace(/-/g, " "),
    status: "published",
    content: "",
    metadata,
    ...extra,
  };
}
