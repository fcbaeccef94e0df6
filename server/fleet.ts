import { randomUUID } from "node:crypto";
import { createClient } from "redis";
import { z } from "zod";
import type { SharedAnswers } from "#app/content/cosmic/content-services.server.ts";
import type { Logger } from "./logging.ts";
import type { PurgeSource } from "./metrics.ts";

/** A client that reconnects with back-off and fails commands at once while disconnected. */
function redisClient(url: string) {
  const socket = {
    connectTimeout: 1000,
    reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, RECONNECT_MAX_DELAY_MS),
  };
  // Commands fail at once while disconnected instead of queueing behind a dead connection.
  return createClient({ url, disableOfflineQueue: true, socket });
}

type RedisClient = ReturnType<typeof redisClient>;

const PUBLISH_CHANNEL = "site:publish";
/** A Redis that answers slower than this is treated as absent for that read: Cosmic answers. */
const READ_TIMEOUT_MS = 250;
const RECONNECT_MAX_DELAY_MS = 2000;

const publishMessage = z.object({ from: z.string(), type: z.string().optional() });

export interface Fleet {
  /** The CMS answers all instances share, for the content layer. */
  shared: SharedAnswers;
  /** Tells every other instance to purge (this one has purged already). */
  announcePurge(objectType?: string): Promise<void>;
  connected(): boolean;
  close(): Promise<void>;
}

class ReadTimeout extends Error {}

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ReadTimeout("timed out")), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** The fleet's shared CMS answers in Redis: every failure answers "none", never throws. */
function sharedAnswersIn(
  client: RedisClient,
  logger: Logger,
  onReadTimeout: () => void,
): SharedAnswers {
  return {
    async get(key) {
      if (!client.isReady) return undefined;
      try {
        return (await withinTimeout(client.get(key), READ_TIMEOUT_MS)) ?? undefined;
      } catch (error) {
        if (error instanceof ReadTimeout) onReadTimeout();
        return undefined;
      }
    },
    async set(key, value, ttlMs) {
      if (!client.isReady) return;
      await client.set(key, value, { expiration: { type: "PX", value: ttlMs } }).catch(() => {});
    },
    async drop(pattern) {
      if (!client.isReady) return;
      try {
        for await (const keys of client.scanIterator({ MATCH: pattern, COUNT: 500 })) {
          if (keys.length) await client.unlink(keys);
        }
      } catch (error) {
        logger.warn({ reason: String(error) }, "fleet: could not drop shared answers");
      }
    },
  };
}

/**
 * Instances that share a Redis (REDIS_URL): a publish received by any of them purges all of them
 * (pub/sub), and CMS answers are shared for their fresh window. Redis is never required: while
 * it is unreachable reads fall through to Cosmic, nothing waits for it, and the instance says so
 * in its log, its metrics and /readyz. Pub/sub may lose messages while disconnected, so after a
 * reconnect the instance purges everything it holds.
 */
export function joinFleet(options: {
  url: string;
  logger: Logger;
  /** Purges this instance's caches. */
  purge: (objectType: string | undefined, source: PurgeSource) => Promise<void>;
  onConnectionChange?: (connected: boolean) => void;
  /** A shared answer Redis did not give within READ_TIMEOUT_MS (counted in metrics). */
  onReadTimeout?: () => void;
}): Fleet {
  const { logger } = options;
  const instance = randomUUID();
  const client = redisClient(options.url);
  const subscriber = client.duplicate();
  let isConnected = false;
  let subscribedBefore = false;

  const setConnected = (next: boolean, reason?: string) => {
    if (next === isConnected) return;
    isConnected = next;
    options.onConnectionChange?.(next);
    if (next) logger.info("fleet: connected to Redis");
    else logger.warn({ reason }, "fleet: Redis unreachable; serving from this instance's memory");
  };
  client.on("ready", () => setConnected(true));
  client.on("error", (error: unknown) =>
    setConnected(false, error instanceof Error ? error.message : String(error)),
  );
  client.on("end", () => setConnected(false, "connection closed"));
  // The client's own error handler reports the outage once; the subscriber's errors repeat it.
  subscriber.on("error", () => {});
  subscriber.on("ready", () => {
    if (!subscribedBefore) {
      subscribedBefore = true;
      return;
    }
    logger.info("fleet: subscribed again; purging everything (publish news may have been missed)");
    options.purge(undefined, "reconnect").catch(() => {});
  });

  const started = Promise.allSettled([
    client.connect(),
    subscriber.connect().then(() =>
      subscriber.subscribe(PUBLISH_CHANNEL, (text) => {
        let message: z.infer<typeof publishMessage>;
        try {
          message = publishMessage.parse(JSON.parse(text));
        } catch {
          logger.warn("fleet: ignored a malformed publish message");
          return;
        }
        if (message.from === instance) return;
        logger.info(
          { type: message.type ?? "all" },
          "fleet: publish received from another instance",
        );
        options.purge(message.type, "fleet").catch(() => {});
      }),
    ),
  ]);
  started.then((results) => {
    for (const result of results) {
      if (result.status === "rejected") setConnected(false, String(result.reason));
    }
  });

  const shared = sharedAnswersIn(client, logger, options.onReadTimeout ?? (() => {}));

  return {
    shared,
    async announcePurge(objectType) {
      if (!client.isReady) {
        logger.warn("fleet: Redis unreachable; other instances purge when their caches expire");
        return;
      }
      await client
        .publish(PUBLISH_CHANNEL, JSON.stringify({ from: instance, type: objectType }))
        .catch((error: unknown) =>
          logger.warn({ reason: String(error) }, "fleet: could not announce the publish"),
        );
    },
    connected: () => isConnected,
    async close() {
      await Promise.allSettled([client.close(), subscriber.close()]);
    },
  };
}
