import { createServer } from "node:http";
import { resolve } from "node:path";
import { ConfigError, hostedBucket, parseEnv } from "#app/config/env.server.ts";
import type { ContentFallback } from "#app/content/cosmic/content-fallback.server.ts";
import type { Emulator } from "#emulator/server.ts";
import { loadServerBuild } from "./build.ts";
import { limitConnections, logWarnings } from "./connection-limits.ts";
import { startSnapshot } from "./content-snapshot.ts";
import { startEmbeddedContent } from "./embedded-content.ts";
import { Lifecycle } from "./lifecycle.ts";
import { createLogger, routeConsoleTo } from "./logging.ts";
import { createMetrics, serveMetrics } from "./metrics.ts";
import { shutDownGracefully } from "./shutdown.ts";
import { siteOptionsFromEnv } from "./site-options.ts";

const ROOT = resolve(import.meta.dirname, "..");

/** An http (not https) content service serves its media from its own origin, which the CSP must allow. */
function plainHttpOrigin(apiUrl: string | undefined): string | undefined {
  if (!apiUrl) return undefined;
  const url = new URL(apiUrl);
  return url.protocol === "http:" ? url.origin : undefined;
}

async function main() {
  const env = parseEnv();
  const logger = createLogger({ level: env.LOG_LEVEL });
  routeConsoleTo(logger);
  logWarnings(logger);
  let emulator: Emulator | undefined;
  let mediaDirectory: string | undefined;
  let service = hostedBucket(env);
  if (!service) {
    ({ emulator, service, mediaDirectory } = await startEmbeddedContent(env.CONTENT_BUCKET_FILE));
  } else {
    console.info(`content: Cosmic bucket "${service.bucketSlug}" at ${service.apiUrl}`);
  }
  let fallback: Emulator | undefined;
  let contentFallback: ContentFallback | undefined;
  if (env.CONTENT_FALLBACK_FILE && emulator) {
    console.info("content: CONTENT_FALLBACK_FILE ignored: the embedded emulator cannot be down");
  } else if (env.CONTENT_FALLBACK_FILE) {
    ({ fallback, contentFallback, mediaDirectory } = await startSnapshot(
      resolve(env.CONTENT_FALLBACK_FILE),
    ));
  }

  const lifecycle = new Lifecycle();
  const metrics = env.METRICS_PORT ? createMetrics() : undefined;
  const metricsServer =
    metrics && env.METRICS_PORT
      ? await serveMetrics(metrics, env.METRICS_PORT, env.METRICS_HOST)
      : undefined;
  if (metricsServer) {
    console.info(`metrics: http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics`);
  }
  const { createSite } = await loadServerBuild(resolve(ROOT, "build/server/index.js"));
  const app = await createSite({
    ...siteOptionsFromEnv(env),
    contentService: service,
    mediaDirectory,
    mediaOrigin: plainHttpOrigin(emulator ? undefined : env.COSMIC_API_URL),
    contentFallback,
    lifecycle,
    logger,
    metrics,
  });
  const server = createServer(app.handleRequest);
  limitConnections(server, logger, env, () => metrics?.refused("connection-dropped"));
  server.listen(env.PORT, env.HOST, () => {
    lifecycle.state = "serving";
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.info(
      `site: listening on http://${env.HOST}:${port} (NODE_ENV=${process.env.NODE_ENV})`,
    );
  });
  shutDownGracefully(server, lifecycle, {
    deadlineMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    release: async () => {
      await app.release();
      metricsServer?.close();
      await emulator?.close();
      await fallback?.close();
    },
  });
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
