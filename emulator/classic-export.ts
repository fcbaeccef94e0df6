import { z } from "zod";

/**
 * Cosmic's exports, as its public repositories ship them in `bucket.json`: the classic layout
 * (everything under `bucket`) and the newer one (`version: "2"`, `object_types`, `objects` and
 * `media` at the top, `bucket` holding only its slug and title). In both, objects carry `_id`
 * and `type_slug`, and their values sit in `metafields` arrays of `{ key, type, value }` instead
 * of a `metadata` map. Read tolerantly: what cannot be used is left out and reported, never the
 * whole file refused.
 */

export interface ClassicMetafield {
  key?: string;
  type?: string;
  value?: unknown;
  object_type?: string;
  url?: string;
  imgix_url?: string;
  /** `false`, `null` or missing in exports of fields that have none. */
  children?: ClassicMetafield[];
}

const classicMetafieldSchema: z.ZodType<ClassicMetafield> = z.lazy(() =>
  z
    .object({
      key: z.string().optional(),
      type: z.string().optional(),
      value: z.unknown().optional(),
      object_type: z
        .string()
        .nullish()
        .transform((v) => v ?? undefined),
      url: z
        .string()
        .nullish()
        .transform((v) => v ?? undefined),
      imgix_url: z
        .string()
        .nullish()
        .transform((v) => v ?? undefined),
      children: z
        .union([z.array(classicMetafieldSchema), z.literal(false), z.null()])
        .optional()
        .transform((v) => (Array.isArray(v) ? v : undefined)),
    })
    .loose(),
);

const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined);

const classicObjectSchema = z
  .object({
    _id: optionalText,
    id: optionalText,
    slug: z.string().nullish(),
    title: z.string().nullish(),
    type_slug: optionalText,
    type: optionalText,
    status: z.string().nullish(),
    content: z.string().nullish(),
    locale: z.string().nullish(),
    metafields: z.array(classicMetafieldSchema).nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
    created_at: optionalText,
    created: optionalText,
    modified_at: optionalText,
    modified: optionalText,
    published_at: optionalText,
  })
  .loose();

const classicMediaSchema = z
  .object({
    _id: optionalText,
    id: optionalText,
    name: z.string().min(1),
    original_name: optionalText,
    location: optionalText,
    url: optionalText,
    imgix_url: optionalText,
    alt_text: optionalText,
    width: z.number().nullish(),
    height: z.number().nullish(),
    size: z.number().nullish(),
    type: optionalText,
    folder: optionalText,
    created_at: optionalText,
    created: optionalText,
  })
  .loose();

const classicTypeSchema = z
  .object({
    _id: optionalText,
    id: optionalText,
    slug: z.string().min(1),
    title: z.string().nullish(),
    singular: optionalText,
    singleton: z.boolean().nullish(),
    metafields: z.array(classicMetafieldSchema).nullish(),
    created_at: optionalText,
    created: optionalText,
    modified_at: optionalText,
    modified: optionalText,
  })
  .loose();

/** Both layouts, each list read item by item (see `fromCosmicExport`). */
const exportSchema = z.object({
  bucket: z.object({ slug: z.string().min(1), title: z.string().nullish() }).loose(),
  object_types: z.array(z.unknown()).nullish(),
  objects: z.array(z.unknown()).nullish(),
  media: z.array(z.unknown()).nullish(),
});

type ClassicMedia = z.infer<typeof classicMediaSchema>;

/** The classic layout: objects under `bucket`. */
export function looksLikeClassicExport(raw: unknown): raw is { bucket: object } {
  if (typeof raw !== "object" || raw === null || !("bucket" in raw)) return false;
  const { bucket } = raw;
  return typeof bucket === "object" && bucket !== null && "objects" in bucket;
}

/** The newer layout: `version: "2"` with the lists at the top. */
export function looksLikeVersion2Export(raw: unknown): raw is { version: string } {
  return (
    typeof raw === "object" &&
    raw !== null &&
    "version" in raw &&
    raw.version === "2" &&
    "objects" in raw
  );
}

