import type { RequestHandler } from "express";
import { respelledPath } from "#app/http/request-path.ts";
import { nonEmptyQuery, redirectCacheControl } from "../guards.ts";
import type { RenderLimits } from "../render-limits.ts";
import { labelRoute } from "../request-observer.ts";
import type { createPageCache, RenderedPage } from "./page-cache.ts";
import { SecondRequestAdmission, UncacheablePage } from "./page-cache.ts";
import type { PageKeys } from "./page-key.ts";
import { type RenderMode, type RenderOptions, type RequestHeader, renderPage } from "./render.ts";
import { isCheapRefusal, keepable, renderCost, sendBusy } from "./render-cost.ts";
import { type PageCacheResult, sendPage } from "./send.ts";

export interface PagesOptions extends RenderOptions {
  pages: ReturnType<typeof createPageCache> | undefined;
  /** The query parameters each page reads (from the route tree: Vite's changes as files do). */
  pageKeys: () => Promise<PageKeys>;
  /** Whether a request is an editor's preview (a valid preview cookie). */
  isPreview: (cookieHeader: string | undefined) => boolean;
  /** How many renders may run at once; unlimited when not given. */
  renderLimits?: RenderLimits;
  /** Told how the page cache answered each page request (metrics). */
  onPageCache?: (result: PageCacheResult) => void;
}

/**
 * Every page: rendered by React Router (from the fallback snapshot while Cosmic fails, with
 * drafts for an editor's preview), kept in the page cache by its URL, and sent compressed.
 */
export function createPages(options: PagesOptions) {
  const { pages } = options;

  const render = (url: URL, header: RequestHeader, mode?: RenderMode) =>
    renderPage(options, url, header, mode);

  const admission = new SecondRequestAdmission();

  /** A page through the page cache, and how the cache answered. */
  async function pageOf(
    url: URL,
    header: RequestHeader,
    mode?: RenderMode,
  ): Promise<{ page: RenderedPage; cache: PageCacheResult }> {
    if (!pages) return { page: await render(url, header, mode), cache: "off" };
    const key = `${url.pathname}${url.search}`;
    // A page with a query is kept from its second request on: junk values (each new) never
    // push the popular pages out of the cache.
    if (url.search && !pages.holds(key) && !admission.admits(key))
      return { page: await render(url, header, mode), cache: "bypass" };
    let rendered: RenderedPage | undefined;
    try {
      const page = await pages.get(key, async () => {
        const fresh = await render(url, header, mode);
        // Only what the page allows to be kept: a 200 whose Cache-Control does not say
        // no-store or private (the redirector's interstitial, the image inspector).
        if (fresh.status !== 200 || !keepable(fresh)) throw new UncacheablePage(fresh);
        rendered = fresh;
        return fresh;
      });
      // A stale page answers at once while it renders again in the background: a hit.
      return { page, cache: page === rendered ? "miss" : "hit" };
    } catch (error) {
      if (error instanceof UncacheablePage) return { page: error.page, cache: "bypass" };
      throw error;
    }
  }

  /** The last handler: every request no earlier one answered is a page. */
  const handler: RequestHandler = async (request, response) => {
    // A fixed origin: a path such as "//host" or "/\\x" must never choose the URL's host. The
    // page is rendered and cached with only the query parameters it reads.
    const keys = await options.pageKeys();
    const asked = new URL(`http://site.local${request.originalUrl}`);
    const canonical = respelledPath(asked.pathname);
    if (canonical !== undefined) {
      // Another spelling of a page (case, slashes, escapes): sent to its one URL, never rendered
      // or cached under this one.
      labelRoute(response, "respelled");
      response.setHeader("Cache-Control", redirectCacheControl(request.originalUrl));
      response.redirect(301, `${canonical}${nonEmptyQuery(request.originalUrl)}`);
      return;
    }
    const url = keys.pageUrl(asked);
    labelRoute(response, keys.routeOf(url.pathname));
    const preview = options.isPreview(request.get("cookie"));
    // A page the cache holds (fresh, or stale and answered at once) never waits for a slot.
    const held = !preview && pages?.holds(`${url.pathname}${url.search}`);
    const release =
      held || !options.renderLimits
        ? (_refund?: boolean) => {}
        : options.renderLimits.tryStart(request.ip ?? "unknown", renderCost(url.pathname));
    if (!release) return sendBusy(response);
    let refund = false;
    // "Did you mean" takes CPU: each client may search so often (issue 64).
    const maySearch = options.renderLimits?.searchAllowance(request.ip ?? "unknown");
    try {
      const header: RequestHeader = (name) => request.get(name);
      // Route discovery's answers cost no content, and each new `paths` is a new question: they
      // are computed every time rather than kept.
      const { page, cache } = preview
        ? { page: await render(url, header, { drafts: true }), cache: "bypass" as const }
        : keys.isManifest(url.pathname)
          ? { page: await render(url, header), cache: "bypass" as const }
          : await pageOf(url, header, { drafts: false, maySearch });
      options.onPageCache?.(cache);
      refund = isCheapRefusal(page);
      await sendPage(page, request, response, cache);
    } catch (error) {
      console.error(
        `site: ${request.method} ${url.pathname} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!response.headersSent)
        response.status(500).type("text/plain").send("Something went wrong. Please try again.");
    } finally {
      release(refund);
    }
  };

  /** Renders a page for its content's sake (the warm-up): no cache, no visitor, nothing sent. */
  const renderContent = (url: URL) => render(url, () => undefined);

  return { handler, pageOf, renderContent };
}
