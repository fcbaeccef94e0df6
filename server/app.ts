import { resolve } from "node:path";
import compression from "compression";
import express, {
  type Express,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
  type RequestHandler,
} from "express";
import { createRequestHandler } from "react-router";
import type { ContentFallback } from "#app/content/content-fallback.server.ts";
import {
  type BuildSource,
  loadBuild,
  purgeContent,
  setContentFallback,
  trackSnapshotUse,
} from "./build-access.ts";
import { contentSecurityPolicy } from "./csp.ts";
import { plainErrors, requestGuards } from "./guards.ts";
import { closeWhenDraining, healthChecks } from "./health.ts";
import { Lifecycle } from "./lifecycle.ts";
import { withoutModulePreloads } from "./module-preloads.ts";
import { createPageCache, type RenderedPage, UncacheablePage } from "./page-cache.ts";
import { chooseEncoding, compact, encodedBody, isCompressible } from "./page-encoding.ts";
import { createPageKeys } from "./page-key.ts";
import { securityHeaders } from "./security-headers.ts";
import { publishWebhook } from "./webhook.ts";

export { WEBHOOK_PATH } from "./webhook.ts";

const ROOT = resolve(import.meta.dirname, "..");
export const CLIENT_BUILD = resolve(ROOT, "build/client");

export interface SiteOptions {
  build: BuildSource;
  /** npm run dev: Vite's middleware (modules, hot reload), in place of the built client files. */
  vite?: RequestHandler;
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
  /** The snapshot that answers while Cosmic fails (CONTENT_FALLBACK_FILE); unset = 503s. */
  contentFallback?: ContentFallback;
  /** Starting, serving or draining (server/main.ts); serving when not given. */
  lifecycle?: Lifecycle;
}

/** What a page made from the fallback snapshot may be cached: a minute, nowhere longer. */
export const SNAPSHOT_CACHE_CONTROL = "public, max-age=0, s-maxage=60";
const SNAPSHOT_PAGE_LIFETIME_MS = 60_000;

/**
 * The site: guards and redirects, static files, the publish webhook, and every page rendered
 * by React Router through the page cache. `npm start` and `npm run dev` both run this.
 */
