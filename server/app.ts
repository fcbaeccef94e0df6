import { timingSafeEqual } from "node:crypto";
import { STATUS_CODES } from "node:http";
import { resolve } from "node:path";
import compression from "compression";
import express, {
  type Express,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
  type NextFunction,
} from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { z } from "zod";
import type { ContentFallback } from "#app/content/content-fallback.server.ts";
import { resolveRedirect } from "#app/domain/redirects.ts";
import { contentSecurityPolicy } from "./csp.ts";
import { withoutModulePreloads } from "./module-preloads.ts";
import { createPageCache, type RenderedPage, UncacheablePage } from "./page-cache.ts";
import { chooseEncoding, compact, encodedBody, isCompressible } from "./page-encoding.ts";
import { createPageKeys } from "./page-key.ts";
import { securityHeaders } from "./security-headers.ts";

const ROOT = resolve(import.meta.dirname, "..");
export const CLIENT_BUILD = resolve(ROOT, "build/client");

export interface SiteOptions {
  build: ServerBuild;
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
}

/** What a page made from the fallback snapshot may be cached: a minute, nowhere longer. */
export const SNAPSHOT_CACHE_CONTROL = "public, max-age=0, s-maxage=60";
const SNAPSHOT_PAGE_LIFETIME_MS = 60_000;

/** Longest path or query the site answers; longer requests are refused before any work. */
const MAX_URL_LENGTH = 8192;
export const WEBHOOK_PATH = "/webhooks/cosmic";

/** What Cosmic posts on publish (only the object type matters here). */
const webhookSchema = z
  .object({
    type: z.string().optional(),
    data: z.object({ type: z.string().optional() }).loose().optional(),
  })
  .loose();

function purgeFunction(build: ServerBuild): (objectType?: string) => number {
  const purge = buildExport(build, "purgeContent");
  return (objectType) => {
    const dropped: unknown = purge(objectType);
    return typeof dropped === "number" ? dropped : 0;
  };
}

/** The build's own functions the server calls (exported by app/entry.server.tsx). */
function buildExport(build: ServerBuild, name: string): (...args: unknown[]) => unknown {
  const candidate: unknown = Reflect.get(build.entry.module, name);
  if (typeof candidate !== "function") throw new Error(`the server build does not export ${name}`);
  return (...args) => candidate(...args);
}