/** Cosmic's file CDN and image CDN, for files an export names without saying where they live. */
const CDN_ORIGIN = "https://cdn.cosmicjs.com";
const IMGIX_ORIGIN = "https://imgix.cosmicjs.com";

type FileValue = string | { url: string; imgix_url: string };

interface Conversion {
  media: Map<string, ClassicMedia>;
  /** Whether the bucket's own media folder holds a file of that name. */
  hasLocalFile: (name: string) => boolean;
  warn: (message: string) => void;
  /** Names the object in warnings: `posts "hello"`. */
  object: string;
  /** The field being read, nested fields joined by dots (`gallery.photo`). */
  field?: string;
}

/** A media item's URLs: its own, or built from its location the way Cosmic builds them. */
function mediaUrls(item: ClassicMedia): { url?: string; imgix_url?: string } {
  return {
    url: item.url ?? (item.location ? `${item.location}/${item.name}` : undefined),
    imgix_url: item.imgix_url ?? (item.location ? `${IMGIX_ORIGIN}/${item.name}` : undefined),
  };
}

function fileValue(name: unknown, field: ClassicMetafield, context: Conversion): FileValue | null {
  if (typeof name !== "string" || !name) return null;
  const item = context.media.get(name);
  const listed = item ? mediaUrls(item) : {};
  const url = field.url ?? listed.url;
  if (url)
    return { url, imgix_url: field.imgix_url ?? listed.imgix_url ?? `${IMGIX_ORIGIN}/${name}` };
  // A bare name the bucket's own media folder holds is served from there.
  if (context.hasLocalFile(name)) return name;
  context.warn(
    `${context.object} field "${context.field}": file "${name}" is not in the export's media list; served from Cosmic's CDN URL`,
  );
  return { url: `${CDN_ORIGIN}/${name}`, imgix_url: `${IMGIX_ORIGIN}/${name}` };
}

function idOf(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "object" && value !== null) {
    const id: unknown = Reflect.get(value, "_id") ?? Reflect.get(value, "id");
    return typeof id === "string" && id ? id : null;
  }
  return null;
}

function fieldValue(field: ClassicMetafield, context: Conversion): unknown {
  switch (field.type) {
    case "file":
      return fileValue(field.value, field, context);
    case "files": {
      const names = Array.isArray(field.value) ? field.value : [];
      return names.flatMap((name) => fileValue(name, field, context) ?? []);
    }
    case "object":
      return idOf(field.value);
    case "objects": {
      // Older exports join the ids with commas.
      const values = typeof field.value === "string" ? field.value.split(",") : field.value;
      return Array.isArray(values) ? values.flatMap((value) => idOf(value) ?? []) : [];
    }
    case "parent":
      return metadataOf(field.children ?? [], context);
    case "repeater":
      // Each `repeating_item` child is one row: its own children are the row's fields.
      return (field.children ?? []).map((row) => metadataOf(row.children ?? [], context));
    default:
      return field.value ?? null;
  }
}

function metadataOf(
  fields: readonly ClassicMetafield[],
  context: Conversion,
): Record<string, unknown> {
  const metadata: Record<string, unknown> = {};
  for (const field of fields) {
    if (!field.key) {
      const within = context.field ? ` in field "${context.field}"` : "";
      context.warn(
        `${context.object}: a ${field.type ?? "untyped"} field with no key${within}, left out`,
      );
      continue;
    }
    metadata[field.key] = fieldValue(field, {
      ...context,
      field: context.field ? `${context.field}.${field.key}` : field.key,
    });
  }
  return metadata;
}