export async function createSite(options: SiteOptions): Promise<Express> {
  const { build, mediaDirectory } = options;
  const handle = createRequestHandler(build, options.vite ? "development" : "production");
  await setContentFallback(build, options.contentFallback);
  const pages = createPageCache(options.pageCacheBytes, SNAPSHOT_PAGE_LIFETIME_MS);
  // The route tree decides which query parameters a page reads; Vite's changes as files do.
  const pageUrlOf = options.vite
    ? async (url: URL) => createPageKeys(await loadBuild(build))(url)
    : createPageKeys(await loadBuild(build));
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  const lifecycle = options.lifecycle ?? Object.assign(new Lifecycle(), { state: "serving" });
  app.use(closeWhenDraining(lifecycle));
  app.use(securityHeaders);
  app.use(
    healthChecks(lifecycle, async () => {
      const home = await pageOf(new URL("http://site.local/"), () => undefined);
      return home.page.status === 200;
    }),
  );
  app.use(compression());
  app.use(
    publishWebhook({
      secret: options.revalidateSecret,
      purgeContent: (objectType) => purgeContent(build, objectType),
      purgePages: () => {
        const dropped = pages.size;
        pages.clear();
        return dropped;
      },
    }),
  );
  app.use(requestGuards(options.caboSiteUrl));
  if (options.vite) {
    app.use(options.vite);
  } else {
    app.use(
      "/assets",
      express.static(resolve(CLIENT_BUILD, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
      }),
    );
  }
  if (mediaDirectory) {
    app.use(
      "/media",
      express.static(mediaDirectory, { immutable: true, maxAge: "1y", index: false }),
    );
  }
  if (!options.vite) app.use(express.static(CLIENT_BUILD, { maxAge: "1h", index: false }));

  async function render(url: URL, header: RequestHeader): Promise<RenderedPage> {
    const headers = new Headers();
    for (const name of ["accept", "accept-language", "user-agent"]) {
      const value = header(name);
      if (value) headers.set(name, value);
    }
    const renderOnce = () => handle(new Request(url, { headers }));
    let outcome = await trackSnapshotUse(build, renderOnce);
    const showsShell =
      outcome.value.headers.get("content-type")?.startsWith("text/html") ||
      url.pathname.endsWith(".data");
    if (outcome.usedSnapshot !== outcome.noticeShown && showsShell) {
      // The shell's loader runs beside the page's: on the first call that falls back to the
      // snapshot (or the first that reaches Cosmic again) its notice is wrong. Render again.
      await outcome.value.body?.cancel();
      outcome = await trackSnapshotUse(build, renderOnce);
    }
    const answer = outcome.value;
    const fromSnapshot = outcome.usedSnapshot;
    const pageHeaders: [string, string][] = [...answer.headers].filter(
      ([name]) => name !== "content-length" && !(fromSnapshot && name === "cache-control"),
    );
    if (fromSnapshot) {
      pageHeaders.push(
        ["cache-control", SNAPSHOT_CACHE_CONTROL],
        ["warning", '110 - "Response is Stale"'],
        ["x-content-source", "snapshot"],
      );
    }
    const contentType = answer.headers.get("content-type") ?? "";
    let body: Buffer;
    if (contentType.startsWith("text/html")) {
      const html = withoutModulePreloads(await answer.text());
      pageHeaders.push([
        "content-security-policy",
        contentSecurityPolicy(html, {
          analytics: options.analytics,
          mediaOrigin: options.mediaOrigin,
        }),
      ]);
      body = compact(utf8.encode(html));
    } else {
      body = compact(new Uint8Array(await answer.arrayBuffer()));
    }
    return {
      status: answer.status,
      headers: pageHeaders,
      body,
      compressible: isCompressible(body, contentType),
      encoded: {},
      fromSnapshot,
    };
  }

  async function send(
    page: RenderedPage,
    request: ExpressRequest,
    response: ExpressResponse,
    cache: string,
  ): Promise<void> {
    response.status(page.status);
    for (const [name, value] of page.headers) response.setHeader(name, value);
    response.setHeader("X-Page-Cache", cache);
    const encoding = page.compressible
      ? chooseEncoding((name) => request.acceptsEncodings(name) === name)
      : undefined;
    if (page.compressible) response.vary("Accept-Encoding");
    if (encoding) response.setHeader("Content-Encoding", encoding);
    if (request.method === "HEAD") response.end();
    else response.end(encoding ? await encodedBody(page, encoding) : page.body);
  }

  /** A page through the page cache, and how the cache answered (off, hit, miss, bypass). */
  async function pageOf(
    url: URL,
    header: RequestHeader,
  ): Promise<{ page: RenderedPage; cache: string }> {
    if (!options.pageCache) return { page: await render(url, header), cache: "off" };
    let rendered = false;
    try {
      const page = await pages.get(`${url.pathname}${url.search}`, async () => {
        rendered = true;
        const fresh = await render(url, header);
        if (fresh.status !== 200) throw new UncacheablePage(fresh);
        return fresh;
      });
      return { page, cache: rendered ? "miss" : "hit" };
    } catch (error) {
      if (error instanceof UncacheablePage) return { page: error.page, cache: "bypass" };
      throw error;
    }
  }

  app.use(async (request, response) => {
    // A fixed origin: a path such as "//host" or "/\\x" must never choose the URL's host. The
    // page is rendered and cached with only the query parameters it reads.
    const url = await pageUrlOf(new URL(`http://site.local${request.originalUrl}`));
    try {
      const { page, cache } = await pageOf(url, (name) => request.get(name));
      await send(page, request, response, cache);
    } catch (error) {
      console.error(
        `site: ${request.method} ${url.pathname} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!response.headersSent)
        response.status(500).type("text/plain").send("Something went wrong. Please try again.");
    }
  });
  app.use(plainErrors);
  return app;
}

const utf8 = new TextEncoder();

/** Reads one header of the visitor's request (none for the server's own checks). */
type RequestHeader = (name: string) => string | undefined;
