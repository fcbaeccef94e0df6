import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { z } from "zod";

const metafieldSchema = z.object({
  key: z.string().min(1),
  type: z.string().min(1),
  object_type: z.string().optional(),
});

const objectTypeSchema = z.object({
  slug: z.string().min(1),
  title: z.string(),
  metafields: z.array(metafieldSchema).default([]),
});

const bucketObjectSchema = z
  .object({
    id: z.string().min(1),
    slug: z.string().min(1),
    title: z.string(),
    type: z.string().min(1),
    status: z.enum(["published", "draft"]).default("published"),
    content: z.string().default(""),
    metadata: z.record(z.string(), z.unknown()).default({}),
    created_at: z.string().optional(),
    modified_at: z.string().optional(),
    published_at: z.string().optional(),
  })
  .loose();

const mediaSchema = z.object({
  name: z.string().min(1),
  original_name: z.string().optional(),
  alt_text: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});

export const bucketFileSchema = z.object({
  bucket: z.object({ slug: z.string().min(1), title: z.string().optional() }),
  /**
   * Not part of a Cosmic export: when present, every `date` metafield is shifted by the days
   * between this date and the day the emulator starts, so demo content is always upcoming.
   */
  dates_relative_to: z.iso.date().optional(),
  /** Folder of the media files, relative to the bucket file. */
  media_folder: z.string().optional(),
  object_types: z.array(objectTypeSchema),
  objects: z.array(bucketObjectSchema),
  media: z.array(mediaSchema).default([]),
});

export type BucketFile = z.infer<typeof bucketFileSchema>;
export type BucketObject = z.infer<typeof bucketObjectSchema>;
export type ObjectType = z.infer<typeof objectTypeSchema>;

export interface LoadedBucket extends BucketFile {
  mediaDirectory: string;
}

export function loadBucketFile(path: string): LoadedBucket {
  const absolute = resolve(path);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(absolute, "utf8"));
  } catch (error) {
    throw new Error(`bucket file ${absolute} could not be read: ${String(error)}`);
  }
  const parsed = bucketFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `bucket file ${absolute} is not valid at ${issue?.path.join(".")}: ${issue?.message}`,
    );
  }
  return {
    ...parsed.data,
    mediaDirectory: resolve(dirname(absolute), parsed.data.media_folder ?? "media"),
  };
}
