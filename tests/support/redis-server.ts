import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { freePort } from "#scripts/harness/site-process.ts";
import { withoutFakeTime } from "./site-clock.ts";

const REDIS_SERVER = "/usr/bin/redis-server";

export interface RedisProcess {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** Debian's redis-server on a free loopback port, in memory only (no snapshot, no AOF). */
export async function startRedis(port?: number): Promise<RedisProcess> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`redis-server not found at ${REDIS_SERVER}: apt-get install -y redis-server`);
  }
  const listen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ["--port", String(listen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"], env: withoutFakeTime() },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!output.includes("Ready to accept connections")) {
    if (child.exitCode !== null) throw new Error(`redis-server exited:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`redis-server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url: `redis://127.0.0.1:${listen}`,
    port: listen,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}
