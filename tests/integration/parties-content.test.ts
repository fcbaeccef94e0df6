import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentCache, missCache } from "#app/content/queries/content-cache.server.ts";
import { getHomeContent } from "#app/content/types/home-content.server.ts";
import {
  getIslaMainPageParties,
  getMainPageParties,
  getPartyBySlug,
  getTrendingFestivalParties,
  getUpcomingParties,
} from "#app/content/types/parties.server.ts";
import {
  compareByStart,
  firstListedDate,
  isOver,
  type Scheduled,
  tonightIn,
} from "#app/domain/time/index.ts";
import type { Emulator } from "#emulator/server.ts";
import { useEmulatorForContent } from "#scripts/harness/emulator-env.ts";

let emulator: Emulator;
const now = new Date();
// Tonight's night: at 01:30 still the evening before's, as the demo's dates are anchored.
const today = tonightIn(now, "America/Cancun");

beforeAll(async () => {
  emulator = await useEmulatorForContent();
});
afterAll(() => emulator.close());

function isSorted(list: Scheduled[]) {
  return list.every((item, i) => i === 0 || compareByStart(list[i - 1] ?? item, item) <= 0);
}

describe("party content on the demo bucket", () => {
  it("main-page events: flagged, from yesterday, sorted, at most 25", async () => {
    const parties = await getMainPageParties(now);
    expect(parties.length).toBeGreaterThan(5);
    expect(parties.length).toBeLessThanOrEqual(25);
    expect(parties.every((p) => p.showInMainPage)).toBe(true);
    expect(parties.every((p) => p.date >= firstListedDate(now, "America/Cancun"))).toBe(true);
    expect(isSorted(parties)).toBe(true);
  });

  it("upcoming parties: a page of 25 from the CMS, past ones filtered, sorted", async () => {
    const first = await getUpcomingParties(now, 1);
    expect(first.total).toBeGreaterThan(25);
    expect(first.items.length).toBeLessThanOrEqual(25);
    expect(first.items.every((p) => !isOver(p, now))).toBe(true);
    expect(isSorted(first.items)).toBe(true);
    const second = await getUpcomingParties(now, 2);
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items[0]?.slug).not.toBe(first.items[0]?.slug);
  });

  it("a demo bucket on any date shows upcoming events", async () => {
    const { items } = await getUpcomingParties(now, 1);
    expect(items.some((p) => p.date >= today)).toBe(true);
  });

  it("the three trending festival events", async () => {
    const trending = await getTrendingFestivalParties(now);
    expect(trending.map((p) => p.slug).sort()).toEqual([
      "day-zero-tulum-jungle",
      "tehmplo-tulum-new-year",
      "zamna-tulum-festival-opening",
    ]);
  });

  it("Isla Mujeres main-page parties", async () => {
    const isla = await getIslaMainPageParties(now);
    expect(isla.length).toBeGreaterThan(0);
    expect(isla.every((p) => p.kind === "isla-parties")).toBe(true);
  });

  it("one party with brand, venue and artists expanded", async () => {
    const party = await getPartyBySlug("zamna-tulum-festival-opening");
    expect(party?.brand?.slug).toBe("zamna-tulum");
    expect(party?.artists.length).toBeGreaterThan(0);
    expect(party?.image?.url).toMatch(/^\/media\/.+\.svg$/);
    const withVenue = await getPartyBySlug("bonbonniere-tulum-residency-night");
    expect(withVenue?.venue?.slug).toBe("bonbonniere-tulum");
    expect(await getPartyBySlug("no-such-party")).toBeNull();
  });

  it("home dynamic content", async () => {
    const home = await getHomeContent();
    expect(home?.title).toBeTruthy();
    expect(home?.link.startsWith("/")).toBe(true);
  });

  it("serves repeated queries from the cache, with no second CMS call", async () => {
    const before = emulator.requests.length;
    await getMainPageParties(now);
    await getMainPageParties(now);
    expect(emulator.requests.length).toBe(before);
    expect(contentCache.size).toBeGreaterThan(0);
  });

  it("answers pages past the end from the list's total: no call, nothing kept", async () => {
    // A page of the list tells its total; then any page past the end is known to be empty.
    const first = await getUpcomingParties(now, 1);
    expect(first.total).toBeGreaterThan(25);
    const content = contentCache.size;
    const misses = missCache.size;
    const before = emulator.requests.length;
    for (const page of [900, 901, 902, 999_999]) {
      const past = await getUpcomingParties(now, page);
      expect(past.items).toEqual([]);
      expect(past.total).toBe(first.total);
    }
    expect(emulator.requests.length).toBe(before);
    expect(contentCache.size).toBe(content);
    expect(missCache.size).toBe(misses);
  });

  it("keeps serving cached content when the CMS goes down", async () => {
    emulator.faults.outage = true;
    try {
      expect((await getMainPageParties(now)).length).toBeGreaterThan(0);
    } finally {
      emulator.faults.outage = false;
    }
  });
});
