import type { Server } from "node:http";
import type { Duplex } from "node:stream";
import { type Logger, SECRET_NAME } from "./logging.ts";

/**
 * Limits for when Node faces the internet itself (nginx has its own): no more connections than
 * the process can serve, a request (headers and body) must arrive within 30 s (Node's default is
 * 300 s, so a client trickling a body after a 401 held a socket for minutes), headers within 10 s.
 */
export const CONNECTION_LIMITS = {
  maxConnections: 2048,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  /** Above nginx's 60 s: nginx, not the site, closes an idle upstream connection. */
  keepAliveTimeoutMs: 65_000,
};

const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  ERR_HTTP_HEADERS_TIMEOUT: 408,
};

const REASON: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
};

/** Query values that look like secrets, in any text (a warning quoting a malformed URL). */
const SECRET_IN_TEXT = new RegExp(`([?&;][\\w-]*(?:${SECRET_NAME})[\\w-]*=)[^&\\s"'#]*`, "gi");

export function redactSecrets(text: string): string {
  return text.replace(SECRET_IN_TEXT, "$1[redacted]");
}

/**
 * The server's limits, and a log line for every request Node refuses before the site sees it
 * (a malformed request line, oversized headers, a timeout): its status and Node's reason code,
 * never the raw request (its query may hold a secret).
 */
export function limitConnections(server: Server, logger: Logger): void {
  server.maxConnections = CONNECTION_LIMITS.maxConnections;
  server.headersTimeout = CONNECTION_LIMITS.headersTimeoutMs;
  server.requestTimeout = CONNECTION_LIMITS.requestTimeoutMs;
  server.keepAliveTimeout = CONNECTION_LIMITS.keepAliveTimeoutMs;
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    const code = typeof error.code === "string" ? error.code : "UNKNOWN";
    // A connection reset by the client has nobody to answer.
    if (code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = CLIENT_ERROR_STATUS[code] ?? 400;
    logger.info({ status, reason: code, route: "refused" }, "request refused by the server");
    socket.end(
      `HTTP/1.1 ${status} ${REASON[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });
}

/**
 * Node's own warnings (deprecations that quote a request's URL) as log lines, secrets redacted;
 * the start script turns off their unredacted copy on stderr (`--no-warnings`).
 */
export function logWarnings(logger: Logger): void {
  process.on("warning", (warning) => {
    logger.warn(
      { warning: warning.name, code: "code" in warning ? warning.code : undefined },
      redactSecrets(warning.message),
    );
  });
}
