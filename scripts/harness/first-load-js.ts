import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "playwright-core";

const CLIENT_BUILD = resolve(import.meta.dirname, "../../build/client");

/**
 * What every template may load before the visitor does anything (issue 33), and the room every
 * landing template keeps under it for what comes next (issue 62; docs/code-style.md, "Script
 * budget"; docs/decisions/0065).
 */
export const FIRST_LOAD_BUDGET = { gzip: 120 * 1024, brotli: 110 * 1024 };
export const FIRST_LOAD_RESERVE = { gzip: 2 * 1024 };

/** The templates a visitor lands on most, each to keep the reserve, in both languages. */
export const LANDING_PATHS = [
  "/",
  "/event/zamna-tulum-festival-opening",
  "/tulum-party-mexico-event-calendar",
  "/tulum-events-today",
  "/djs/nox-verde",
  "/tulum-clubs/papaya-playa-tulum",
  "/plan?e=zamna-tulum-festival-opening",
];

/** The chunk every page loads (vite.config.ts, SHELL_CHUNK): React, React Router and the shell. */
export const isShellChunk = (path: string): boolean => /\/assets\/shell-[\w-]+\.js$/.test(path);

export interface FirstLoad {
  /** The site's scripts the page fetched, by path. */
  scripts: string[];
  gzip: number;
  brotli: number;
}

/**
 * A built file's bytes as the server sends them to a browser that takes gzip (or brotli): its
 * build-time copy, or the file as it is when the build made none (a copy would not be smaller).
 */
function encodedSize(path: string, encoding: "gzip" | "brotli"): number {
  const file = join(CLIENT_BUILD, path);
  const copy = `${file}${encoding === "gzip" ? ".gz" : ".br"}`;
  return readFileSync(existsSync(copy) ? copy : file).length;
}

/** The sizes of a list of the build's scripts, as gzip and as brotli. */
export function sizesOf(scripts: readonly string[]): FirstLoad {
  return {
    scripts: [...scripts],
    gzip: scripts.reduce((sum, path) => sum + encodedSize(path, "gzip"), 0),
    brotli: scripts.reduce((sum, path) => sum + encodedSize(path, "brotli"), 0),
  };
}

/**
 * The scripts of the site a browser really fetches for a page until the network is idle, with
 * no interaction: the page's module script, everything it imports, and whatever `import()` runs
 * as the page hydrates (a widget that loads itself at once counts; one that waits for a tap
 * does not). The service worker runs apart from the page and is not counted.
 */
export async function firstLoad(page: Page, url: string): Promise<FirstLoad> {
  const origin = new URL(url).origin;
  const scripts = new Set<string>();
  page.on("request", (request) => {
    const requested = new URL(request.url());
    if (request.resourceType() === "script" && requested.origin === origin)
      scripts.add(requested.pathname);
  });
  await page.goto(url);
  await page.waitForSelector("html[data-hydrated=true]");
  await page.waitForLoadState("networkidle");
  return sizesOf([...scripts]);
}

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
