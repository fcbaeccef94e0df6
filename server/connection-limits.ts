import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Env } from "#app/config/env.server.ts";
import { type Logger, SECRET_NAME, summarisedWarnings } from "./logging.ts";

/** Share of MAX_CONNECTIONS past which idle connections are closed for new ones. */
const NEAR_THE_CAP = 0.9;
/** How long a connection must have been idle to be closed near the cap. */
const IDLE_MS = 1000;

/**
 * Connections that wait without a request (kept alive after an answer, or opened and never
 * used) hold a slot each until their timeout: near the cap those idle a second or more are
 * closed (a browser opens a new one when it needs it), so connections doing nothing never lock
 * out clients that want an answer. Logged once a second at most.
 */
function closeIdleNearTheCap(server: Server, logger: Logger, maxConnections: number): () => void {
  const threshold = Math.max(1, Math.floor(maxConnections * NEAR_THE_CAP));
  const idleSince = new Map<Duplex, number>();
  let open = 0;
  const closed = summarisedWarnings(logger, "connections near MAX_CONNECTIONS: idle ones closed");
  const closeIdle = () => {
    const now = Date.now();
    for (const [idle, since] of idleSince) {
      if (now - since < IDLE_MS) continue;
      idle.destroy();
      closed.count({ max: String(maxConnections) });
    }
  };
  server.on("connection", (socket: Duplex) => {
    open++;
    idleSince.set(socket, Date.now());
    socket.once("close", () => {
      open--;
      idleSince.delete(socket);
    });
    if (open >= threshold) closeIdle();
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    idleSince.delete(socket);
    response.once("finish", () => {
      if (!socket.destroyed) idleSince.set(socket, Date.now());
    });
  });
  return closeIdle;
}

/**
 * Limits for when Node faces the internet itself (nginx has its own), from the environment:
 * no more connections than the process can serve (MAX_CONNECTIONS, 2,048; idle ones closed near
 * it, and every connection dropped at it counted and logged), headers within
 * HEADERS_TIMEOUT_SECONDS (10), the whole request within REQUEST_TIMEOUT_SECONDS (30; Node's
 * default is 300 s, so a client trickling a body after a 401 held a socket for minutes), idle
 * keep-alive KEEP_ALIVE_TIMEOUT_SECONDS (65: above nginx's 60 s, so nginx closes first).
 */
export type ConnectionLimits = Pick<
  Env,
  | "MAX_CONNECTIONS"
  | "HEADERS_TIMEOUT_SECONDS"
  | "REQUEST_TIMEOUT_SECONDS"
  | "KEEP_ALIVE_TIMEOUT_SECONDS"
>;

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

/** A query parameter in any text (a warning quoting a malformed URL): its name and value. */
const PARAMETER_IN_TEXT = /([?&;])([^=&;?\s"'#]*)=([^&;\s"'#]*)/g;
const SECRET_PARAMETER = new RegExp(SECRET_NAME, "i");

/** A parameter name as a server would read it (`%73ecret` is `secret`); as written if malformed. */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

/** Values of parameters whose name, once decoded, looks like a secret's, redacted. */
export function redactSecrets(text: string): string {
  return text.replace(PARAMETER_IN_TEXT, (whole, separator: string, name: string) =>
    SECRET_PARAMETER.test(decodedName(name)) ? `${separator}${name}=[redacted]` : whole,
  );
}

/**
 * The server's limits, and a log line for every request Node refuses before the site sees it
 * (a malformed request line, oversized headers, a timeout): its status and Node's reason code,
 * never the raw request (its query may hold a secret).
 */
export function limitConnections(
  server: Server,
  logger: Logger,
  limits: ConnectionLimits,
  onDropped: () => void = () => {},
): void {
  server.maxConnections = limits.MAX_CONNECTIONS;
  const closeIdle = closeIdleNearTheCap(server, logger, limits.MAX_CONNECTIONS);
  const drops = summarisedWarnings(logger, "connections dropped: at MAX_CONNECTIONS");
  server.on("drop", (dropped?: { remoteAddress?: string }) => {
    onDropped();
    // The slots held by connections doing nothing are freed for the next one.
    closeIdle();
    drops.count({ client: dropped?.remoteAddress ?? "unknown", route: "refused" });
  });
  server.headersTimeout = limits.HEADERS_TIMEOUT_SECONDS * 1000;
  server.requestTimeout = limits.REQUEST_TIMEOUT_SECONDS * 1000;
  server.keepAliveTimeout = limits.KEEP_ALIVE_TIMEOUT_SECONDS * 1000;
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
