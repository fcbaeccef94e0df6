import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { z } from "zod";
import {
  classicExportSchema,
  fromClassicExport,
  looksLikeClassicExport,
} from "./classic-export.ts";

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

export const bucketObjectSchema = z
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
  /** Kept from a pulled bucket; otherwise made from the name. */
  id: z.string().min(1).optional(),
  name: z.string().min(1),
  original_name: z.string().optional(),
  alt_text: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  /** Where a hosted bucket's file lives; unset = this bucket's own media folder. */
  url: z.string().optional(),
  imgix_url: z.string().optional(),
});

export const bucketFileSchema = z.object({
  bucket: z.object({ slug: z.string().min(1), title: z.string().optional() }),
  /**
   * Not part of a Cosmic export: when present, every `date` metafield is shifted by the days
   * between this date and the day the emulator starts, so demo content is always upcoming.
   */
  dates_relative_to: z.iso.date().optional(),
  /** Not part of a Cosmic export: when `npm run bucket:pull` took this copy of a hosted bucket. */
  pulled_at: z.iso.datetime().optional(),
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

const UNKNOWN_FORMAT =
  "expected this project's bucket file (bucket, object_types and objects at the top level) or Cosmic's classic export (object_types and objects under bucket, objects with type_slug)";

/** Reads a bucket file in this project's format or in Cosmic's classic export format. */
export function loadBucketFile(path: string): LoadedBucket {
  const absolute = resolve(path);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(absolute, "utf8"));
  } catch (error) {
    throw new Error(`bucket file ${absolute} could not be read: ${String(error)}`);
  }
  const invalid = (format: string, issues: z.core.$ZodIssue[]) => {
    const issue = issues[0];
    return new Error(
      `bucket file ${absolute}${format} is not valid at ${issue?.path.join(".")}: ${issue?.message}`,
    );
  };
  let data: BucketFile;
  if (looksLikeClassicExport(raw)) {
    const classic = classicExportSchema.safeParse(raw);
    if (!classic.success) throw invalid(" (Cosmic classic export)", classic.error.issues);
    const converted = bucketFileSchema.safeParse(fromClassicExport(classic.data));
    if (!converted.success) throw invalid(" (Cosmic classic export)", converted.error.issues);
    data = converted.data;
  } else if (
    typeof raw === "object" &&
    raw !== null &&
    ("objects" in raw || "object_types" in raw)
  ) {
    const parsed = bucketFileSchema.safeParse(raw);
    if (!parsed.success) throw invalid("", parsed.error.issues);
    data = parsed.data;
  } else {
    throw new Error(
      `bucket file ${absolute} is in no format the emulator reads: ${UNKNOWN_FORMAT}`,
    );
  }
  return { ...data, mediaDirectory: resolve(dirname(absolute), data.media_folder ?? "media") };
}
