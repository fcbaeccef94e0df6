import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { inCallLane } from "#app/content/cosmic/call-ceiling.ts";
import type { ContentService } from "#app/content/cosmic/cms-service.ts";
import type { ContentFallback } from "#app/content/cosmic/content-fallback.server.ts";
import { withContentServices } from "#app/content/cosmic/content-services.server.ts";
import { purgeSharedContent } from "#app/content/cosmic/shared-answers.server.ts";
import { purgeContent } from "#app/content/queries/publish-refresh.server.ts";
import { loadSlugLists } from "#app/content/queries/slug-index.server.ts";
import { type Fleet, joinFleet } from "./fleet.ts";
import { plainErrors, requestGuards } from "./guards.ts";
import { closeWhenDraining, healthChecks } from "./health.ts";
import { Lifecycle } from "./lifecycle.ts";
import { type Logger, pino } from "./logging.ts";
import { type Metrics, noPublicMetrics, type PurgeSource } from "./metrics.ts";
import { createCachedPageAnswer } from "./pages/cached-answer.ts";
import { createPages } from "./pages/handler.ts";
import { createPageCache } from "./pages/page-cache.ts";
import { createPageKeys, type PageKeys } from "./pages/page-key.ts";
import { isPreview, previewRoutes } from "./preview.ts";
import type { RenderLimitSettings } from "./render-limits.ts";
import {
  createRequestObserver,
  observeRequests,
  type RequestObserver,
} from "./request-observer.ts";
import { securityHeaders } from "./security-headers.ts";
import { mediaFiles, renderLimitsOf, secretGuesses, siteContentServices } from "./site-parts.ts";
import { loadStaticFiles, staticFiles } from "./static-files.ts";
import { warmUp, warmUpDone } from "./warm-up.ts";
import { publishWebhook } from "./webhook.ts";

export { WEBHOOK_PATH } from "./webhook.ts";

/** The production build, or (npm run dev) a function that loads Vite's current one. */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

export const loadBuild = (source: BuildSource): Promise<ServerBuild> =>
  typeof source === "function" ? source() : Promise.resolve(source);

export interface SiteOptions {
  build: BuildSource;
  /** The built client files (build/client); unset with Vite, which serves them itself. */
  clientDirectory?: string;
  /** npm run dev: Vite's middleware (modules, hot reload), in place of the built client files. */
  vite?: RequestHandler;
  /** Cosmic's API the content comes from: the hosted bucket's, or the embedded emulator's. */
  contentService: ContentService;
  caboSiteUrl: string;
  /** When the embedded emulator serves the content, its media folder is served at /media. */
  mediaDirectory?: string;
  pageCache: boolean;
  /** The most the rendered pages may take in memory. */
  pageCacheBytes: number;
  analytics: boolean;
  /** A plain-http content service's origin, whose media images pages may show. */
  mediaOrigin?: string;
  /** Unset = the publish webhook is off. */
  revalidateSecret?: string;
  /** Unset = editors' draft previews are off. */
  previewSecret?: string;
  /** The snapshot that answers while Cosmic fails (CONTENT_FALLBACK_FILE); unset = 503s. */
  contentFallback?: ContentFallback;
  /** Starting, serving or draining (server/main.ts); serving when not given. */
  lifecycle?: Lifecycle;
  /** Request and CMS call logs; none when not given. */
  logger?: Logger;
  metrics?: Metrics;
  /** Render limits (MAX_RENDERS, MAX_RENDERS_PER_CLIENT, RENDERS_PER_CLIENT_PER_SECOND); none if unset. */
  renders?: RenderLimitSettings;
  /** The fleet's Redis (REDIS_URL): shared CMS answers, publishes that purge every instance. */
  redisUrl?: string;
}

const SNAPSHOT_PAGE_LIFETIME_MS = 60_000;

/**
 * The site: `handleRequest` answers fresh page-cache hits itself and hands everything else to
 * the Express app; `release` lets go of the fleet's Redis connections when it stops.
 */
export type Site = Express & {
  handleRequest(request: IncomingMessage, response: ServerResponse): void;
  release(): Promise<void>;
};

/** The parts of a site its Express app puts in order. */
interface SiteParts {
  options: SiteOptions;
  logger: Logger;
  lifecycle: Lifecycle;
  observe: RequestObserver;
  site: ReturnType<typeof createPages>;
  warming: Promise<void>;
  fleet: Fleet | undefined;
  publish: (objectType: string | undefined) => Promise<{ content: number; pages: number }>;
}

/**
 * Every request's way through the site, in order: observed, drained, secured, health checks,
 * static files, the webhook, guards and redirects, previews, media, then the pages.
 */
