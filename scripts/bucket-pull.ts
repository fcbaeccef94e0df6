/**
 * npm run bucket:pull -- --out FILE [--status any] [--media DIR] [--rate 10] [--retries 5]
 * Takes a copy of the hosted bucket named by COSMIC_API_URL, COSMIC_BUCKET_SLUG and
 * COSMIC_READ_KEY into a bucket file the emulator serves (CONTENT_BUCKET_FILE or
 * CONTENT_FALLBACK_FILE): every object type, every object of each (relations as ids), and the
 * media list; with --media, the media files too. Through the official SDK, paced under Cosmic's
 * rate limit, retrying 429 and 5xx answers; the file is written whole or not at all.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createBucketClient } from "@cosmicjs/sdk";
import { z } from "zod";
import { ConfigError, parseEnv } from "#app/config/env.server.ts";
import { type BucketFile, bucketFileSchema, bucketObjectSchema } from "#emulator/bucket.ts";

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
];

const objectTypesAnswer = z.object({
  object_types: z.array(
    z
      .object({
        slug: z.string().min(1),
        title: z.string(),
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

export class PullError extends Error {}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** Spaces calls evenly: never more than `perSecond` started in any second. */
function pacer(perSecond: number): () => Promise<void> {
  const gapMs = 1000 / perSecond;
  let nextAt = 0;
  return async () => {
    const now = Date.now();
    const at = Math.max(now, nextAt);
    nextAt = at + gapMs;
    if (at > now) await sleep(at - now);
  };
}

/** The SDK rejects with the answer's JSON body (Cosmic puts the status in it) or nothing. */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const status: unknown = Reflect.get(error, "status");
  return typeof status === "number" ? status : undefined;
}

function describe(error: unknown): string {
  const status = statusOf(error);
  if (status === undefined) {
    return error instanceof Error ? error.message : "no answer (network error)";
  }
  const message: unknown =
    typeof error === "object" && error !== null ? Reflect.get(error, "message") : undefined;
  return `HTTP ${status}${typeof message === "string" && message ? ` (${message})` : ""}`;
}

/** A media file's download failed with this status (retried like an API answer). */
class DownloadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** One line on a terminal, redrawn; one line per step when the output is a log (cron). */
class Progress {
  private readonly live = Boolean(process.stderr.isTTY);
  private done = 0;
  total = 0;

  step(label: string, count = 1): void {
    this.done += count;
    if (!this.live) return;
    const width = 24;
    const share = this.total ? Math.min(1, this.done / this.total) : 0;
    const filled = Math.round(share * width);
    process.stderr.write(
      `\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${this.done}/${this.total} ${label}`.padEnd(
        100,
      ),
    );
  }

  say(line: string): void {
    process.stderr.write(`${this.live ? "\r\x1b[K" : ""}bucket:pull: ${line}\n`);
  }
}

/**
 * Points the copy's references to downloaded files at the local folder, as a bucket file writes
 * them: a file field holds the bare name (a `files` field, a list of names), and a text field that
 * held a file's URL holds "media:NAME".
 */
function pointAtLocalMedia(snapshot: BucketFile, names: Map<string, string>): void {
  const fieldTypes = new Map(
    snapshot.object_types.map((type) => [
      type.slug,
      new Map(type.metafields.map((field) => [field.key, field.type])),
    ]),
  );
  const nameOf = (value: unknown): string | undefined => {
    const url = typeof value === "object" && value !== null ? Reflect.get(value, "url") : value;
    return typeof url === "string" ? names.get(url) : undefined;
  };
  for (const object of snapshot.objects) {
    for (const [key, value] of Object.entries(object.metadata)) {
      const fieldType = fieldTypes.get(object.type)?.get(key);
      if (fieldType === "file") {
        object.metadata[key] = nameOf(value) ?? value;
      } else if (fieldType === "files" && Array.isArray(value)) {
        object.metadata[key] = value.map((item) => nameOf(item) ?? item);
      } else if (typeof value === "string" && names.has(value)) {
        object.metadata[key] = `media:${names.get(value)}`;
      }
    }
  }
}

type Call = (label: string, run: () => unknown) => Promise<unknown>;

/** Runs a call, retried with back-off on 429, 5xx and network errors; a 404 answers null. */
function retrying(options: PullOptions, progress: Progress, pace?: () => Promise<void>): Call {
  return async (label, run) => {
    for (let attempt = 0; ; attempt++) {
      await pace?.();
      try {
        return await run();
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return null;
        const retriable = status === undefined || status === 429 || status >= 500;
        if (!retriable || attempt >= options.retries) {
          throw new PullError(
            `${label}: ${describe(error)}${retriable ? ` after ${attempt + 1} tries` : ""}`,
          );
        }
        const delay = Math.round(options.backoffMs * 2 ** attempt * (1 + Math.random() / 4));
        progress.say(`${label}: ${describe(error)}; retrying in ${delay} ms`);
        await sleep(delay);
      }
    }
  };
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
    slug: type.slug,
    title: type.title,
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

/** Downloads each media file into the folder; answers URL -> file name for those it got. */
async function downloadMedia(
  media: MediaItem[],
  options: PullOptions,
  progress: Progress,
): Promise<Map<string, string>> {
  // Files come from the CDN, not the API: its rate limit does not apply.
  const call = retrying(options, progress);
  const folder = resolve(options.mediaDirectory ?? ".");
  mkdirSync(folder, { recursive: true });
  const names = new Map<string, string>();
  progress.total += media.length;
  for (const item of media) {
    progress.step(`media file ${item.name}`);
    if (!item.url || !/^[\w.-]+$/.test(item.name) || item.name.startsWith(".")) {
      progress.say(`skipped media ${item.name}: no URL or not a plain file name`);
      continue;
    }
    // Relative URLs are the embedded emulator's own /media paths.
    const url = new URL(item.url, options.apiUrl);
    const body = await call(`media file ${item.name}`, async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      if (!response.ok) {
        await response.body?.cancel();
        throw new DownloadError(response.status, response.statusText);
      }
      return Buffer.from(await response.arrayBuffer());
    });
    if (!(body instanceof Buffer)) {
      progress.say(`skipped media ${item.name}: not found at ${url}`);
      continue;
    }
    writeAtomically(join(folder, item.name), body);
    names.set(item.url, item.name);
    if (item.imgix_url) names.set(item.imgix_url, item.name);
  }
  return names;
}

/** A temporary file renamed into place: readers see the old file or the new one, never half. */
function writeAtomically(path: string, body: string | Buffer): void {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    writeFileSync(temporary, body);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
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
