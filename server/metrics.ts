import { createServer, type Server } from "node:http";
import type { RequestHandler } from "express";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { CacheOutcome } from "#app/cache/revalidating-cache.ts";
import type { CmsCall } from "#app/content/cosmic/content-services.server.ts";
import { NO_STORE } from "#app/http/cache-control.ts";

export const METRICS_PATH = "/metrics";

/** Seconds; pages from memory answer in about a millisecond, uncached renders in tens. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const CMS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4];

/** Why every cache was emptied: a publish here, a publish elsewhere in the fleet, a reconnect. */
export type PurgeSource = "webhook" | "fleet" | "reconnect";

/** Why a request was refused before any work (see requests_refused_total). */
export type RefusalReason = "total" | "client" | "secret-guesses" | "connection-dropped";

/**
 * The site's Prometheus metrics, in a registry of their own (names in base units, counters end
 * in `_total`), served by `serveMetrics` on a port of their own, never the public one.
 */
/** A labelled series made on first use and kept, for each distinct set of label values. */
function seriesOnce<Labels extends (string | number)[], Series>(
  make: (...labels: Labels) => Series,
): (...labels: Labels) => Series {
  const made = new Map<string, Series>();
  return (...labels) => {
    const key = labels.join(" ");
    let series = made.get(key);
    if (!series) {
      series = make(...labels);
      made.set(key, series);
    }
    return series;
  };
}

/** The counters and histograms every instance records, registered in `registry`. */
function instruments(registry: Registry) {
  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by route (React Router route id, or assets, health...) and status",
    labelNames: ["route", "status"],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "page_cache_requests_total",
    help: "Page requests by how the page cache answered: hit, miss, bypass (not cacheable) or off",
    labelNames: ["result"],
    registers: [registry],
  });
  const contentCache = new Counter({
    name: "content_cache_requests_total",
    help: "Content reads by how the content cache answered: hit, stale, miss, stale-on-error",
    labelNames: ["result"],
    registers: [registry],
  });
  const cmsRequests = new Counter({
    name: "cms_requests_total",
    help: "Calls to the content service by object type, status (HTTP, or timeout/network/invalid-response), origin and lane (reserved: refreshes, home, readiness; miss: the rest)",
    labelNames: ["type", "status", "origin", "lane"],
    registers: [registry],
  });
  const cmsShed = new Counter({
    name: "cms_calls_shed_total",
    help: "Calls not made: over the ceiling on calls per second (COSMIC_CALLS_PER_SECOND), by object type and lane (miss first, reserved, or the snapshot's own ceiling)",
    labelNames: ["type", "lane"],
    registers: [registry],
  });
  const refused = new Counter({
    name: "requests_refused_total",
    help: "Requests refused to keep the machine fair: renders over MAX_RENDERS (total) or MAX_RENDERS_PER_CLIENT (client), wrong secrets over the limit (secret-guesses), connections dropped at MAX_CONNECTIONS (connection-dropped)",
    labelNames: ["reason"],
    registers: [registry],
  });
  const cmsErrors = new Counter({
    name: "cms_request_errors_total",
    help: "Calls to the content service that failed (anything but 200 and 404), by object type and status",
    labelNames: ["type", "status"],
    registers: [registry],
  });
  const cmsDuration = new Histogram({
    name: "cms_request_duration_seconds",
    help: "Time of calls to the content service, by object type",
    labelNames: ["type"],
    buckets: CMS_BUCKETS,
    registers: [registry],
  });
  const purges = new Counter({
    name: "cache_purges_total",
    help: "Purges of this instance's caches, by source: webhook, fleet (a publish another instance received) or reconnect",
    labelNames: ["source"],
    registers: [registry],
  });
  const fleetConnected = new Gauge({
    name: "fleet_redis_connected",
    help: "1 while this instance reaches the fleet's Redis (REDIS_URL), 0 while it does not",
    registers: [registry],
  });
  const fleetReadTimeouts = new Counter({
    name: "fleet_shared_read_timeouts_total",
    help: "Reads of the fleet's shared answers Redis did not answer in time (Cosmic answered them)",
    registers: [registry],
  });
  return {
    requests,
    pageCache,
    contentCache,
    cmsRequests,
    cmsShed,
    refused,
    cmsErrors,
    cmsDuration,
    purges,
    fleetConnected,
    fleetReadTimeouts,
  };
}

