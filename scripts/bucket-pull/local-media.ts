/** bucket:pull's files: media downloaded into a folder and the copy pointed at them, written whole. */
import { randomBytes } from "node:crypto";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { BucketFile } from "#emulator/bucket.ts";
import { DownloadError, type Progress, retrying } from "./calls.ts";

/**
 * Points the copy's references to downloaded files at the local folder, as a bucket file writes
 * them: a file field holds the bare name (a `files` field, a list of names), and a text field that
 * held a file's URL holds "media:NAME".
 */
export function pointAtLocalMedia(snapshot: BucketFile, names: Map<string, string>): void {
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

/** Downloads each media file into the folder; answers URL -> file name for those it got. */
export async function downloadMedia(
  media: readonly { name: string; url?: string; imgix_url?: string }[],
  options: { mediaDirectory?: string; apiUrl: string; retries: number; backoffMs: number },
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
export function writeAtomically(path: string, body: string | Buffer): void {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    writeFileSync(temporary, body);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
