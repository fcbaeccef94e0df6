import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type BucketObject, bucketObject, type MediaFile, posterSvg } from "./factories.ts";
import { demoObjectTypes } from "./object-types.ts";

const PALETTE: [string, string][] = [
  ["#0f766e", "#f59e0b"],
  ["#7c3aed", "#ec4899"],
  ["#1d4ed8", "#06b6d4"],
  ["#be123c", "#f97316"],
  ["#15803d", "#a3e635"],
  ["#111827", "#e11d48"],
  ["#9a3412", "#facc15"],
  ["#4338ca", "#22d3ee"],
];

/**
 * The demo bucket as it is being built: objects with ids in creation order, their media, and the
 * day they are written for (the emulator shifts every date to today). Deterministic: the same
 * calls give the same bucket.
 */
export function createDemoBuilder(anchor: string) {
  const objects: BucketObject[] = [];
  const media: MediaFile[] = [];
  let nextId = 1;
  const day = (offset: number) =>
    new Date(Date.parse(anchor) + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    objects,
    media,
    day,
    colours: (i: number): [string, string] => PALETTE[i % PALETTE.length] ?? ["#000", "#fff"],
    /** A poster image in the bucket's media; answers its name. */
    poster(
      name: string,
      title: string,
      colours: readonly [string, string],
      width = 1200,
      height = 800,
    ) {
      media.push(posterSvg(name, title, colours, width, height));
      return name;
    },
    add(
      type: string,
      slug: string,
      title: string,
      metadata: Record<string, unknown>,
      content = "",
      createdOffset = -30,
    ): BucketObject {
      const object = bucketObject({
        id: `64f0${String(nextId++).padStart(20, "0")}`,
        type,
        slug,
        title,
        metadata,
        content,
        createdAt: `${day(createdOffset)}T12:00:00.000Z`,
      });
      objects.push(object);
      return object;
    },
    /** Another language's version of an object already added: same type and slug, own text. */
    translate(
      type: string,
      slug: string,
      locale: string,
      text: { title: string; content: string; metadata?: Record<string, unknown> },
    ): BucketObject {
      const original = objects.find((object) => object.type === type && object.slug === slug);
      if (!original) throw new Error(`no ${type} object ${slug} to translate`);
      const translation: BucketObject = {
        ...original,
        id: `64f0${String(nextId++).padStart(20, "0")}`,
        locale,
        title: text.title,
        content: text.content,
        metadata: { ...original.metadata, ...text.metadata },
      };
      objects.push(translation);
      return translation;
    },
  };
}

export type DemoBuilder = ReturnType<typeof createDemoBuilder>;

/**
 * What was built as a bucket file (dates written for `anchor`, which the emulator shifts to
 * today), and its media files written to `mediaFolder`, which the file names as "media".
 */
export function writeBuiltBucket(
  b: DemoBuilder,
  options: { file: string; mediaFolder: string; bucket: Record<string, string>; anchor: string },
): void {
  rmSync(options.mediaFolder, { recursive: true, force: true });
  mkdirSync(options.mediaFolder, { recursive: true });
  for (const file of b.media) writeFileSync(join(options.mediaFolder, file.name), file.body);
  const bucket = {
    bucket: options.bucket,
    dates_relative_to: options.anchor,
    media_folder: "media",
    object_types: demoObjectTypes(),
    objects: b.objects,
    media: b.media.map(({ body: _body, ...item }) => item),
  };
  writeFileSync(options.file, `${JSON.stringify(bucket, null, 1)}\n`);
}

/** The destination's slug, as in the site's paths. */
export const P = "tulum";
