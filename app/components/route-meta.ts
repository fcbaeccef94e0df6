import type { MetaDescriptor } from "react-router";
import { errorMeta } from "./error-page.tsx";

/** What a route's `meta` reads of what React Router gives it. */
interface RouteMetaArgs {
  loaderData: { meta: MetaDescriptor[] } | undefined;
  error?: unknown;
  location: { pathname: string };
}

/**
 * Every route's meta tags: those its loader built (app/seo/page-meta.server.ts), or the error's
 * when the loader failed. The browser runs no meta code of its own (docs/code-style.md,
 * "Script budget"): a client navigation gets the tags with the page's data.
 */
export function routeMeta({ loaderData, error, location }: RouteMetaArgs): MetaDescriptor[] {
  return loaderData?.meta ?? errorMeta(error, location);
}
