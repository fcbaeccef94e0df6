import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoObjectTypes } from "#scripts/demo-bucket/object-types.ts";
import { fetchAnswer, type SiteProcess, startSite } from "#scripts/harness/site-process.ts";
import { fixtureObject, fixtureSet, writeFixtureBucket } from "#tests/support/fixture-bucket.ts";
import { E2E_WHATSAPP } from "#tests/support/global-setup.ts";
import { siteClock } from "#tests/support/site-clock.ts";

/**
 * Issue 63 item 1: no cached answer outlives its truth. The site's clock (libfaketime) starts
 * at 00:59:25 on a Friday night in Tulum and runs on, the page cache on as shipped: before 01:00
 * a party ending then is "On now" and every cache in front is told to keep it no longer than
 * 01:00; after 01:00 a fresh request in each language gets a render made after 01:00, never the
 * one cached at 00:59, and the set that starts at 01:00 is playing.
 */
const FRIDAY = "2026-11-27";
const ONE_AM = Date.parse("2026-11-28T01:00:00-05:00");

function writeBucket(): string {
  return writeFixtureBucket(
    [
      fixtureObject(
        "p-strip",
        "parties",
        "strip-sunset",
        { date: FRIDAY, start_time: "20:00", end_time: "01:00", area: "tulum" },
        { title: "Strip Sunset @ Papaya Playa" },
      ),
      fixtureObject(
        "p-cenote",
        "parties",
        "cenote-sounds",
        { date: FRIDAY, start_time: "22:00", end_time: "03:00", area: "tulum" },
        { title: "Cenote Sounds @ Buuts Ha" },
      ),
      fixtureSet("s-opener", "cenote-sounds", "Luna Abierta", FRIDAY, "22:00"),
      fixtureSet("s-one", "cenote-sounds", "Nox Verde", FRIDAY, "01:00"),
    ],
    { object_types: demoObjectTypes() },
  );
}

let site: SiteProcess;
beforeAll(async () => {
  site = await startSite({
    CONTENT_BUCKET_FILE: writeBucket(),
    CONCIERGE_WHATSAPP: E2E_WHATSAPP,
    ...siteClock("2026-11-28T00:59:25-05:00"),
  });
}, 60_000);
afterAll(() => site?.stop());

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** The site's clock, as its answers' Date header reads it (whole seconds). */
async function siteNow(): Promise<number> {
  const answer = await fetch(`${site.url}/healthz`);
  return Date.parse(answer.headers.get("date") ?? "");
}

/** The event page's facts (its "On now" and day), apart from the other parties it suggests. */
const factsOf = (body: string) => /event-facts"([\s\S]*?)open-in-maps/.exec(body)?.[1] ?? "";
/** The table buttons: the top bar's, and the party's own while it can be booked. */
const tableButtons = (body: string) => body.split(/BOOK A TABLE|RESERVA UNA MESA/).length - 1;

const directive = (cacheControl: string, name: string) =>
  Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);

const PAGES = ["/event/strip-sunset", "/es/event/strip-sunset", "/event/cenote-sounds"];

describe("a page kept across 01:00, the page cache on", () => {
  it("is kept by no cache past 01:00, and rendered anew after it in each language", async () => {
    const before = new Map<string, string>();
    for (const path of PAGES) {
      await fetchAnswer(`${site.url}${path}`);
      const answer = await fetch(`${site.url}${path}`);
      expect(answer.headers.get("x-page-cache"), path).toBe("hit");
      const date = Date.parse(answer.headers.get("date") ?? "");
      // The clock started 35 s before 01:00: a slow start would leave nothing to test.
      expect(date, "the site's clock is still before 01:00").toBeLessThan(ONE_AM);
      const left = (ONE_AM - date) / 1000;
      const cacheControl = answer.headers.get("cache-control") ?? "";
      const longest = Math.max(
        directive(cacheControl, "max-age"),
        directive(cacheControl, "s-maxage"),
      );
      expect(longest, `${path}: ${cacheControl}`).toBeLessThanOrEqual(left + 1);
      for (const stale of ["stale-while-revalidate", "stale-if-error"])
        expect(
          longest + directive(cacheControl, stale),
          `${path}: ${cacheControl}`,
        ).toBeLessThanOrEqual(left + 1);
      if (left < 10)
        expect(Number(answer.headers.get("x-accel-expires")), path).toBeLessThanOrEqual(left + 1);
      before.set(path, await answer.text());
    }
    const earlier = (path: string) => before.get(path) ?? "";
    expect(text(factsOf(earlier("/event/strip-sunset")))).toContain("On now");
    expect(text(factsOf(earlier("/es/event/strip-sunset")))).toContain("En curso");
    expect(tableButtons(earlier("/event/strip-sunset"))).toBe(2);
    expect(text(earlier("/event/cenote-sounds"))).toContain("Now: Luna Abierta");

    await expect.poll(siteNow, { timeout: 60_000, interval: 500 }).toBeGreaterThan(ONE_AM);
    for (const path of PAGES) {
      const answer = await fetch(`${site.url}${path}`);
      // Never the render from before 01:00, fresh or stale.
      expect(answer.headers.get("x-page-cache"), path).toBe("miss");
      const html = await answer.text();
      if (path.includes("strip-sunset")) {
        expect(text(factsOf(html)), path).not.toMatch(/On now|En curso/);
        expect(tableButtons(html), path).toBe(tableButtons(earlier(path)) - 1);
        expect(text(html), path).toMatch(/This party has ended|Esta fiesta ya terminó/);
      } else {
        expect(text(html), path).toContain("Now: Nox Verde");
      }
    }
    // The data an open tab asks for is rendered anew as well, and says when it next changes.
    const data = await fetch(`${site.url}/event/strip-sunset.data`);
    expect(data.headers.get("x-page-cache")).not.toBe("hit");
  }, 90_000);
});
