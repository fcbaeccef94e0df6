import { afterAll, beforeAll } from "vitest";
import { type SiteProcess, startSite } from "#scripts/harness/site-process.ts";
import { writeSuiteBucket } from "#tests/support/suite-bucket.ts";
import { E2E_WHATSAPP } from "./global-setup.ts";

/**
 * A production server of the test file's own, on the suites' bucket (SUITE_FIXTURE), so what
 * the file asserts is its data, not the demo copy. Answers the server's base URL.
 */
export function serveSuiteBucket(): () => string {
  let site: SiteProcess | undefined;
  beforeAll(async () => {
    site = await startSite({
      CONTENT_BUCKET_FILE: writeSuiteBucket(),
      CONCIERGE_WHATSAPP: E2E_WHATSAPP,
    });
  });
  afterAll(() => site?.stop());
  return () => {
    if (!site) throw new Error("the suite's site has not started");
    return site.url;
  };
}
