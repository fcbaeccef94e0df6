import { resolve } from "node:path";
import { type Emulator, startEmulator } from "#emulator/server.ts";

export const DEMO_BUCKET = resolve(import.meta.dirname, "../../content/demo/bucket.json");

/**
 * Starts an emulator and points the app's content client at it, as the server does in
 * embedded mode. Call before the first content call of a test file (the env is read once).
 */
export async function useEmulatorForContent(bucketFile = DEMO_BUCKET): Promise<Emulator> {
  const readKey = "integration-read-key";
  const emulator = await startEmulator({ bucketFile, readKey, mediaBaseUrl: "/media" });
  process.env.COSMIC_API_URL = emulator.apiUrl;
  process.env.COSMIC_BUCKET_SLUG = emulator.bucketSlug;
  process.env.COSMIC_READ_KEY = readKey;
  return emulator;
}
