import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LONG_HISTORY_PAST_PARTIES,
  writeLongHistoryBucket,
} from "#scripts/harness/derived-buckets.ts";
import { fetchAnswer, startSiteWithEmulator } from "#scripts/harness/site-process.ts";

/**
 * A page's data holds what it shows (issue 54): on a bucket twenty times the demo, its copies
 * spread over five years back, a DJ and a club have hundreds of past parties and a brand's
 * editors listed 261; their pages show the latest and a count, so each weighs about what the
 * demo's does.
 */
const PAGES = ["/brands/zamna-tulum", "/djs/nox-nocturna", "/tulum-clubs/papaya-playa-tulum"];
const MOST_GROWTH = 1.25;

describe("a page's weight does not grow with its object's history", () => {
  type Running = Awaited<ReturnType<typeof startSiteWithEmulator>>;
  let demo: Running;
  let years: Running;
  beforeAll(async () => {
    [demo, years] = await Promise.all([
      startSiteWithEmulator(),
      startSiteWithEmulator({}, { bucketFile: writeLongHistoryBucket() }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await demo?.stop();
    await years?.stop();
  });

  it.each(PAGES)(`%s is within ${MOST_GROWTH}x of the demo's`, async (path) => {
    const small = await fetchAnswer(`${demo.site.url}${path}`);
    const large = await fetchAnswer(`${years.site.url}${path}`);
    expect(small.status).toBe(200);
    expect(large.status).toBe(200);
    const growth = large.body.length / small.body.length;
    const history = /(\d+) earlier part/.exec(large.body)?.[1] ?? "no";
    console.info(
      `${path}: ${small.body.length} B on the demo, ${large.body.length} B over years (${history} earlier parties not listed)`,
    );
    expect(growth).toBeLessThanOrEqual(MOST_GROWTH);
  });

  it(`the brand with ${LONG_HISTORY_PAST_PARTIES} past parties counts the ones it does not list`, async () => {
    const page = await fetchAnswer(`${years.site.url}/brands/zamna-tulum`);
    expect(page.body).toMatch(/\d{3} earlier parties/);
    expect(page.body.length).toBeLessThan(50_000);
  });
});
