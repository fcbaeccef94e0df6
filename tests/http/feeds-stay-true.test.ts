import { readFileSync, writeFileSync } from "node:fs";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSpecTypesBucket } from "#scripts/harness/derived-buckets.ts";
import { freePort, startSiteWithEmulator } from "#scripts/harness/site-process.ts";
import { metricSum } from "#tests/support/metrics.ts";

/**
 * Issue 65: a feed a calendar app polls stays true when an editor changes a party, and a poll
 * of an unchanged feed is cheap. Read as ical.js reads it; changed as Cosmic would (the object
 * saved, its publish webhook posted).
 */
const REVALIDATE_SECRET = "feeds-webhook-secret-0123";

interface BucketObject {
  type: string;
  slug: string;
  title?: string;
  locale?: string;
  modified_at?: string;
  metadata?: Record<string, unknown>;
}

const isBucketObject = (value: unknown): value is BucketObject =>
  typeof value === "object" &&
  value !== null &&
  "type" in value &&
  typeof value.type === "string" &&
  "slug" in value &&
  typeof value.slug === "string";

function readBucket(file: string): { data: Record<string, unknown>; objects: BucketObject[] } {
  const data: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (typeof data !== "object" || data === null || !("objects" in data))
    throw new Error("bucket file without objects");
  const objects = Array.isArray(data.objects) ? data.objects.filter(isBucketObject) : [];
  return { data: { ...data }, objects };
}

const events = (body: string) =>
  new ICAL.Component(ICAL.parse(body)).getAllSubcomponents("vevent").map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue("uid")),
    sequence: Number(vevent.getFirstPropertyValue("sequence")),
    status: String(vevent.getFirstPropertyValue("status")),
    summary: String(vevent.getFirstPropertyValue("summary")),
    start: String(vevent.getFirstPropertyValue("dtstart")),
  }));

/** A wall time an hour later, on the same evening. */
const hourLater = (time: string) =>
  `${String(Number(time.slice(0, 2)) + 1).padStart(2, "0")}${time.slice(2)}`;

