import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BucketObject, bucketObject, objectType } from "#scripts/demo-bucket/factories.ts";

type Json = Record<string, unknown>;

/** A small bucket with known content, written to a temporary folder for a test. */
export function writeFixtureBucket(objects: BucketObject[], extra: Json = {}): string {
  const folder = mkdtempSync(join(tmpdir(), "bucket-"));
  mkdirSync(join(folder, "media"));
  writeFileSync(join(folder, "media", "poster.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  const file = join(folder, "bucket.json");
  writeFileSync(
    file,
    JSON.stringify({
      bucket: { slug: "fixture" },
      object_types: [
        objectType("parties", [
          { key: "date", type: "date" },
          { key: "main_image", type: "file" },
          { key: "venue", type: "object", object_type: "venues" },
          { key: "artist", type: "objects", object_type: "artists" },
        ]),
        objectType("venues", [{ key: "owner", type: "object", object_type: "artists" }]),
        objectType("artists", []),
      ],
      objects,
      media: [{ name: "poster.svg" }],
      ...extra,
    }),
  );
  return file;
}

/** An object of the fixture bucket (the demo bucket's factory, with the test's own values). */
export function fixtureObject(
  id: string,
  type: string,
  slug: string,
  metadata: Json = {},
  extra: { status?: "published" | "draft"; title?: string; content?: string } = {},
): BucketObject {
  return bucketObject({ id, type, slug, metadata, ...extra });
}

/** A DJ set of the fixture bucket: `dj` plays `party` (an event slug, in `area`'s path) from `start`. */
export function fixtureSet(
  id: string,
  party: string,
  dj: string,
  date: string,
  start: string,
  area = "",
): BucketObject {
  return fixtureObject(
    id,
    "dj-schedule",
    id,
    {
      event_link: `${area}/event/${party}`,
      event_name: party,
      artist_link: `/djs/${dj.toLowerCase().replace(/ /g, "-")}`,
      date,
      start_time: start,
    },
    { title: `${dj} at ${party}` },
  );
}
