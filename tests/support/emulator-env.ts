import type { Emulator } from "#emulator/server.ts";
import { DEMO_BUCKET, startEmbeddedContent } from "#server/embedded-content.ts";

export { DEMO_BUCKET };

/**
 * Starts an emulator and points the app's content client at it, as the server does in
 * embedded mode. Call before the first content call of a test file (the env is read once).
 */
export async function useEmulatorForContent(bucketFile = DEMO_BUCKET): Promise<Emulator> {
  return (await startEmbeddedContent(bucketFile)).emulator;
}
