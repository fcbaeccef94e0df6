import { dirname, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createBucketClient } from "@cosmicjs/sdk";
import { z } from "zod";
import { ConfigError, parseEnv } from "#app/config/env.server.ts";
import { type BucketFile, bucketFileSchema, bucketObjectSchema } from "#emulator/bucket.ts";
import { Progress, PullError, pacer, retrying } from "./bucket-pull/calls.ts";
import { downloadMedia, pointAtLocalMedia, writeAtomically } from "./bucket-pull/local-media.ts";

/** What a copy needs of each object: all of it but Cosmic's bookkeeping. */
const OBJECT_PROPS = [
  "id",
  "slug",
  "title",
  "type",
  "status",
  "content",
  "locale",
  "metadata",
  "thumbnail",
  "created_at",
  "modified_at",
  "published_at",
];
const MEDIA_PROPS = [
  "id",
  "name",
  "original_name",
  "url",
  "imgix_url",
  "alt_text",
  "width",
  "height",
  "size",
  "type",
  "folder",
  "created_at",
];

const objectTypesAnswer = z.object({
  object_types: z.array(
    z
      .object({
        id: z.string().nullish(),
        slug: z.string().min(1),
        title: z.string(),
        singular: z.string().nullish(),
        singleton: z.boolean().nullish(),
        created_at: z.string().nullish(),
        modified_at: z.string().nullish(),
        metafields: z
          .array(
            z
              .object({
                key: z.string().min(1),
                type: z.string().min(1),
                object_type: z.string().nullish(),
              })
              .loose(),
          )
          .nullish(),
      })
      .loose(),
  ),
});
const objectsAnswer = z.object({ objects: z.array(z.unknown()), total: z.number().int().min(0) });
const mediaItemSchema = z
  .object({
    id: z.string().optional(),
    name: z.string().min(1),
    original_name: z.string().optional(),
    url: z.string().optional(),
    imgix_url: z.string().optional(),
    alt_text: z.string().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
    size: z.number().nullish(),
    type: z.string().nullish(),
    folder: z.string().nullish(),
    created_at: z.string().nullish(),
  })
  .loose();
const mediaAnswer = z.object({ media: z.array(mediaItemSchema), total: z.number().int().min(0) });
type MediaItem = z.infer<typeof mediaItemSchema>;

export interface PullOptions {
  apiUrl: string;
  bucketSlug: string;
  readKey: string;
  out: string;
  status: "published" | "any";
  mediaDirectory?: string;
  requestsPerSecond: number;
  retries: number;
  pageSize: number;
  /** First retry waits this long, then twice as long each time. */
  backoffMs: number;
}

