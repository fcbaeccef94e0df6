import type { Env } from "#app/config/env.server.ts";
import type { SiteOptions } from "./app.ts";

/** The settings of a site the environment decides, the same for `npm start`, dev and tests. */
export type EnvSiteOptions = Pick<
  SiteOptions,
  | "caboSiteUrl"
  | "pageCache"
  | "pageCacheBytes"
  | "analytics"
  | "revalidateSecret"
  | "previewSecret"
  | "redisUrl"
  | "renders"
>;

/**
 * The one place the validated environment becomes a site's settings (issue 51): server/main.ts,
 * scripts/dev.ts and the tests' in-process site all start from it, and add only what they make
 * themselves (the content service, the logger, metrics, Vite).
 */
export function siteOptionsFromEnv(env: Env): EnvSiteOptions {
  return {
    caboSiteUrl: env.CABO_SITE_URL,
    pageCache: env.PAGE_CACHE === "on",
    pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    analytics: Boolean(env.GA_MEASUREMENT_ID),
    revalidateSecret: env.REVALIDATE_SECRET,
    previewSecret: env.PREVIEW_SECRET,
    redisUrl: env.REDIS_URL,
    renders: {
      total: env.MAX_RENDERS,
      perClient: env.MAX_RENDERS_PER_CLIENT,
      perClientPerSecond: env.RENDERS_PER_CLIENT_PER_SECOND,
    },
  };
}
