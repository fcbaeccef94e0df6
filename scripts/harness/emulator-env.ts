import type { Emulator } from "#emulator/server.ts";
import { DEMO_BUCKET, startEmbeddedContent } from "#server/embedded-content.ts";

export { DEMO_BUCKET };

/**
 * Starts an emulator and points the app's content client at it: content read outside a site
 * (no request context) comes from the bucket the environment names, as in a script. Call
 * before the first content call of a test file (the env is read once).
 */
export async function useEmulatorForContent(bucketFile = DEMO_BUCKET): Promise<Emulator> {
  const { emulator, service } = await startEmbeddedContent(bucketFile);
  process.env.COSMIC_API_URL = service.apiUrl;
  process.env.COSMIC_BUCKET_SLUG = service.bucketSlug;
  process.env.COSMIC_READ_KEY = service.readKey;
  return emulator;
}