function snapshotTracker(build: ServerBuild) {
  const track = buildExport(build, "trackSnapshotUse");
  const outcomeSchema = z.object({
    value: z.instanceof(Response),
    usedSnapshot: z.boolean(),
    noticeShown: z.boolean(),
  });
  return async (render: () => Promise<Response>) => outcomeSchema.parse(await track(render));
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createSite(options: SiteOptions): Express {
  const { build, mediaDirectory, caboSiteUrl } = options;
  const handle = createRequestHandler(build, "production");
  const purgeContent = purgeFunction(build);
  const trackSnapshotUse = snapshotTracker(build);
  buildExport(build, "setContentFallback")(options.contentFallback);
  const pages = createPageCache(options.pageCacheBytes, SNAPSHOT_PAGE_LIFETIME_MS);
  const pageUrlOf = createPageKeys(build);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(securityHeaders);
  app.use(compression());

  // The secret is checked before the body is read: a stranger's request is never parsed.
  function requireSecret(
    request: ExpressRequest,
    response: ExpressResponse,
    next: NextFunction,
  ): void {
    response.setHeader("Cache-Control", "no-store");
    if (!options.revalidateSecret) {
      response.status(404).json({ error: "webhook is off (REVALIDATE_SECRET is not set)" });
      return;
    }
    const given =
      request.get("x-revalidate-secret") ??
      (typeof request.query.secret === "string" ? request.query.secret : "");
    if (!sameSecret(given, options.revalidateSecret)) {
      response.status(401).json({ error: "wrong or missing secret" });
      return;
    }
    next();
  }

  app.post(WEBHOOK_PATH, requireSecret, express.json({ limit: "64kb" }), (request, response) => {
    const body = webhookSchema.safeParse(request.body ?? {});
    const objectType = body.success ? body.data.data?.type : undefined;
    const dropped = purgeContent(
      objectType && /^[\w-]+$/.test(objectType) ? objectType : undefined,
    );
    // Pages mix content types, so every rendered page goes.
    const pagesDropped = pages.size;
    pages.clear();
    console.info(
      `webhook: purged ${dropped} content entries (${objectType ?? "all types"}) and ${pagesDropped} pages`,
    );
    response.json({ purged: { content: dropped, pages: pagesDropped, type: objectType ?? null } });
  });

  app.use((request, response, next) => {
    if (request.originalUrl.length > MAX_URL_LENGTH) {
      response.status(414).type("text/plain").send("URI too long");
      return;
    }
    if (request.originalUrl.includes("\\")) {
      response.status(400).type("text/plain").send("Bad request");
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response
        .status(405)
        .setHeader("Allow", "GET, HEAD")
        .type("text/plain")
        .send("Method not allowed");
      return;
    }
    const target = resolveRedirect(request.path, { caboSiteUrl });
    if (target) {
      const query = nonEmptyQuery(request.originalUrl);
      response.setHeader("Cache-Control", "public, max-age=86400");
      response.redirect(301, target.startsWith("/") ? `${target}${query}` : target);
      return;
    }
    next();
  });

  app.use(
    "/assets",
    express.static(resolve(CLIENT_BUILD, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
    }),
  );
  if (mediaDirectory) {
    app.use(
      "/media",
      express.static(mediaDirectory, { immutable: true, maxAge: "1y", index: false }),
    );
  }
  app.use(express.static(CLIENT_BUILD, { maxAge: "1h", index: false }));

  async function render(url: URL, request: ExpressRequest): Promise<RenderedPage> {
    const headers = new Headers();
    for (const name of ["accept", "accept-language", "user-agent"]) {
      const value = request.get(name);
      if (value) headers.set(name, value);
    }
    const renderOnce = () => handle(new Request(url, { headers }));
    let outcome = await trackSnapshotUse(renderOnce);
    const showsShell =
      outcome.value.headers.get("content-type")?.startsWith("text/html") ||
      url.pathname.endsWith(".data");
    if (outcome.usedSnapshot !== outcome.noticeShown && showsShell) {
      // The shell's loader runs beside the page's: on the first call that falls back to the
      // snapshot (or the first that reaches Cosmic again) its notice is wrong. Render again.
      await outcome.value.body?.cancel();
      outcome = await trackSnapshotUse(renderOnce);
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

  app.use(async (request, response) => {
    // A fixed origin: a path such as "//host" or "/\\x" must never choose the URL's host. The
    // page is rendered and cached with only the query parameters it reads.
    const url = pageUrlOf(new URL(`http://site.local${request.originalUrl}`));
    try {
      if (!options.pageCache) {
        await send(await render(url, request), request, response, "off");
        return;
      }
      let rendered = false;
      const page = await pages.get(`${url.pathname}${url.search}`, async () => {
        rendered = true;
        const fresh = await render(url, request);
        if (fresh.status !== 200) throw new UncacheablePage(fresh);
        return fresh;
      });
      await send(page, request, response, rendered ? "miss" : "hit");
    } catch (error) {
      if (error instanceof UncacheablePage) {
        await send(error.page, request, response, "bypass");
        return;
      }
      console.error(
        `site: ${request.method} ${url.pathname} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!response.headersSent)
        response.status(500).type("text/plain").send("Something went wrong. Please try again.");
    }
  });
  // Errors raised outside the page handler (a malformed or oversized webhook body, say) end here:
  // their own 4xx status, or 500, as one plain line; never the message or the stack.
  app.use(
    (error: unknown, request: ExpressRequest, response: ExpressResponse, next: NextFunction) => {
      const status = clientErrorStatus(error) ?? 500;
      if (status === 500) {
        console.error(
          `site: ${request.method} ${request.path} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (response.headersSent) {
        next(error);
        return;
      }
      response
        .status(status)
        .setHeader("Cache-Control", "no-store")
        .type("text/plain")
        .send(status === 500 ? "Something went wrong. Please try again." : STATUS_CODES[status]);
    },
  );
  return app;
}

const utf8 = new TextEncoder();

/**
 * A redirect keeps the query (campaign parameters included) but not empty parameters: behind
 * nginx every declared parameter arrives, empty when the visitor did not send it.
 */
function nonEmptyQuery(originalUrl: string): string {
  const start = originalUrl.indexOf("?");
  if (start < 0) return "";
  const params = new URLSearchParams(originalUrl.slice(start + 1));
  const kept = new URLSearchParams([...params].filter(([, value]) => value !== ""));
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/** The 4xx status an error carries (body-parser sets `status`), if any. */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("status" in error)) return undefined;
  const { status } = error;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}