export async function pullBucket(options: PullOptions, progress = new Progress()): Promise<void> {
  const cosmic = createBucketClient({
    bucketSlug: options.bucketSlug,
    readKey: options.readKey,
    custom: { apiUrl: options.apiUrl, uploadUrl: options.apiUrl },
  });
  const call = retrying(options, progress, pacer(options.requestsPerSecond));

  const types = objectTypesAnswer.safeParse(
    await call("object types", () => cosmic.objectTypes.find()),
  );
  if (!types.success) throw new PullError("object types: unexpected answer shape");
  const objectTypes = types.data.object_types.map((type) => ({
    ...(type.id ? { id: type.id } : {}),
    slug: type.slug,
    title: type.title,
    ...(type.singular ? { singular: type.singular } : {}),
    ...(type.singleton ? { singleton: true } : {}),
    ...(type.created_at ? { created_at: type.created_at } : {}),
    ...(type.modified_at ? { modified_at: type.modified_at } : {}),
    metafields: (type.metafields ?? []).map((field) => ({
      key: field.key,
      type: field.type,
      ...(field.object_type ? { object_type: field.object_type } : {}),
    })),
  }));
  progress.total = objectTypes.length + 1;
  progress.say(`${objectTypes.length} object types in bucket "${options.bucketSlug}"`);

  const objects: BucketFile["objects"] = [];
  for (const type of objectTypes) {
    const seen = new Set<string>();
    for (let skip = 0; ; skip += options.pageSize) {
      const label = `${type.slug} from ${skip}`;
      const raw = await call(label, () => {
        const query = cosmic.objects
          .find({ type: type.slug })
          .props(OBJECT_PROPS)
          .depth(0)
          .sort("created_at")
          .limit(options.pageSize)
          .skip(skip);
        return options.status === "any" ? query.status("any") : query;
      });
      const page = raw === null ? { objects: [], total: 0 } : objectsAnswer.safeParse(raw).data;
      if (!page) throw new PullError(`${label}: unexpected answer shape`);
      for (const candidate of page.objects) {
        const object = bucketObjectSchema.safeParse(candidate);
        if (!object.success) {
          const issue = object.error.issues[0];
          throw new PullError(`${label}: an object is not valid at ${issue?.path.join(".")}`);
        }
        if (seen.has(object.data.id)) continue;
        seen.add(object.data.id);
        objects.push(object.data);
      }
      if (page.objects.length < options.pageSize || skip + options.pageSize >= page.total) break;
    }
    progress.step(`${type.slug}: ${seen.size}`);
  }

  const media: MediaItem[] = [];
  for (let skip = 0; ; skip += options.pageSize) {
    const raw = await call(`media from ${skip}`, () =>
      cosmic.media.find().props(MEDIA_PROPS).limit(options.pageSize).skip(skip),
    );
    const page = raw === null ? { media: [], total: 0 } : mediaAnswer.safeParse(raw).data;
    if (!page) throw new PullError(`media from ${skip}: unexpected answer shape`);
    media.push(...page.media);
    if (page.media.length < options.pageSize || skip + options.pageSize >= page.total) break;
  }
  progress.step(`media: ${media.length}`);

  const snapshot: BucketFile = {
    bucket: { slug: options.bucketSlug },
    pulled_at: new Date().toISOString(),
    object_types: objectTypes,
    objects,
    media: media.map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      name: item.name,
      original_name: item.original_name,
      alt_text: item.alt_text ?? undefined,
      width: item.width ?? undefined,
      height: item.height ?? undefined,
      size: item.size ?? undefined,
      type: item.type ?? undefined,
      folder: item.folder ?? undefined,
      created_at: item.created_at ?? undefined,
      url: item.url,
      imgix_url: item.imgix_url,
    })),
  };

  if (options.mediaDirectory) {
    const downloaded = await downloadMedia(media, options, progress);
    pointAtLocalMedia(snapshot, downloaded);
    const local = new Set(downloaded.values());
    snapshot.media = snapshot.media.map((item) =>
      local.has(item.name) ? { ...item, url: undefined, imgix_url: undefined } : item,
    );
    snapshot.media_folder = relative(dirname(resolve(options.out)), options.mediaDirectory) || ".";
  }

  const checked = bucketFileSchema.safeParse(snapshot);
  if (!checked.success) throw new PullError("the copy is not a valid bucket file");
  writeAtomically(resolve(options.out), `${JSON.stringify(checked.data, null, 1)}\n`);
  progress.say(
    `wrote ${options.out}: ${objectTypes.length} object types, ${objects.length} objects, ${media.length} media`,
  );
}

function wholeNumber(name: string, value: string | undefined, min: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) {
    throw new ConfigError(`bucket:pull: --${name} must be a whole number of at least ${min}`);
  }
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      status: { type: "string", default: "published" },
      media: { type: "string" },
      rate: { type: "string", default: "10" },
      retries: { type: "string", default: "5" },
      "page-size": { type: "string", default: "100" },
    },
  });
  if (!values.out) throw new ConfigError("bucket:pull: --out FILE is required");
  if (values.status !== "published" && values.status !== "any") {
    throw new ConfigError("bucket:pull: --status must be published or any");
  }
  const env = parseEnv();
  if (!env.COSMIC_BUCKET_SLUG || !env.COSMIC_READ_KEY) {
    throw new ConfigError("bucket:pull needs COSMIC_BUCKET_SLUG and COSMIC_READ_KEY");
  }
  await pullBucket({
    apiUrl: env.COSMIC_API_URL,
    bucketSlug: env.COSMIC_BUCKET_SLUG,
    readKey: env.COSMIC_READ_KEY,
    out: values.out,
    status: values.status,
    mediaDirectory: values.media ? resolve(values.media) : undefined,
    requestsPerSecond: wholeNumber("rate", values.rate, 1),
    retries: wholeNumber("retries", values.retries, 0),
    pageSize: Math.min(1000, wholeNumber("page-size", values["page-size"], 1)),
    backoffMs: 500,
  });
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof PullError
        ? error.message
        : `bucket:pull: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
}