/** Why an item of a list could not be used: its first problem, in a few words. */
function problemOf(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue?.path.join(".") || "item"}: ${issue?.message ?? "invalid"}`;
}

export interface ExportReport {
  skipped: number;
  warnings: string[];
}

/**
 * A Cosmic export (either layout) in this emulator's own bucket-file shape, with what was left
 * out and why. Throws only when the file has no bucket slug at all.
 */
export function fromCosmicExport(
  raw: unknown,
  hasLocalFile: (name: string) => boolean,
): { converted: unknown; report: ExportReport } {
  // The classic layout keeps the lists inside `bucket`, beside its slug.
  const envelope = exportSchema.safeParse(
    looksLikeClassicExport(raw) ? { ...raw.bucket, bucket: raw.bucket } : raw,
  );
  if (!envelope.success) throw new Error(`not a Cosmic export: ${problemOf(envelope.error)}`);
  const data = envelope.data;
  const warnings: string[] = [];
  let skipped = 0;
  const warn = (message: string) => warnings.push(message);

  const media = new Map<string, ClassicMedia>();
  (data.media ?? []).forEach((entry, index) => {
    const item = classicMediaSchema.safeParse(entry);
    if (item.success) media.set(item.data.name, item.data);
    else warn(`media #${index}: ${problemOf(item.error)}, left out`);
  });

  const objectTypes = (data.object_types ?? []).flatMap((entry, index) => {
    const type = classicTypeSchema.safeParse(entry);
    if (!type.success) {
      warn(`object type #${index}: ${problemOf(type.error)}, left out`);
      return [];
    }
    const { slug, title, singular, singleton, metafields } = type.data;
    return [
      {
        ...(type.data._id || type.data.id ? { id: type.data._id ?? type.data.id } : {}),
        slug,
        title: title ?? slug,
        ...(singular ? { singular } : {}),
        ...(singleton ? { singleton } : {}),
        created_at: type.data.created_at ?? type.data.created,
        modified_at: type.data.modified_at ?? type.data.modified,
        metafields: (metafields ?? []).flatMap((field) => {
          if (field.key && field.type) {
            const { key, type, object_type } = field;
            return [{ key, type, ...(object_type ? { object_type } : {}) }];
          }
          warn(
            `object type "${slug}": a ${field.type ?? "untyped"} field with no ${field.key ? "type" : "key"}, left out of its model`,
          );
          return [];
        }),
      },
    ];
  });

  const objects = (data.objects ?? []).flatMap((entry, index) => {
    const parsed = classicObjectSchema.safeParse(entry);
    if (!parsed.success) {
      skipped++;
      warn(`object #${index}: ${problemOf(parsed.error)}, skipped`);
      return [];
    }
    const object = parsed.data;
    const type = object.type_slug ?? object.type;
    const label = `object #${index}${object.slug ? ` "${object.slug}"` : ""}`;
    if (!type || !object.slug) {
      skipped++;
      warn(`${label}: no ${type ? "slug" : "object type"}, skipped`);
      return [];
    }
    const id = object._id ?? object.id;
    if (!id) {
      skipped++;
      warn(`${label}: no _id, skipped`);
      return [];
    }
    const where = `${type} "${object.slug}"`;
    return [
      {
        id,
        slug: object.slug,
        title: object.title ?? object.slug,
        type,
        // Cosmic's default: an object without a status is published.
        status: object.status && object.status !== "published" ? "draft" : "published",
        content: object.content ?? "",
        ...(object.locale ? { locale: object.locale } : {}),
        metadata: object.metafields?.length
          ? metadataOf(object.metafields, { media, hasLocalFile, warn, object: where })
          : (object.metadata ?? {}),
        created_at: object.created_at ?? object.created,
        modified_at: object.modified_at ?? object.modified,
        published_at: object.published_at,
      },
    ];
  });

  return {
    converted: {
      bucket: { slug: data.bucket.slug, title: data.bucket.title ?? undefined },
      object_types: objectTypes,
      objects,
      media: [...media.values()].map((item) => ({
        ...(item._id || item.id ? { id: item._id ?? item.id } : {}),
        name: item.name,
        original_name: item.original_name,
        alt_text: item.alt_text,
        width: item.width ?? undefined,
        height: item.height ?? undefined,
        size: item.size ?? undefined,
        type: item.type,
        folder: item.folder,
        created_at: item.created_at ?? item.created,
        ...mediaUrls(item),
      })),
    },
    report: { skipped, warnings },
  };
}
