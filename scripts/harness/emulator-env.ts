import {
  readContentOutsideSites,
  unreportedServices,
} from "#app/content/cosmic/content-services.server.ts";
import type { Emulator } from "#emulator/server.ts";
import { DEMO_BUCKET, startEmbeddedContent } from "#server/embedded-content.ts";

export { DEMO_BUCKET };

/**
 * Starts an emulator and says it is what content read outside a site (no request context)
 * reads, as a script does. Call before the first content call of a test file.
 */
export async function useEmulatorForContent(bucketFile = DEMO_BUCKET): Promise<Emulator> {
  const { emulator, service } = await startEmbeddedContent(bucketFile);
  readContentOutsideSites(unreportedServices(service));
  return emulator;
}
