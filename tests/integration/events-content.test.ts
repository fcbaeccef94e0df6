import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDjSchedule } from "#app/content/dj-schedule.server.ts";
import { getLinks } from "#app/content/links.server.ts";
import { getClubCalendar, getClubParties, getMiniParties } from "#app/content/parties.server.ts";
import type { Emulator } from "#emulator/server.ts";
import { useEmulatorForContent } from "#tests/support/emulator-env.ts";
import { fixtureObject, writeFixtureBucket } from "#tests/support/fixture-bucket.ts";

let emulator: Emulator;

beforeAll(async () => {
  emulator = await useEmulatorForContent(
    writeFixtureBucket([
      fixtureObject("s1", "dj-schedule", "set-early", {
        date: "2026-01-10",
        start_time: "20:00",
        event_link: "/event/x",
      }),
      fixtureObject("s2", "dj-schedule", "set-late", { date: "2026-01-10", start_time: "23:30" }),
      fixtureObject("s3", "dj-schedule", "set-after-midnight", {
        date: "2026-01-11",
        start_time: "00:30",
      }),
      fixtureObject("s4", "dj-schedule", "set-yesterday", {
        date: "2026-01-09",
        start_time: "23:00",
      }),
      fixtureObject("p1", "parties", "deep-night-bonbonniere-tulum", {
        date: "2026-01-12",
        start_time: "22:00",
      }),
      fixtureObject("p2", "parties", "sunset-papaya-playa-tulum", {
        date: "2026-01-12",
        start_time: "16:00",
      }),
      fixtureObject("p3", "parties", "BONBONNIERE-TULUM-late", {
        date: "2026-01-13",
        start_time: "23:00",
      }),
      fixtureObject("m1", "mini-parties", "bonbonniere-tulum-weekly", {
        date: "2026-01-12",
        start_time: "21:00",
        show_in_calendar: true,
      }),
      fixtureObject("m2", "mini-parties", "bonbonniere-tulum-hidden", {
        date: "2026-01-12",
        show_in_calendar: false,
      }),
      fixtureObject("l1", "links", "tulum", { text: "Tonight", caption: "/" }),
      fixtureObject("l2", "links", "tulum-tables", {
        text: "Tables",
        caption: "javascript:alert(1)",
      }),
    ]),
  );
});
afterAll(() => emulator.close());

describe("DJ schedule with a fixed clock", () => {
  it("keeps sets from six hours ago, in date and start-time order", async () => {
    // 04:00 on 11 January in Cancun: six hours ago is 22:00 on the 10th.
    const now = new Date("2026-01-11T09:00:00Z");
    expect((await getDjSchedule(now)).map((s) => s.set.slug)).toEqual([
      "set-late",
      "set-after-midnight",
    ]);
  });

  it("at 01:59 keeps the set that started at 20:00", async () => {
    const now = new Date("2026-01-11T06:59:00Z");
    expect((await getDjSchedule(now)).map((s) => s.set.slug)).toEqual([
      "set-early",
      "set-late",
      "set-after-midnight",
    ]);
  });
});

describe("club parties (product.md#failures fallbacks)", () => {
  const now = new Date("2026-01-10T15:00:00Z");

  it("matches the club slug case-insensitively and sets total to the list length", async () => {
    const { items, total } = await getClubParties("bonbonniere", now);
    expect(items.map((p) => p.slug)).toEqual([
      "deep-night-bonbonniere-tulum",
      "BONBONNIERE-TULUM-late",
    ]);
    expect(total).toBe(2);
  });

  it("falls back to an empty list when the CMS fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    emulator.faults.outage = true;
    try {
      expect(await getClubParties("papaya-playa", now)).toEqual({ items: [], total: 0 });
    } finally {
      emulator.faults.outage = false;
    }
    expect(warn).toHaveBeenCalled();
  });

  it("lists the club's mini parties first, shown-in-calendar only", async () => {
    expect((await getMiniParties(now, "bonbonniere")).map((p) => p.slug)).toEqual([
      "bonbonniere-tulum-weekly",
    ]);
    const calendar = await getClubCalendar("bonbonniere", now);
    expect(calendar.map((p) => p.slug)).toEqual([
      "bonbonniere-tulum-weekly",
      "deep-night-bonbonniere-tulum",
      "BONBONNIERE-TULUM-late",
    ]);
    expect(calendar[0]?.magicEvent).toBe(true);
  });

  it("falls back to regular parties when the mini parties fail", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const original = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes("mini-parties") && url.includes("sunset"))
        return Promise.reject(new TypeError("network down"));
      return original(input, init);
    });
    const calendar = await getClubCalendar("sunset", now);
    expect(calendar.map((p) => p.slug)).toEqual(["sunset-papaya-playa-tulum"]);
    expect(
      warn.mock.calls.some((call) =>
        String(call[0]).includes("mini parties for sunset unavailable"),
      ),
    ).toBe(true);
  });
});

describe("links", () => {
  it("finds links by slug prefix and drops unsafe targets", async () => {
    const links = await getLinks("tulum");
    expect(links.map((l) => [l.slug, l.href])).toEqual([
      ["tulum", "/"],
      ["tulum-tables", ""],
    ]);
  });

  it("falls back to the link with the destination's slug when none match (Cosmic's 404)", async () => {
    const links = await getLinks("no-such-prefix");
    expect(links.map((l) => l.slug)).toEqual(["tulum"]);
  });
});
