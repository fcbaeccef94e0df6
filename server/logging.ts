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
  const settings = { level: options.level, timestamp: isoTimeOncePerMillisecond() };
  if (options.pretty) {
    return pino({
      ...settings,
      transport: {
        target: "pino-pretty",
        options: { ignore: "pid,hostname", translateTime: "HH:MM:ss" },
      },
    });
  }
  // Asynchronous: lines that come while a write is under way go out together with the next one,
  // so under load there is far less than one write per request; at rest each goes at once.
  const stdout = pino.destination({ dest: 1, sync: false });
  process.on("exit", () => stdout.flushSync());
  return pino(settings, stdout);
}

/**
 * pino's `isoTime`, formatted once per millisecond: under load many lines share a millisecond,
 * and formatting a date for each was a visible part of a cached page's cost.
 */
function isoTimeOncePerMillisecond(): () => string {
  let formattedAt = -1;
  let formatted = "";
  return () => {
    const now = Date.now();
    if (now !== formattedAt) {
      formattedAt = now;
      formatted = `,"time":"${new Date(now).toISOString()}"`;
    }
    return formatted;
  };
}

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
export const SECRET_NAME = "secret|key|token|password|signature";
const SECRET_PARAMETER = new RegExp(SECRET_NAME, "i");
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

/**
 * One warning line a second at most for something that can happen thousands of times a second
 * (calls shed, renders refused), with how many since the last line and the last one's details.
 */
export function summarisedWarnings(logger: Logger, message: string) {
  let count = 0;
  let loggedAt = 0;
  return {
    count(details: Record<string, string>) {
      count++;
      const now = Date.now();
      if (now - loggedAt < 1000) return;
      logger.warn({ count, ...details }, message);
      count = 0;
      loggedAt = now;
    },
  };
}
