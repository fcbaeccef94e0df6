import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COSMIC_ONLY_CLUB, writeCosmicOnlyClubBucket } from "#scripts/harness/derived-buckets.ts";
import { fetchAnswer, startSiteWithEmulator } from "#scripts/harness/site-process.ts";

/**
 * Issue 40: the first visitor of a detail page waits one CMS round trip, not a chain of them.
 * Cosmic answers after LATENCY_MS here, so a call the page made only after another answered
 * reaches Cosmic a whole latency after the first call did. The test reads that structure, not
 * the page's time: all of a page's calls reach Cosmic within one latency of each other (however
 * long the busy machine took to start the render).
 */
const LATENCY_MS = 1000;
const SECRET = "round-trips-webhook-secret-0123";

let running: Awaited<ReturnType<typeof startSiteWithEmulator>>;

beforeAll(async () => {
  // startSite waits for readiness, which waits for the warm-up (slug lists, first pages).
  running = await startSiteWithEmulator(
    { REVALIDATE_SECRET: SECRET },
    { bucketFile: writeCosmicOnlyClubBucket() },
  );
  running.emulator.faults.latencyMs = LATENCY_MS;
}, 60_000);
afterAll(() => running?.stop());

/** The CMS calls a page's first request made, each as ms after the page's first call. */
async function callTimes(path: string): Promise<number[]> {
  const before = running.emulator.requests.length;
  const answer = await fetchAnswer(`${running.site.url}${path}`);
  expect(answer.status, path).toBe(200);
  const calls = running.emulator.requests.slice(before).map((call) => call.at);
  return calls.map((at) => at - Math.min(...calls));
}

async function publish(type: string) {
  const answer = await fetch(`${running.site.url}/webhooks/cosmic`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-revalidate-secret": SECRET },
    body: JSON.stringify({ type: "object.edited.published", data: { type } }),
  });
  expect(answer.status).toBe(200);
}

describe("one round trip to Cosmic for a cold detail page", () => {
  it.each([
    ["an event at a club (its venue arrives with it)", "/event/cenote-sounds-taboo-tulum-01-01"],
    ["an event at a beach club", "/event/techno-temple-ilios-tulum-01-02"],
    ["a DJ (the DJ's dates asked for with the DJ)", "/djs/nox-verde"],
    ["a brand (its parties asked for with it)", "/brands/zamna-tulum"],
    ["an article (the others asked for with it)", "/article/how-closing-hours-work-in-tulum"],
    ["a directory club (its parties asked for with it)", "/tulum-clubs/tora-tulum"],
    [
      "a club only Cosmic knows (its parties asked for with it)",
      `/tulum-clubs/${COSMIC_ONLY_CLUB}`,
    ],
  ])("after readiness: %s", async (_, path) => {
    const times = await callTimes(path);
    expect(times.length, path).toBeGreaterThan(0);
    expect(Math.max(...times), `${path}: ${times.join(", ")} ms`).toBeLessThan(LATENCY_MS);
  });

  it("an event page after a publish of parties, while its lists are being read again", async () => {
    await publish("parties");
    const times = await callTimes("/event/afro-house-ritual-bagatelle-tulum-12-31");
    expect(Math.max(...times), times.join(", ")).toBeLessThan(LATENCY_MS);
  });

  it.each([
    ["artists", "/djs/nox-verde"],
    ["brands", "/brands/zamna-tulum"],
    ["beach-clubs", `/tulum-clubs/${COSMIC_ONLY_CLUB}`],
  ])(
    "a page after a publish of %s (the slug list is kept while read again)",
    async (type, path) => {
      await publish(type);
      const times = await callTimes(path);
      expect(Math.max(...times), times.join(", ")).toBeLessThan(LATENCY_MS);
    },
  );
});
