import { statSync, watch } from "node:fs";
import { basename, dirname } from "node:path";
import type { ContentFallback } from "#app/content/cosmic/content-fallback.server.ts";
import type { LoadedBucket } from "#emulator/bucket.ts";
import { serveBucketFile } from "./embedded-content.ts";

/** Calls `changed` once a file is written or renamed into place (its folder is watched). */
function watchForReplacement(file: string, changed: () => void): void {
  let timer: NodeJS.Timeout | undefined;
  watch(dirname(file), (_event, name) => {
    if (name !== basename(file)) return;
    clearTimeout(timer);
    timer = setTimeout(changed, 200);
  }).unref();
}

/**
 * The fallback snapshot (CONTENT_FALLBACK_FILE), served like the embedded bucket and reloaded
 * whenever bucket:pull renames a new one into place.
 */
export async function startSnapshot(bucketFile: string) {
  const { emulator, service } = await serveBucketFile(bucketFile);
  const takenAt = (loaded: LoadedBucket) =>
    loaded.pulled_at ?? statSync(bucketFile).mtime.toISOString();
  const contentFallback: ContentFallback = { service, takenAt: takenAt(emulator.bucket()) };
  watchForReplacement(bucketFile, () => {
    try {
      // The site reads takenAt from this same object.
      contentFallback.takenAt = takenAt(emulator.reload());
      console.info(`content: snapshot reloaded (taken ${contentFallback.takenAt})`);
    } catch (error) {
      console.error(
        `content: kept the previous snapshot: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
  console.info(
    `content: when Cosmic fails, answers come from ${bucketFile} (taken ${contentFallback.takenAt})`,
  );
  return {
    fallback: emulator,
    contentFallback,
    mediaDirectory: emulator.bucket().mediaDirectory,
  };
}
