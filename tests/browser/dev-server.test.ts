import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#scripts/harness/site-process.ts";
import { useBrowser } from "#tests/support/browser.ts";

const ROOT = resolve(import.meta.dirname, "../..");

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(15_000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

describe("npm run dev: the Vite dev server on the embedded emulator", () => {
  const browser = useBrowser({ width: 390 });
  let dev: ChildProcess | undefined;
  let url = "";

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    dev = spawn(process.execPath, ["scripts/dev.ts"], {
      cwd: ROOT,
      env: { ...process.env, HOST: "127.0.0.1", PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    dev.stdout?.on("data", collect);
    dev.stderr?.on("data", collect);
    // Wait on HTTP, not on Vite's banner: CI colours the banner (FORCE_COLOR), which splits the URL.
    const deadline = Date.now() + 60_000;
    while (!(await answers(url))) {
      if (dev.exitCode !== null) throw new Error(`dev server exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`dev server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 70_000);

  afterAll(async () => {
    if (!dev || dev.exitCode !== null) return;
    const exited = new Promise((r) => dev?.once("exit", r));
    dev.kill("SIGTERM");
    await exited;
  });

  it("renders the home page from the demo content and hydrates it without errors", async () => {
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Tulum nights, sorted");
    const page = await browser.page();
    await page.goto(`${url}/event/zamna-tulum-festival-opening`);
    await page.waitForSelector("html[data-hydrated=true]", { timeout: 30_000 });
    await page.getByRole("heading", { level: 1 }).waitFor();
  }, 60_000);

  it("runs production's guards, redirects and headers", async () => {
    const redirect = await fetch(`${url}/calendar?utm_source=x`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe(
      "/tulum-party-mexico-event-calendar?utm_source=x",
    );
    expect((await fetch(`${url}/`, { method: "POST" })).status).toBe(405);
    const home = await fetch(`${url}/`);
    expect(home.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(home.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await fetch(`${url}/event/no-such-party`)).status).toBe(404);
  });
});
