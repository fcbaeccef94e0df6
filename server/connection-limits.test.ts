import { describe, expect, it } from "vitest";
import { limitConnections, redactSecrets } from "./connection-limits.ts";

describe("secrets in Node's own messages", () => {
  it("redacts secret-looking query values wherever a URL is quoted", () => {
    expect(
      redactSecrets('The URL /webhooks/cosmic?secret=abc123&x=1 is invalid. "/p?read_key=k9"'),
    ).toBe('The URL /webhooks/cosmic?secret=[redacted]&x=1 is invalid. "/p?read_key=[redacted]"');
    expect(redactSecrets("/preview?path=/x&token=t0k#frag")).toBe(
      "/preview?path=/x&token=[redacted]#frag",
    );
    expect(redactSecrets("nothing to hide ?page=2")).toBe("nothing to hide ?page=2");
    // A name written percent-encoded is the same name to the server that reads it.
    expect(redactSecrets("/webhooks/cosmic?%73ecret=abc&%53IGNATURE=s&x=%zz")).toBe(
      "/webhooks/cosmic?%73ecret=[redacted]&%53IGNATURE=[redacted]&x=%zz",
    );
  });
});

describe("connections near the cap", () => {
  it("closes idle connections for new clients, and counts and logs every one dropped", async () => {
    const { createServer } = await import("node:http");
    const { connect } = await import("node:net");
    const { pino } = await import("./logging.ts");
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const server = createServer((_, response) => response.end("ok"));
    let dropped = 0;
    limitConnections(
      server,
      logger,
      {
        MAX_CONNECTIONS: 10,
        HEADERS_TIMEOUT_SECONDS: 10,
        REQUEST_TIMEOUT_SECONDS: 30,
        KEEP_ALIVE_TIMEOUT_SECONDS: 65,
      },
      () => dropped++,
    );
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const open = (request: boolean) => {
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => {});
      if (request) socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
      return socket;
    };
    try {
      // Ten connections doing nothing: five never asked, five kept alive after an answer.
      const idle = [
        ...Array.from({ length: 5 }, () => open(false)),
        ...Array.from({ length: 5 }, () => open(true)),
      ];
      await new Promise((r) => setTimeout(r, 1200));
      // At the cap: the next one is dropped, counted and logged, and frees the idle slots...
      open(false);
      await new Promise((r) => setTimeout(r, 200));
      expect(dropped).toBe(1);
      expect(lines.join("")).toContain("connections dropped: at MAX_CONNECTIONS");
      // ...so a visitor who comes next gets an answer.
      const answer = await fetch(`http://127.0.0.1:${port}/`, {
        signal: AbortSignal.timeout(2000),
      });
      expect(answer.status).toBe(200);
      expect(lines.join("")).toContain("idle ones closed");
      expect(
        idle.filter((socket) => !socket.destroyed && socket.readyState === "open").length,
      ).toBeLessThan(10);
    } finally {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });
});
