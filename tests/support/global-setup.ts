import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { CHROMIUM_PATH } from "#scripts/harness/chromium.ts";
import { type SiteProcess, startSite } from "#scripts/harness/site-process.ts";

export const E2E_GA_ID = "G-E2ETEST01";
export const E2E_WHATSAPP = "529841112233";

let site: SiteProcess | undefined;

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server on the demo bucket for all browser tests, built by `npm run build`. */
export async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  if (!existsSync(resolve(import.meta.dirname, "../../build/server/index.js"))) {
    throw new Error("no build: run npm run build before the browser tests");
  }
  site = await startSite({ GA_MEASUREMENT_ID: E2E_GA_ID, CONCIERGE_WHATSAPP: E2E_WHATSAPP });
  project.provide("baseUrl", site.url);
}

export async function teardown() {
  await site?.stop();
}
