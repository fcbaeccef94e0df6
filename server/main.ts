import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { ConfigError, parseEnv } from "../app/config/env.server.ts";
import { type Emulator, startEmulator } from "../emulator/server.ts";
import { createSite } from "./app.ts";
import { loadServerBuild } from "./build.ts";

const ROOT = resolve(import.meta.dirname, "..");
const DEMO_BUCKET = resolve(ROOT, "content/demo/bucket.json");

/** An http (not https) content service serves its media from its own origin, which the CSP must allow. */
function plainHttpOrigin(apiUrl: string | undefined): string | undefined {
  if (!apiUrl) return undefined;
  const url = new URL(apiUrl);
  return url.protocol === "http:" ? url.origin : undefined;
}

async function main() {
  const env = parseEnv();
  let emulator: Emulator | undefined;
  let mediaDirectory: string | undefined;
  if (!env.COSMIC_BUCKET_SLUG) {
    // No hosted bucket: serve the bucket file over a real Cosmic-compatible HTTP API on loopback,
    // so the site runs the same client code as in production.
    const bucketFile = resolve(env.CONTENT_BUCKET_FILE ?? DEMO_BUCKET);
    const readKey = randomBytes(18).toString("hex");
    emulator = await startEmulator({ bucketFile, readKey, mediaBaseUrl: "/media" });
    const { loadBucketFile } = await import("../emulator/bucket.ts");
    mediaDirectory = loadBucketFile(bucketFile).mediaDirectory;
    process.env.COSMIC_API_URL = emulator.apiUrl;
    process.env.COSMIC_BUCKET_SLUG = emulator.bucketSlug;
    process.env.COSMIC_READ_KEY = readKey;
    console.info(`content: embedded Cosmic emulator at ${emulator.apiUrl} serving ${bucketFile}`);
  } else {
    console.info(`content: Cosmic bucket "${env.COSMIC_BUCKET_SLUG}" at ${env.COSMIC_API_URL}`);
  }

  const build = await loadServerBuild(resolve(ROOT, "build/server/index.js"));
  const app = createSite({
    build,
    mediaDirectory,
    caboSiteUrl: env.CABO_SITE_URL,
    pageCache: env.PAGE_CACHE === "on",
    pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    analytics: Boolean(env.GA_MEASUREMENT_ID),
    mediaOrigin: plainHttpOrigin(emulator ? undefined : env.COSMIC_API_URL),
    revalidateSecret: env.REVALIDATE_SECRET,
  });
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.info(
      `site: listening on http://${env.HOST}:${port} (NODE_ENV=${process.env.NODE_ENV})`,
    );
  });
  server.keepAliveTimeout = 65_000;

  const stop = () => {
    server.close();
    server.closeAllConnections();
    void emulator?.close();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(
      `site: could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  process.exit(1);
});
