/**
 * npm run dev: the site as `npm start` runs it (server/app.ts's createSite: the same guards,
 * redirects, headers and webhook), with Vite inside it for modules and hot reload, on the
 * embedded emulator serving the demo bucket (or CONTENT_BUCKET_FILE). No page cache, so every
 * edit shows on the next request.
 */
import { createServer } from "node:http";
import { createServer as createViteServer } from "vite";
import { parseEnv } from "#app/config/env.server.ts";
import type * as SiteModule from "#server/app.ts";
import { isServerBuild } from "#server/build.ts";
import { startEmbeddedContent } from "#server/embedded-content.ts";
import { createLogger } from "#server/logging.ts";
import { siteOptionsFromEnv } from "#server/site-options.ts";

process.env.NODE_ENV = "development";
const env = parseEnv();
const port = Number(process.env.PORT ?? 5173);
const { emulator, service, mediaDirectory } = await startEmbeddedContent(env.CONTENT_BUCKET_FILE);

const server = createServer();
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server } },
  appType: "custom",
});

function isSiteModule(value: unknown): value is typeof SiteModule {
  return typeof value === "object" && value !== null && "createSite" in value;
}

// The site from Vite's module graph, the app's: one graph, as in the built bundle
// (server/server-build.ts). An edit to the server's own files takes a restart.
const site: unknown = await vite.ssrLoadModule("/server/app.ts");
if (!isSiteModule(site)) throw new Error("Vite did not load server/app.ts");
const app = await site.createSite({
  ...siteOptionsFromEnv(env),
  contentService: service,
  build: async () => {
    const build: unknown = await vite.ssrLoadModule("virtual:react-router/server-build");
    if (!isServerBuild(build)) throw new Error("Vite did not load a React Router server build");
    return build;
  },
  vite: vite.middlewares,
  mediaDirectory,
  // Every edit shows on the next request; one process, no fleet, no render limits.
  pageCache: false,
  redisUrl: undefined,
  renders: undefined,
  // Readable lines for a person at a terminal; production writes JSON.
  logger: createLogger({ level: env.LOG_LEVEL, pretty: true }),
});
server.on("request", app);
server.listen(port, env.HOST, () => {
  console.info(`site (dev): listening on http://${env.HOST}:${port}`);
});

const stop = async () => {
  server.close();
  server.closeAllConnections();
  await vite.close();
  await emulator.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
