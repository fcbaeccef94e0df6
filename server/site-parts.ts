import express, { type RequestHandler } from "express";
import type { CacheOutcome } from "#app/cache/revalidating-cache.ts";
import type { CmsCall, ContentServices } from "#app/content/cosmic/content-services.server.ts";
import type { SiteOptions } from "./app.ts";
import type { Fleet } from "./fleet.ts";
import { type Logger, summarisedWarnings } from "./logging.ts";
import { MEDIA_POLICY, mediaReader } from "./media-files.ts";
import type { Metrics } from "./metrics.ts";
import { RenderLimits } from "./render-limits.ts";
import { currentRequestId } from "./request-observer.ts";
import { SecretGuesses } from "./secrets.ts";

/** The parts server/app.ts's createSite assembles, each made from the site's options. */

/** What the content layer reads from and reports to, for this site's renders and work. */
export function siteContentServices(
  options: SiteOptions,
  logger: Logger,
  fleet: Fleet | undefined,
): ContentServices {
  const { metrics, mediaDirectory } = options;
  const shedLog = summarisedWarnings(logger, "cms calls shed: over COSMIC_CALLS_PER_SECOND");
  return {
    service: options.contentService,
    fallback: options.contentFallback,
    cmsCall: (call: CmsCall) => {
      metrics?.cmsCall(call);
      logger.info(
        { reqId: currentRequestId(), ...call, durationMs: Math.round(call.durationMs * 10) / 10 },
        "cms",
      );
    },
    contentCache: (outcome: CacheOutcome) => metrics?.contentCache(outcome),
    cmsShed: (type, lane) => {
      metrics?.cmsShed(type, lane);
      shedLog.count({ type, lane });
    },
    shared: fleet?.shared,
    localMedia: mediaDirectory ? mediaReader(mediaDirectory) : undefined,
  };
}

/** The render limits (MAX_RENDERS ...), each refusal counted and summarised in the log. */
export function renderLimitsOf(options: SiteOptions, logger: Logger): RenderLimits | undefined {
  if (!options.renders) return undefined;
  const refusedLog = summarisedWarnings(logger, "renders refused: over MAX_RENDERS");
  return new RenderLimits(options.renders, (reason, client) => {
    options.metrics?.refused(reason);
    refusedLog.count({ reason, client });
  });
}

/** One count of wrong secrets per client for the webhook and the preview link. */
export function secretGuesses(logger: Logger, metrics: Metrics | undefined): SecretGuesses {
  return new SecretGuesses(
    (client) =>
      logger.warn(
        { client, route: "secret" },
        "too many wrong secrets from one client this minute",
      ),
    Date.now,
    () => metrics?.refused("secret-guesses"),
  );
}

/**
 * Files Cosmic users uploaded, served from the site's origin: an SVG opened on its own must not
 * run its scripts as the site (read a draft in an editor's browser). Images still show in pages;
 * the file itself gets no script, no plugin, no form, no frame.
 */
export function mediaFiles(directory: string): RequestHandler {
  return express.static(directory, {
    immutable: true,
    maxAge: "1y",
    index: false,
    setHeaders: (response) => response.setHeader("Content-Security-Policy", MEDIA_POLICY),
  });
}
