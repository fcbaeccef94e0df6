import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { format } from "node:util";
import { type Logger, pino } from "pino";

export { type Logger, pino } from "pino";

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * JSON lines on stdout for log shippers; `pretty` (npm run dev) is pino-pretty's readable form.
 * Nothing here logs headers, cookies or a query parameter that may hold a secret (see safePath).
 */
export function createLogger(options: { level: string; pretty?: boolean }): Logger {
  const settings = { level: options.level, timestamp: pino.stdTimeFunctions.isoTime };
  if (options.pretty) {
    return pino({
      ...settings,
      transport: {
        target: "pino-pretty",
        options: { ignore: "pid,hostname", translateTime: "HH:MM:ss" },
      },
    });
  }
  // Buffered: one write per 4 KB of lines instead of one per request (the difference between a
  // p99 of 14-24 ms and 11 ms on cached pages), flushed every 100 ms and when the process exits.
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => stdout.flush(), LOG_FLUSH_MS).unref();
  process.on("exit", () => stdout.flushSync());
  return pino(settings, stdout);
}

const LOG_FLUSH_MS = 100;

/** The server's and the app's console lines as log records, so stdout is JSON lines only. */
export function routeConsoleTo(logger: Logger): void {
  console.info = (...args: unknown[]) => logger.info(format(...args));
  console.log = console.info;
  console.warn = (...args: unknown[]) => logger.warn(format(...args));
  console.error = (...args: unknown[]) => logger.error(format(...args));
}

/** An incoming id is kept when it looks like one (a proxy's or a client's), else one is made. */
const REQUEST_ID = /^[\w.:@-]{1,128}$/;

export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Query parameters whose values never reach a log line (webhook and preview secrets, keys). */
const SECRET_PARAMETER = /secret|key|token|password|signature/i;
const LOGGED_PATH_CHARS = 1000;

/** A request's path and query for the log: secrets redacted, length bounded. */
export function safePath(originalUrl: string): string {
  // Most requests carry no query: nothing to redact, no URL to parse.
  if (!originalUrl.includes("?") && originalUrl.length <= LOGGED_PATH_CHARS) return originalUrl;
  let url: URL;
  try {
    url = new URL(`http://site.local${originalUrl}`);
  } catch {
    return "[unreadable]";
  }
  for (const name of new Set(url.searchParams.keys())) {
    if (SECRET_PARAMETER.test(name)) url.searchParams.set(name, "[redacted]");
  }
  const path = `${url.pathname}${url.search}`;
  return path.length > LOGGED_PATH_CHARS ? `${path.slice(0, LOGGED_PATH_CHARS)}…` : path;
}

/** The request being answered, for log lines written on its behalf (CMS calls). */
const current = new AsyncLocalStorage<string>();

export const inRequest = <T>(requestId: string, run: () => T): T => current.run(requestId, run);
export const currentRequestId = (): string | undefined => current.getStore();
