import type { Server } from "node:http";
import type { Lifecycle } from "./lifecycle.ts";

/**
 * Graceful shutdown on SIGTERM or SIGINT: /readyz turns 503 at once, the server stops accepting
 * connections, requests in flight finish (their connections close after the answer), idle
 * keep-alive connections close, then `release` runs and the process exits 0. Past the deadline,
 * or on a second signal, it exits at once (1).
 */
export function shutDownGracefully(
  server: Server,
  lifecycle: Lifecycle,
  options: { deadlineMs: number; release: () => Promise<void> },
): void {
  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    signals++;
    if (signals > 1) {
      console.info(`site: ${signal} again, exiting now`);
      process.exit(1);
    }
    console.info(`site: ${signal}, draining (at most ${options.deadlineMs / 1000} s)`);
    lifecycle.drain();
    const deadline = setTimeout(() => {
      console.info("site: drain deadline passed, closing the remaining connections");
      server.closeAllConnections();
      process.exit(1);
    }, options.deadlineMs);
    deadline.unref();
    // Connections that finish their last request go idle; close them as they do.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      options
        .release()
        .catch(() => {})
        .finally(() => {
          console.info("site: drained, exiting");
          process.exit(0);
        });
    });
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
