/**
 * npm run demo:generate: writes content/demo/bucket.json and its SVG media, the embedded
 * emulator's demo content, from scripts/demo-bucket/. Deterministic (no randomness), so the
 * files change only when that code or its prose does.
 */
import { join } from "node:path";
import { createDemoBuilder, writeBuiltBucket } from "./demo-bucket/builder.ts";
import { addCommunityLinks, addEditorialContent } from "./demo-bucket/editorial.ts";
import { addParties } from "./demo-bucket/parties.ts";
import { addDjSchedules, addPhotoGalleries, addVideos } from "./demo-bucket/schedule-and-media.ts";
import { addSpanishVersions } from "./demo-bucket/spanish.ts";
import { addArtists, addBrands, addVenues } from "./demo-bucket/venues-and-people.ts";

const OUT = join(import.meta.dirname, "..", "content", "demo");
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
await addSpanishVersions(b);

// Text values "media:NAME" name a file of this bucket; the emulator turns them into its media URLs.
writeBuiltBucket(b, {
  file: join(OUT, "bucket.json"),
  mediaFolder: join(OUT, "media"),
  bucket: { slug: "tulum-party-demo", title: "Tulum Party demo content" },
  anchor: ANCHOR,
});
console.info(`wrote ${b.objects.length} objects and ${b.media.length} media files to ${OUT}`);
