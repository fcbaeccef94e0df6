import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CmsError } from "#app/content/cosmic/cms-service.ts";
import { getDjSchedule } from "#app/content/types/dj-schedule.server.ts";
import { getLinks } from "#app/content/types/links.server.ts";
import { getClubParties, getMiniParties } from "#app/content/types/parties.server.ts";
import type { Emulator } from "#emulator/server.ts";
import { useEmulatorForContent } from "#scripts/harness/emulator-env.ts";
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
  // None of these sets' parties is known, and none shares a party: each is over
  // DEFAULT_PARTY_MINUTES (four hours) after it starts, as a party with no end is (issue 52).
  it("at 01:59 keeps the sets not over, in date and start-time order", async () => {
    const now = new Date("2026-01-11T06:59:00Z");
    // The 20:00 set ended at midnight; the 23:30 one goes on to 03:30.
    expect((await getDjSchedule(now)).map((s) => s.set.slug)).toEqual([
      "set-late",
      "set-after-midnight",
    ]);
  });

  it("at 04:00 keeps only the set of 00:30", async () => {
    const now = new Date("2026-01-11T09:00:00Z");
    expect((await getDjSchedule(now)).map((s) => s.set.slug)).toEqual(["set-after-midnight"]);
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

  it("fails when the CMS fails: an empty list would say the club has no parties", async () => {
    emulator.faults.outage = true;
    try {
      await expect(getClubParties("papaya-playa", now)).rejects.toBeInstanceOf(CmsError);
    } finally {
      emulator.faults.outage = false;
    }
  });

  it("lists the club's mini parties, shown-in-calendar only", async () => {
    const minis = await getMiniParties(now, "bonbonniere");
    expect(minis.map((p) => p.slug)).toEqual(["bonbonniere-tulum-weekly"]);
    expect(minis[0]?.magicEvent).toBe(true);
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