export function createMetrics() {
  const registry = new Registry();
  let pageCacheSize = { bytes: 0, size: 0 };
  let requestsInFlight = 0;
  collectDefaultMetrics({ register: registry });
  const {
    requests,
    pageCache,
    contentCache,
    cmsRequests,
    cmsShed,
    refused,
    cmsErrors,
    cmsDuration,
    purges,
    fleetConnected,
    fleetReadTimeouts,
  } = instruments(registry);
  new Gauge({
    name: "http_requests_in_flight",
    help: "Requests received and not yet answered (what a draining instance still finishes)",
    registers: [registry],
    collect() {
      this.set(requestsInFlight);
    },
  });
  new Gauge({
    name: "page_cache_bytes",
    help: "Memory the rendered pages take, as the page cache counts it",
    registers: [registry],
    collect() {
      this.set(pageCacheSize.bytes);
    },
  });
  new Gauge({
    name: "page_cache_entries",
    help: "Rendered pages kept",
    registers: [registry],
    collect() {
      this.set(pageCacheSize.size);
    },
  });

  // Every request lands in these two: each labelled series is looked up once, not hashed each
  // time. Routes, statuses and results are bounded sets, so the maps are too.
  const requestSeries = seriesOnce((route: string, status: number) =>
    requests.labels({ route, status: String(status) }),
  );
  const pageCacheSeries = seriesOnce((result: string) => pageCache.labels({ result }));

  return {
    registry,
    /** The page cache whose size the gauges read (set by createSite). */
    watchPageCache(cache: { bytes: number; size: number }) {
      pageCacheSize = cache;
    },
    /** A request received: counted in flight until `request` records its answer. */
    requestStarted() {
      requestsInFlight++;
    },
    request(route: string, status: number, seconds: number) {
      requestsInFlight--;
      requestSeries(route, status).observe(seconds);
    },
    pageCache(result: string) {
      pageCacheSeries(result).inc();
    },
    contentCache(outcome: CacheOutcome) {
      contentCache.inc({ result: outcome });
    },
    cmsCall(call: CmsCall) {
      const status = String(call.status);
      cmsRequests.inc({ type: call.type, status, origin: call.origin, lane: call.lane });
      cmsDuration.observe({ type: call.type }, call.durationMs / 1000);
      if (call.status !== 200 && call.status !== 404) cmsErrors.inc({ type: call.type, status });
    },
    cmsShed(type: string, lane: string) {
      cmsShed.inc({ type, lane });
    },
    refused(reason: RefusalReason) {
      refused.inc({ reason });
    },
    purge(source: PurgeSource) {
      purges.inc({ source });
    },
    fleetConnected(connected: boolean) {
      fleetConnected.set(connected ? 1 : 0);
    },
    fleetReadTimeout() {
      fleetReadTimeouts.inc();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** `GET /metrics` on its own listener (METRICS_PORT), for Prometheus; anything else is 404. */
export function serveMetrics(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    if (
      request.method !== "GET" ||
      new URL(request.url ?? "/", "http://m").pathname !== METRICS_PATH
    ) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      response.writeHead(200, { "content-type": metrics.registry.contentType }).end(body);
    } catch (error) {
      response
        .writeHead(500, { "content-type": "text/plain" })
        .end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** The public port never shows metrics (they are for the operator's network only). */
export const noPublicMetrics: RequestHandler = (request, response, next) => {
  if (request.path !== METRICS_PATH) return next();
  response.status(404).setHeader("Cache-Control", NO_STORE);
  response.type("text/plain").send("Not found\n");
};
