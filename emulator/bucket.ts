import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";
import {
  type ExportReport,
  fromCosmicExport,
  looksLikeClassicExport,
  looksLikeVersion2Export,
} from "./classic-export.ts";

const metafieldSchema = z.object({
  key: z.string().min(1),
  type: z.string().min(1),
  object_type: z.string().optional(),
});

const objectTypeSchema = z.object({
  id: z.string().min(1).optional(),
  slug: z.string().min(1),
  title: z.string(),
  singular: z.string().optional(),
  singleton: z.boolean().optional(),
  created_at: z.string().optional(),
  modified_at: z.string().optional(),
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
  size: z.number().optional(),
  /** The MIME type; unset = from the name's extension. */
  type: z.string().optional(),
  folder: z.string().optional(),
  created_at: z.string().optional(),
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

/** What loading a file left out or had to guess, for `npm run bucket:check` and the summary. */
export interface LoadReport extends ExportReport {
  format: "project" | "Cosmic classic export" | "Cosmic export (version 2)";
  loaded: number;
}

export interface LoadedBucket extends BucketFile {
  mediaDirectory: string;
  report: LoadReport;
}

const KNOWN_FORMATS =
  "Cosmic's classic export (object_types and objects under bucket), Cosmic's newer export (version \"2\", objects at the top level) or this project's bucket file (bucket, object_types and objects at the top level, objects with type and metadata)";

/**
 * A stable stand-in for dates an object lacks (hand-written buckets, old exports): a fixed day,
 * a second apart in file order, so date sorts are deterministic and follow the file.
 */
const DATELESS_EPOCH = Date.parse("2020-01-01T00:00:00.000Z");
const standInDate = (index: number) => new Date(DATELESS_EPOCH + index * 1000).toISOString();

function withDates(data: BucketFile): BucketFile {
  return {
    ...data,
    object_types: data.object_types.map((type, index) => {
      const created = type.created_at ?? standInDate(index);
      return { ...type, created_at: created, modified_at: type.modified_at ?? created };
    }),
    objects: data.objects.map((object, index) => {
      const created = object.created_at ?? standInDate(index);
      const modified = object.modified_at ?? created;
      return {
        ...object,
        created_at: created,
        modified_at: modified,
        ...(object.status === "published" ? { published_at: object.published_at ?? modified } : {}),
      };
    }),
    media: data.media.map((item, index) => ({
      ...item,
      created_at: item.created_at ?? standInDate(index),
    })),
  };
}

/** This project's format, each object on its own: a malformed one is skipped and reported. */
function fromProjectFormat(raw: unknown): { converted: unknown; report: ExportReport } {
  const envelope = z
    .object({ objects: z.array(z.unknown()).default([]) })
    .loose()
    .safeParse(raw);
  if (!envelope.success) return { converted: raw, report: { skipped: 0, warnings: [] } };
  const warnings: string[] = [];
  let skipped = 0;
  const objects = envelope.data.objects.filter((object, index) => {
    const parsed = bucketObjectSchema.safeParse(object);
    if (parsed.success) return true;
    skipped++;
    const issue = parsed.error.issues[0];
    warnings.push(`object #${index}: ${issue?.path.join(".")}: ${issue?.message}, skipped`);
    return false;
  });
  return { converted: { ...envelope.data, objects }, report: { skipped, warnings } };
}

/**
 * Reads a bucket file: Cosmic's classic export, its newer `version: "2"` export, or this
 * project's format. What cannot be used (an object without a type, a field without a key) is
 * left out and reported in `report`; only a file that is none of these is refused.
 */
export function loadBucketFile(path: string): LoadedBucket {
  const absolute = resolve(path);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(absolute, "utf8"));
  } catch (error) {
    throw new Error(`bucket file ${absolute} could not be read: ${String(error)}`);
  }
  const folderOf = (value: unknown) => {
    const folder =
      typeof value === "object" && value !== null && "media_folder" in value
        ? value.media_folder
        : undefined;
    return resolve(dirname(absolute), typeof folder === "string" ? folder : "media");
  };
  const mediaDirectory = folderOf(raw);
  const hasLocalFile = (name: string) =>
    /^[\w.-]+$/.test(name) && existsSync(join(mediaDirectory, name));
  let format: LoadReport["format"];
  let result: { converted: unknown; report: ExportReport };
  try {
    if (looksLikeClassicExport(raw)) {
      format = "Cosmic classic export";
      result = fromCosmicExport(raw, hasLocalFile);
    } else if (looksLikeVersion2Export(raw)) {
      format = "Cosmic export (version 2)";
      result = fromCosmicExport(raw, hasLocalFile);
    } else if (
      typeof raw === "object" &&
      raw !== null &&
      ("objects" in raw || "object_types" in raw)
    ) {
      format = "project";
      result = fromProjectFormat(raw);
    } else {
      throw new Error("no objects found");
    }
  } catch (error) {
    throw new Error(
      `bucket file ${absolute} is in no format the emulator reads (${error instanceof Error ? error.message : String(error)}); it reads ${KNOWN_FORMATS}`,
    );
  }
  const parsed = bucketFileSchema.safeParse(result.converted);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `bucket file ${absolute} (${format}) is not valid at ${issue?.path.join(".")}: ${issue?.message}; it reads ${KNOWN_FORMATS}`,
    );
  }
  const data = withDates(parsed.data);
  return {
    ...data,
    mediaDirectory,
    report: { format, loaded: data.objects.length, ...result.report },
  };
}

/** The one line `npm run emulator` and the embedded emulator print about a file they load. */
export function loadSummary(path: string, bucket: LoadedBucket): string {
  const { format, loaded, skipped, warnings } = bucket.report;
  return `bucket ${path} (${format}): ${loaded} objects loaded, ${skipped} skipped, ${warnings.length} warnings${warnings.length ? " (npm run bucket:check -- FILE lists them)" : ""}`;
}
