import { randomBytes } from "node:crypto";
import { trackSnapshotUse } from "#app/content/cosmic/content-fallback.server.ts";
import {
  type ContentServices,
  withContentServices,
} from "#app/content/cosmic/content-services.server.ts";
import { withDrafts } from "#app/content/queries/drafts.server.ts";
import {
  mergeCacheControl,
  PREVIEW_CACHE_CONTROL,
  SNAPSHOT_CACHE_CONTROL,
} from "#app/http/cache-control.ts";
import { withNonce } from "#app/http/nonce.server.ts";
import { withSearchAllowance } from "#app/search/search-allowance.server.ts";
import { contentSecurityPolicy } from "../csp.ts";
import { withoutModulePreloads } from "../module-preloads.ts";
import type { RenderedPage } from "./page-cache.ts";
import { compact, isCompressible } from "./page-encoding.ts";

/** Reads one header of the visitor's request (none for the server's own checks). */
export type RequestHeader = (name: string) => string | undefined;

/** What every render needs: the content it reads, React Router's handler and the CSP's sources. */
export interface RenderOptions {
  /** What every render reads its content from and reports to. */
  content: ContentServices;
  handle: (request: Request) => Promise<Response>;
  csp: { analytics: boolean; mediaOrigin?: string };
}

/** How a page is rendered: with drafts (an editor's preview), and whether it may search. */
export interface RenderMode {
  drafts: boolean;
  /** Asked before each "did you mean" search; every search may run when absent. */
  maySearch?: (() => boolean) | undefined;
}

/**
 * One render by React Router, inside the site's content services, with a new nonce (and drafts
 * for an editor's preview); rendered again once when the shell's snapshot notice came out wrong.
 */
export async function renderPage(
  options: RenderOptions,
  url: URL,
  header: RequestHeader,
  mode: RenderMode = { drafts: false },
): Promise<RenderedPage> {
  const headers = new Headers();
  for (const name of ["accept", "accept-language", "user-agent"]) {
    const value = header(name);
    if (value) headers.set(name, value);
  }
  // A new nonce for every render: the page's inline scripts carry it, its CSP allows it.
  const nonce = randomBytes(16).toString("base64");
  const handle = () => options.handle(new Request(url, { headers }));
  const renderedAt = Date.now();
  const renderOnce = () =>
    withContentServices(options.content, () =>
      withSearchAllowance(mode.maySearch ?? (() => true), () =>
        withNonce(nonce, mode.drafts ? () => withDrafts(handle) : handle),
      ),
    );
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
  const shortLived = outcome.usedSnapshot || outcome.partial;
  const pageHeaders = renderedHeaders(answer.headers, {
    drafts: mode.drafts,
    fromSnapshot: outcome.usedSnapshot,
    shortLived,
  });
  const contentType = answer.headers.get("content-type") ?? "";
  let body = compact(new Uint8Array(await answer.arrayBuffer()));
  if (contentType.startsWith("text/html")) {
    body = withoutModulePreloads(body);
    pageHeaders.push(["content-security-policy", contentSecurityPolicy(nonce, options.csp)]);
  }
  return {
    status: answer.status,
    headers: pageHeaders,
    body,
    compressible: isCompressible(body, contentType),
    encoded: {},
    shortLived,
    calledCosmic: outcome.calledCosmic,
    searched: outcome.searched,
    renderedAt,
    changesAt: outcome.changesAt,
  };
}

/**
 * The headers a rendered page keeps: a preview's are private and noindex; a page from the
 * snapshot, or with a section left empty (its content failed or was shed), is kept briefly by
 * this cache and by a CDN (it is rendered whole again seconds later). Briefly only shortens what
 * the page allowed: a page that said no-store still says it.
 */
function renderedHeaders(
  headers: Headers,
  page: { drafts: boolean; fromSnapshot: boolean; shortLived: boolean },
): [string, string][] {
  const cacheControl = page.drafts
    ? PREVIEW_CACHE_CONTROL
    : page.shortLived
      ? mergeCacheControl(headers.get("cache-control"), SNAPSHOT_CACHE_CONTROL)
      : undefined;
  const kept: [string, string][] = [...headers].filter(
    ([name]) => name !== "content-length" && !(cacheControl && name === "cache-control"),
  );
  if (cacheControl) kept.push(["cache-control", cacheControl]);
  if (page.drafts) kept.push(["x-robots-tag", "noindex"]);
  else if (page.fromSnapshot)
    kept.push(["warning", '110 - "Response is Stale"'], ["x-content-source", "snapshot"]);
  return kept;
}
