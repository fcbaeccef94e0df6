import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { loadBucketFile } from "#emulator/bucket.ts";
import { type Emulator, startEmulator } from "#emulator/server.ts";

export const DEMO_BUCKET = resolve(import.meta.dirname, "../content/demo/bucket.json");

/**
 * No hosted bucket: a bucket file is served over a real Cosmic-compatible HTTP API on loopback
 * (random read key, media at /media) and the content client is pointed at it, so the site runs
 * the same client code as in production. `npm start`, `npm run dev` and the tests all start here.
 */
export async function startEmbeddedContent(
  bucketFile: string = DEMO_BUCKET,
): Promise<{ emulator: Emulator; mediaDirectory: string }> {
  const file = resolve(bucketFile);
  const readKey = randomBytes(18).toString("hex");
  const emulator = await startEmulator({ bucketFile: file, readKey, mediaBaseUrl: "/media" });
  process.env.COSMIC_API_URL = emulator.apiUrl;
  process.env.COSMIC_BUCKET_SLUG = emulator.bucketSlug;
  process.env.COSMIC_READ_KEY = readKey;
  console.info(`content: embedded Cosmic emulator at ${emulator.apiUrl} serving ${file}`);
  return { emulator, mediaDirectory: loadBucketFile(file).mediaDirectory };
}
