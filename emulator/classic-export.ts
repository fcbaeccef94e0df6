import { z } from "zod";

/**
 * Cosmic's classic bucket export, as its public example repositories ship it in `bucket.json`:
 * everything under `bucket`, objects with `_id` and `type_slug`, and their values in
 * `metafields` arrays of `{ key, type, value }` instead of a `metadata` map.
 */

interface ClassicMetafield {
  key: string;
  type: string;
  value?: unknown;
  object_type?: string;
  url?: string;
  imgix_url?: string;
  children?: ClassicMetafield[] | null;
}

const classicMetafieldSchema: z.ZodType<ClassicMetafield> = z.lazy(() =>
  z
    .object({
      key: z.string().min(1),
      type: z.string().min(1),
      value: z.unknown().optional(),
      object_type: z.string().optional(),
      url: z.string().optional(),
      imgix_url: z.string().optional(),
      children: z.array(classicMetafieldSchema).nullish(),
    })
    .loose(),
);

const classicObjectSchema = z
  .object({
    _id: z.string().min(1).optional(),
    id: z.string().min(1).optional(),
    slug: z.string().min(1),
    title: z.string(),
    type_slug: z.string().min(1),
    status: z.string().optional(),
    content: z.string().nullish(),
    locale: z.string().nullish(),
    metafields: z.array(classicMetafieldSchema).nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
    created_at: z.string().optional(),
    created: z.string().optional(),
    modified_at: z.string().optional(),
    modified: z.string().optional(),
    published_at: z.string().nullish(),
  })
  .loose()
  .refine((object) => object._id ?? object.id, { message: "an object needs _id (or id)" });

const classicMediaSchema = z
  .object({
    name: z.string().min(1),
    original_name: z.string().optional(),
    location: z.string().optional(),
    url: z.string().optional(),
    imgix_url: z.string().optional(),
    alt_text: z.string().optional(),
    width: z.number().optional(),
    height: z.number().optional(),
  })
  .loose();

export const classicExportSchema = z.object({
  bucket: z
    .object({
      slug: z.string().min(1),
      title: z.string().optional(),
      object_types: z
        .array(
          z
            .object({
              slug: z.string().min(1),
              title: z.string(),
              metafields: z.array(classicMetafieldSchema).nullish(),
            })
            .loose(),
        )
        .nullish(),
      objects: z.array(classicObjectSchema),
      media: z.array(classicMediaSchema).nullish(),
    })
    .loose(),
});

type ClassicExport = z.infer<typeof classicExportSchema>;
type ClassicMedia = z.infer<typeof classicMediaSchema>;

/** Where a classic export keeps its objects: under `bucket`, not at the top. */
export function looksLikeClassicExport(raw: unknown): boolean {
  if (typeof raw !== "object" || raw === null || !("bucket" in raw)) return false;
  const { bucket } = raw;
  return typeof bucket === "object" && bucket !== null && "objects" in bucket;
}

/** Cosmic's image CDN, for files an export names without saying where they live. */
const IMGIX_ORIGIN = "https://imgix.cosmicjs.com";

type FileValue = string | { url: string; imgix_url: string };

function fileValue(field: ClassicMetafield, media: Map<string, ClassicMedia>): FileValue | null {
  if (typeof field.value !== "string" || !field.value) return null;
  const name = field.value;
  const item = media.get(name);
  const url = field.url ?? item?.url ?? (item?.location ? `${item.location}/${name}` : undefined);
  // A bare name with no known location is a file of the bucket's own media folder.
  if (!url) return name;
  return { url, imgix_url: field.imgix_url ?? item?.imgix_url ?? `${IMGIX_ORIGIN}/${name}` };
}

function idOf(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "object" && value !== null) {
    const id: unknown = Reflect.get(value, "_id") ?? Reflect.get(value, "id");
    return typeof id === "string" && id ? id : null;
  }
  return null;
}

function fieldValue(field: ClassicMetafield, media: Map<string, ClassicMedia>): unknown {
  switch (field.type) {
    case "file":
      return fileValue(field, media);
    case "object":
      return idOf(field.value);
    case "objects": {
      // Older exports join the ids with commas.
      const values = typeof field.value === "string" ? field.value.split(",") : field.value;
      return Array.isArray(values) ? values.flatMap((value) => idOf(value) ?? []) : [];
    }
    case "parent":
      return metadataOf(field.children ?? [], media);
    default:
      return field.value ?? null;
  }
}

function metadataOf(
  fields: readonly ClassicMetafield[],
  media: Map<string, ClassicMedia>,
): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.key, fieldValue(field, media)]));
}

/** The export in this emulator's own bucket-file shape. */
export function fromClassicExport(data: ClassicExport) {
  const { bucket } = data;
  const media = new Map((bucket.media ?? []).map((item) => [item.name, item]));
  return {
    bucket: { slug: bucket.slug, title: bucket.title },
    object_types: (bucket.object_types ?? []).map((type) => ({
      slug: type.slug,
      title: type.title,
      metafields: (type.metafields ?? []).map((field) => ({
        key: field.key,
        type: field.type,
        ...(field.object_type ? { object_type: field.object_type } : {}),
      })),
    })),
    objects: bucket.objects.map((object) => ({
      id: object._id ?? object.id ?? "",
      slug: object.slug,
      title: object.title,
      type: object.type_slug,
      status: object.status === "published" ? ("published" as const) : ("draft" as const),
      content: object.content ?? "",
      ...(object.locale ? { locale: object.locale } : {}),
      metadata: object.metafields?.length
        ? metadataOf(object.metafields, media)
        : (object.metadata ?? {}),
      created_at: object.created_at ?? object.created,
      modified_at: object.modified_at ?? object.modified,
      published_at: object.published_at ?? undefined,
    })),
    media: (bucket.media ?? []).map((item) => ({
      name: item.name,
      original_name: item.original_name,
      alt_text: item.alt_text,
      width: item.width,
      height: item.height,
      url: item.url ?? (item.location ? `${item.location}/${item.name}` : undefined),
      imgix_url: item.imgix_url ?? (item.location ? `${IMGIX_ORIGIN}/${item.name}` : undefined),
    })),
  };
}
