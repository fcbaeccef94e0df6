import { once } from "node:events";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { parseEnv } from "#app/config/env.server.ts";
import { loadServerBuild } from "#server/build.ts";
import { startEmbeddedContent } from "#server/embedded-content.ts";
import { siteOptionsFromEnv } from "#server/site-options.ts";

const BUILD = resolve(import.meta.dirname, "../../build/server/index.js");

export interface InProcessSite {
  url: string;
  close: () => Promise<void>;
}

/**
 * The built site in the test's own process: the embedded emulator on the demo bucket, the
 * production server build and server/app.ts's createSite, on a loopback port. Starts in well
 * under a second; for answers (status codes, redirects, headers, the webhook, JSON-LD) that need
 * no browser and no separate `npm start` process.
 */
export async function startInProcessSite(
  options: { revalidateSecret?: string } = {},
): Promise<InProcessSite> {
  const { emulator, service, mediaDirectory } = await startEmbeddedContent();
  const { createSite } = await loadServerBuild(BUILD);
  // The defaults `npm start` has with an empty environment, as the other tests' sites do.
  const env = parseEnv({ REVALIDATE_SECRET: options.revalidateSecret });
  const app = await createSite({
    ...siteOptionsFromEnv(env),
    contentService: service,
    mediaDirectory,
    // Every request of a test comes from one address: no per-client render allowance.
    renders: undefined,
  });
  const server = createServer(app.handleRequest).listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await emulator.close();
    },
  };
}
