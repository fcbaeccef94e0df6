import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { z } from "zod";
import { type Emulator, type Faults, startEmulator } from "#emulator/server.ts";
import { DEMO_BUCKET } from "./emulator-env.ts";

const ROOT = resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** One answer of a site, redirects not followed: status, headers and body text. */
export async function fetchAnswer(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

export interface SiteProcess {
  url: string;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
  /** Resolves with the exit code when the process ends (for tests that signal it themselves). */
  exited: Promise<number | null>;
}

/** The arguments `npm start` gives Node (its V8 flags and the server entry), from package.json. */
function startArguments(root: string): string[] {
  const manifest = z
    .object({ scripts: z.object({ start: z.string().startsWith("node ") }) })
    .parse(JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")));
  return manifest.scripts.start.split(" ").slice(1);
}

/** Starts the built production server with `npm start`'s command and waits until it listens. */
export async function startSite(
  /** Added to this process's environment; an undefined value leaves that variable out. */
  env: Record<string, string | undefined> = {},
  /** `discardLogs`: stdout (the request log) goes nowhere, so a benchmark does not read it. */
  options: {
    port?: number;
    discardLogs?: boolean;
    skipWarmUp?: boolean;
    /** Another checkout's build to start (the paired bench's other commit); this one by default. */
    root?: string;
  } = {},
): Promise<SiteProcess> {
  const root = options.root ?? ROOT;
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, startArguments(root), {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), SITE_URL: url, ...env },
    stdio: ["ignore", options.discardLogs ? "ignore" : "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolveExit) => child.once("exit", resolveExit));
  // Sized for a busy 2-core machine (two CPU-bound processes beside the suite): a start takes
  // about a second alone and has taken over 20 s there.
  const deadline = Date.now() + 60_000;
  const listening = async () =>
    options.discardLogs
      ? (await fetch(`${url}/healthz`).catch(() => undefined))?.status === 200
      : output.includes("site: listening");
  while (!(await listening())) {
    if (child.exitCode !== null) throw new Error(`site exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`site did not start within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  // Readiness answers once the warm-up is over (server/warm-up.ts), 200 or 503: a test that
  // counts CMS calls starts after the process's own.
  if (!options.skipWarmUp)
    await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(30_000) }).catch(() => undefined);
  return {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}

/**
 * The site configured with a "hosted" bucket that is really an emulator in the test's own
 * process, so a test can read its request log and inject faults.
 */
export async function startSiteWithEmulator(
  env: Record<string, string> = {},
  /** `faults`: how the emulator misbehaves from the start (before the site's warm-up). */
  options: { bucketFile?: string; faults?: Partial<Faults> } = {},
): Promise<{ site: SiteProcess; emulator: Emulator; readKey: string; stop: () => Promise<void> }> {
  const readKey = `test-read-key-${Math.random().toString(36).slice(2, 12)}`;
  const emulator = await startEmulator({
    bucketFile: options.bucketFile ?? DEMO_BUCKET,
    readKey,
    bucketSlug: "hosted-bucket",
    ...(options.faults ? { faults: options.faults } : {}),
  });
  const site = await startSite({
    COSMIC_API_URL: emulator.apiUrl,
    COSMIC_BUCKET_SLUG: "hosted-bucket",
    COSMIC_READ_KEY: readKey,
    ...env,
  });
  return {
    site,
    emulator,
    readKey,
    stop: async () => {
      await site.stop();
      await emulator.close();
    },
  };
}
