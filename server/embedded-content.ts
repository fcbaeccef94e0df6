import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import type { ContentService } from "#app/content/cosmic/cms-service.ts";
import { loadSummary } from "#emulator/bucket.ts";
import { type Emulator, startEmulator } from "#emulator/server.ts";

export const DEMO_BUCKET = resolve(import.meta.dirname, "../content/demo/bucket.json");

/**
 * A bucket file served over a real Cosmic-compatible HTTP API on loopback (a random read key,
 * media at /media, which the site serves), so the site reads it with its production client.
 */
export async function serveBucketFile(
  bucketFile: string,
): Promise<{ emulator: Emulator; service: ContentService }> {
  const readKey = randomBytes(18).toString("hex");
  const emulator = await startEmulator({
    bucketFile: resolve(bucketFile),
    readKey,
    mediaBaseUrl: "/media",
  });
  return {
    emulator,
    service: { apiUrl: emulator.apiUrl, bucketSlug: emulator.bucketSlug, readKey },
  };
}

/**
 * No hosted bucket: the site reads a served bucket file (the service it answers goes to
 * createSite). `npm start`, `npm run dev` and the tests all start here.
 */
export async function startEmbeddedContent(
  bucketFile: string = DEMO_BUCKET,
): Promise<{ emulator: Emulator; service: ContentService; mediaDirectory: string }> {
  const { emulator, service } = await serveBucketFile(bucketFile);
  console.info(
    `content: embedded Cosmic emulator at ${emulator.apiUrl} serving ${resolve(bucketFile)}`,
  );
  console.info(`content: ${loadSummary(resolve(bucketFile), emulator.bucket())}`);
  return { emulator, service, mediaDirectory: emulator.bucket().mediaDirectory };
}
