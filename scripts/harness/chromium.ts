import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless, and kept from calling out (this machine refuses it anyway). */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium, headless, with a fresh profile. */
export async function launchChromium(
  options: {
    width?: number;
    height?: number;
    reducedMotion?: "reduce" | "no-preference";
    javaScriptEnabled?: boolean;
    /** The browser's language (navigator.language and Accept-Language); Chromium's own if unset. */
    locale?: string;
    /**
     * Blocked unless a test is about it: a service worker answers requests before Playwright's
     * routes see them, and keeps copies from one test's visit to the next.
     */
    serviceWorkers?: "allow" | "block";
  } = {},
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "chromium-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    reducedMotion: options.reducedMotion ?? "no-preference",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.locale ? { locale: options.locale } : {}),
    serviceWorkers: options.serviceWorkers ?? "block",
    args: CHROMIUM_FLAGS,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
