/**
 * npm run demo:generate: writes content/demo/bucket.json and its SVG media, the embedded
 * emulator's demo content, from scripts/demo-bucket/. Deterministic (no randomness), so the
 * files change only when that code or its prose does.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createDemoBuilder } from "./demo-bucket/builder.ts";
import { addCommunityLinks, addEditorialContent } from "./demo-bucket/editorial.ts";
import { demoObjectTypes } from "./demo-bucket/object-types.ts";
import { addParties } from "./demo-bucket/parties.ts";
import { addDjSchedules, addPhotoGalleries, addVideos } from "./demo-bucket/schedule-and-media.ts";
import { addSpanishVersions } from "./demo-bucket/spanish.ts";
import { addArtists, addBrands, addVenues } from "./demo-bucket/venues-and-people.ts";

const OUT = join(import.meta.dirname, "..", "content", "demo");
const MEDIA = join(OUT, "media");
/** Dates are written as if today were this day; the emulator shifts them to today. */
const ANCHOR = "2026-01-01";

const b = createDemoBuilder(ANCHOR);
const venueBySlug = addVenues(b);
const artists = addArtists(b);
const brands = addBrands(b);
const parties = addParties(b, { artists, venueBySlug, brands });
addDjSchedules(b, artists, parties);
addVideos(b, artists);
addEditorialContent(b);
addPhotoGalleries(b);
addCommunityLinks(b);
addSpanishVersions(b);

// Text values "media:NAME" name a file of this bucket; the emulator turns them into its media URLs.
const bucket = {
  bucket: { slug: "tulum-party-demo", title: "Tulum Party demo content" },
  dates_relative_to: ANCHOR,
  media_folder: "media",
  object_types: demoObjectTypes(),
  objects: b.objects,
  media: b.media.map(({ body: _body, ...item }) => item),
};

rmSync(MEDIA, { recursive: true, force: true });
mkdirSync(MEDIA, { recursive: true });
for (const file of b.media) writeFileSync(join(MEDIA, file.name), file.body);
writeFileSync(join(OUT, "bucket.json"), `${JSON.stringify(bucket, null, 1)}\n`);
console.info(`wrote ${b.objects.length} objects and ${b.media.length} media files to ${OUT}`);