function expressApp({
  options,
  logger,
  lifecycle,
  observe,
  site,
  warming,
  fleet,
  publish,
}: SiteParts) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(observeRequests(observe));
  app.use(closeWhenDraining(lifecycle));
  app.use(securityHeaders);
  app.use(
    healthChecks({
      lifecycle,
      canServe: async () => {
        await warmUpDone(warming);
        const home = await site.pageOf(new URL("http://site.local/"), () => undefined);
        return home.page.status === 200;
      },
      detail: (): Record<string, string> =>
        fleet ? { fleet: fleet.connected() ? "connected" : "redis unreachable" } : {},
    }),
  );
  app.use(noPublicMetrics);
  // The build's files go out precompressed, before the per-request compression of pages.
  if (options.clientDirectory) app.use(staticFiles(loadStaticFiles(options.clientDirectory)));
  app.use(compression());
  const guesses = secretGuesses(logger, options.metrics);
  app.use(
    publishWebhook({
      secret: options.revalidateSecret,
      guesses,
      purge: publish,
    }),
  );
  app.use(requestGuards(options.caboSiteUrl));
  app.use(previewRoutes(options.previewSecret, guesses));
  if (options.vite) app.use(options.vite);
  if (options.mediaDirectory) app.use("/media", mediaFiles(options.mediaDirectory));
  app.use(site.handler);
  app.use(plainErrors);
  return app;
}

/**
 * The site: request logs and metrics, health checks, guards and redirects, static files, the
 * publish webhook, editors' previews, and every page rendered by React Router through the page
 * cache. `npm start` and `npm run dev` both run this.
 */
export async function createSite(options: SiteOptions): Promise<Site> {
  const { build, metrics } = options;
  const logger = options.logger ?? pino({ level: "silent" });
  const handle = createRequestHandler(build, options.vite ? "development" : "production");
  const pages = options.pageCache
    ? createPageCache(options.pageCacheBytes, SNAPSHOT_PAGE_LIFETIME_MS)
    : undefined;
  if (pages) metrics?.watchPageCache(pages);

  const purgeHere = async (objectType: string | undefined, source: PurgeSource) => {
    const content = await withContent(() => purgeContent(objectType));
    const pagesDropped = pages?.size ?? 0;
    pages?.clear();
    metrics?.purge(source);
    logger.info({ type: objectType ?? "all", content, pages: pagesDropped, source }, "purged");
    return { content, pages: pagesDropped };
  };
  const fleet: Fleet | undefined = options.redisUrl
    ? joinFleet({
        url: options.redisUrl,
        logger,
        purge: async (objectType, source) => {
          await purgeHere(objectType, source);
        },
        onConnectionChange: (connected) => metrics?.fleetConnected(connected),
        onReadTimeout: () => metrics?.fleetReadTimeout(),
      })
    : undefined;
  const content = siteContentServices(options, logger, fleet);
  /** Content work outside a render (a publish's purge, the warm-up) reads the same services. */
  const withContent = <T>(run: () => T): T => withContentServices(content, run);

  // The route tree decides which query parameters a page reads; Vite's changes as files do.
  const builtKeys = options.vite ? undefined : createPageKeys(await loadBuild(build));
  const pageKeys = async (): Promise<PageKeys> =>
    builtKeys ?? createPageKeys(await loadBuild(build));
  const site = createPages({
    content,
    handle,
    pages,
    pageKeys,
    csp: { analytics: options.analytics, mediaOrigin: options.mediaOrigin },
    isPreview: (cookie) => isPreview(options.previewSecret, cookie),
    onPageCache: (result) => metrics?.pageCache(result),
    renderLimits: renderLimitsOf(options, logger),
  });

  // Vite's development server builds pages on demand: nothing to warm.
  const warming = options.vite
    ? Promise.resolve()
    : warmUp(
        () => withContent(loadSlugLists),
        // Nobody waits on it: it takes the ceiling's spare turns, leaving visitors theirs.
        (url) => inCallLane("background", () => site.renderContent(url)),
        logger,
      );

  /** A publish announced here: the fleet's shared answers, this instance, then the others. */
  const publish = async (objectType: string | undefined) => {
    await withContent(() => purgeSharedContent(objectType));
    const purged = await purgeHere(objectType, "webhook");
    await fleet?.announcePurge(objectType);
    return purged;
  };
  const lifecycle = options.lifecycle ?? Object.assign(new Lifecycle(), { state: "serving" });
  const observe = createRequestObserver(logger, metrics);
  const app = expressApp({ options, logger, lifecycle, observe, site, warming, fleet, publish });

  const answerFromCache =
    pages && builtKeys
      ? createCachedPageAnswer({
          pages,
          keys: builtKeys,
          lifecycle,
          observe,
          isPreview: (cookie) => isPreview(options.previewSecret, cookie),
          onHit: () => metrics?.pageCache("hit"),
        })
      : () => false;
  return Object.assign(app, {
    handleRequest: (request: IncomingMessage, response: ServerResponse) => {
      if (!answerFromCache(request, response)) app(request, response);
    },
    release: async () => fleet?.close(),
  });
}