describe("a feed polled by a calendar app", () => {
  let running: Awaited<ReturnType<typeof startSiteWithEmulator>>;
  let bucketFile: string;
  let metricsUrl: string;
  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    bucketFile = writeSpecTypesBucket();
    running = await startSiteWithEmulator(
      { METRICS_PORT: String(metricsPort), REVALIDATE_SECRET },
      { bucketFile },
    );
  });
  afterAll(() => running?.stop());

  it("answers 300 looks at four feeds with at most five Cosmic calls, and a dated repeat with a 304", async () => {
    const feeds = [
      "/feeds/parties.ics",
      "/feeds/clubs/papaya-playa-tulum/calendar.ics",
      "/feeds/brands/zamna-tulum/calendar.ics",
      "/feeds/djs/nox-verde/calendar.ics",
    ];
    const calls = await metricSum(metricsUrl, "cms_requests_total");
    const validators = new Map<string, { etag: string; modified: string }>();
    let afterFirstLooks = 0;
    for (let look = 0; look < 300; look += 1) {
      if (look === feeds.length)
        afterFirstLooks = await metricSum(metricsUrl, "cms_requests_total");
      const path = feeds[look % feeds.length] ?? "";
      const held = validators.get(path);
      // Some apps keep the ETag, some only the date, some neither.
      const headers: Record<string, string> =
        held === undefined || look % 3 === 0
          ? {}
          : look % 3 === 1
            ? { "if-none-match": held.etag }
            : { "if-modified-since": held.modified };
      const answer = await fetch(`${running.site.url}${path}`, { headers });
      if (held === undefined || look % 3 === 0) {
        expect(answer.status, path).toBe(200);
        expect(events(await answer.text()).length, path).toBeGreaterThan(0);
        validators.set(path, {
          etag: answer.headers.get("etag") ?? "",
          modified: answer.headers.get("last-modified") ?? "",
        });
      } else {
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(304);
        expect(await answer.text()).toBe("");
      }
    }
    // Each feed's first look costs its own reads (a brand or a DJ, then their parties); every
    // look after it, 304 or 200, is the page cache's.
    const total = await metricSum(metricsUrl, "cms_requests_total");
    expect(total - calls).toBeLessThanOrEqual(5);
    expect(total).toBe(afterFirstLooks);
  });

  it("answers a repeat with a 304; a cancelled or moved party keeps its UID with a higher SEQUENCE", async () => {
    const url = (path: string) => `${running.site.url}${path}`;
    const first = await fetch(url("/feeds/parties.ics"));
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    const before = events(await first.text());
    const host = new URL(running.site.url).host;
    const { data, objects } = readBucket(bucketFile);
    const chosen = objects.find(
      (object) =>
        object.type === "parties" &&
        before.some(
          (event) => event.uid === `parties-${object.slug}@${host}` && event.status !== "CANCELLED",
        ),
    );
    if (!chosen) throw new Error("no scheduled party of the feed in the bucket");
    const moved = objects.find(
      (object) =>
        object.type === "parties" &&
        object.slug !== chosen.slug &&
        typeof object.metadata?.start_time === "string" &&
        /^(1\d|20):\d\d$/.test(object.metadata.start_time) &&
        before.some(
          (event) => event.uid === `parties-${object.slug}@${host}` && event.status === "CONFIRMED",
        ),
    );
    if (!moved) throw new Error("no party of the feed starting before 21:00 in the bucket");
    const movedUid = `parties-${moved.slug}@${host}`;
    const movedWas = before.find((event) => event.uid === movedUid);
    const uid = `parties-${chosen.slug}@${host}`;
    const was = before.find((event) => event.uid === uid);

    // A repeat costs no body and no Cosmic call.
    const calls = await metricSum(metricsUrl, "cms_requests_total");
    const repeat = await fetch(url("/feeds/parties.ics"), { headers: { "if-none-match": etag } });
    expect(repeat.status).toBe(304);
    expect(await repeat.text()).toBe("");
    expect(repeat.headers.get("etag")).toBe(etag);
    expect(await metricSum(metricsUrl, "cms_requests_total")).toBe(calls);

    // An editor cancels it, and moves another's start an hour later, in the default language only, as editors do: its Spanish version
    // keeps the status Cosmic copied into it when the locale was added. Saved, then the webhook.
    const spanish = objects.find(
      (object) =>
        object.type === "parties" && object.slug === chosen.slug && object.locale === "es",
    );
    if (!spanish?.title) throw new Error("the chosen party has no Spanish version");
    writeFileSync(
      bucketFile,
      JSON.stringify({
        ...data,
        objects: objects.map((object) =>
          object === chosen
            ? {
                ...object,
                modified_at: new Date().toISOString(),
                metadata: { ...object.metadata, event_status: "cancelled" },
              }
            : object === moved
              ? {
                  ...object,
                  modified_at: new Date().toISOString(),
                  metadata: {
                    ...object.metadata,
                    start_time: hourLater(String(object.metadata?.start_time)),
                  },
                }
              : object,
        ),
      }),
    );
    running.emulator.reload();
    const published = await fetch(url("/webhooks/cosmic"), {
      method: "POST",
      headers: { "content-type": "application/json", "x-revalidate-secret": REVALIDATE_SECRET },
      body: JSON.stringify({ type: "object.edited.published", data: { type: "parties" } }),
    });
    expect(published.status).toBe(200);

    for (const path of ["/feeds/parties.ics", "/es/feeds/parties.ics"]) {
      const after = await fetch(url(path), { headers: { "if-none-match": etag } });
      expect(after.status, path).toBe(200);
      expect(after.headers.get("etag"), path).not.toBe(etag);
      const body = await after.text();
      const now = events(body).find((event) => event.uid === uid);
      expect(now?.status, path).toBe("CANCELLED");
      expect(now?.sequence ?? 0, path).toBeGreaterThan(was?.sequence ?? Number.POSITIVE_INFINITY);
      const shifted = events(body).find((event) => event.uid === movedUid);
      expect(Date.parse(shifted?.start ?? "") - Date.parse(movedWas?.start ?? ""), path).toBe(
        3_600_000,
      );
      expect(shifted?.sequence ?? 0, path).toBeGreaterThan(movedWas?.sequence ?? Infinity);
      // The Spanish feed keeps the translation's words with the original's facts.
      if (path.startsWith("/es/")) expect(now?.summary, path).toContain(spanish.title);
    }
  });
});
