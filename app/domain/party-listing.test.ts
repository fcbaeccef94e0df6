import { describe, expect, it } from "vitest";
import { groupByClub, isListed, isUpcoming, listedInStartOrder } from "./party-listing.ts";
import { firstListedDate, groupByNight, sortByStart } from "./time/index.ts";

const CANCUN = "America/Cancun";
// 22:00 on Saturday 10 January 2026 in Cancun.
const now = new Date("2026-01-11T03:00:00Z");

describe("upcoming parties: a party is listed until it ends", () => {
  it("keeps a timed party while it is on, until its end time or four hours after its start", () => {
    // Started at 20:00 with no end time: on until midnight.
    expect(isUpcoming({ date: "2026-01-10", startTime: "20:00", area: "tulum" }, now)).toBe(true);
    expect(isUpcoming({ date: "2026-01-10", startTime: "17:59", area: "tulum" }, now)).toBe(false);
    expect(
      isUpcoming({ date: "2026-01-10", startTime: "18:00", endTime: "23:00", area: "tulum" }, now),
    ).toBe(true);
    expect(
      isUpcoming({ date: "2026-01-10", startTime: "18:00", endTime: "21:00", area: "tulum" }, now),
    ).toBe(false);
    // Past midnight: an end earlier than the start is the next morning.
    expect(
      isUpcoming({ date: "2026-01-09", startTime: "23:00", endTime: "03:00", area: "tulum" }, now),
    ).toBe(false);
    expect(isUpcoming({ date: "2026-01-11", startTime: "01:00", area: "tulum" }, now)).toBe(true);
  });

  it("keeps a whole-date party until its day has ended in the area", () => {
    expect(isUpcoming({ date: "2026-01-10", area: "tulum" }, now)).toBe(true);
    expect(isUpcoming({ date: "2026-01-09", area: "tulum" }, now)).toBe(false);
    const justBeforeMidnight = new Date("2026-01-11T04:59:59Z");
    const atMidnight = new Date("2026-01-11T05:00:00Z");
    expect(isUpcoming({ date: "2026-01-10", area: "tulum" }, justBeforeMidnight)).toBe(true);
    expect(isUpcoming({ date: "2026-01-10", area: "tulum" }, atMidnight)).toBe(false);
    // Cabo's clock is two hours behind: its day ends two hours later.
    expect(isUpcoming({ date: "2026-01-10", area: "san-jose-cabo" }, atMidnight)).toBe(true);
  });

  it("asks the CMS for parties from the night before tonight, so a night past midnight is found", () => {
    expect(firstListedDate(now, CANCUN)).toBe("2026-01-09");
    // 03:30 on Sunday is still Saturday night: the night before it is Friday's.
    expect(firstListedDate(new Date("2026-01-11T08:30:00Z"), CANCUN)).toBe("2026-01-09");
  });

  it("leaves a party its editor hid out of every list, and one that is over", () => {
    const party = { date: "2026-01-10", startTime: "22:00", area: "tulum" } as const;
    expect(isListed(party, now)).toBe(true);
    expect(isListed({ ...party, hideFromCalendar: true }, now)).toBe(false);
    expect(isListed({ ...party, date: "2026-01-09" }, now)).toBe(false);
  });
});

describe("a kept list of listed parties", () => {
  it("answers as isListed does at every instant, kept only until a listed party ends", () => {
    const listed = listedInStartOrder<{
      date: string;
      startTime: string;
      endTime?: string;
      area: "tulum";
    }>();
    const parties = [
      { date: "2026-01-10", startTime: "23:00", area: "tulum" },
      // On now, ends at 23:00: the kept answer lasts until then.
      { date: "2026-01-10", startTime: "21:00", endTime: "23:00", area: "tulum" },
      { date: "2026-01-09", startTime: "22:00", area: "tulum" },
    ] as const;
    const atTen = listed(parties, now);
    expect(atTen.map((party) => party.startTime)).toEqual(["21:00", "23:00"]);
    // The same answer (by identity) while nothing ends.
    expect(listed(parties, new Date("2026-01-11T03:59:59Z"))).toBe(atTen);
    // 23:00 in Cancun: the first party has ended.
    const atEleven = listed(parties, new Date("2026-01-11T04:00:00Z"));
    expect(atEleven.map((party) => party.startTime)).toEqual(["23:00"]);
    // A clock set back (a test, a replay) is answered afresh, never from a later answer.
    expect(listed(parties, now).map((party) => party.startTime)).toEqual(["21:00", "23:00"]);
  });
});

describe("ordering and grouping", () => {
  it("sorts by when parties start, whatever clock their area reads", () => {
    const sorted = sortByStart([
      { date: "2026-01-11", startTime: "22:00", area: "tulum", id: "d" },
      // 22:00 in Cabo is 23:00 on the coast: after Tulum's 22:30.
      { date: "2026-01-10", startTime: "22:00", area: "san-jose-cabo", id: "c" },
      { date: "2026-01-10", startTime: "22:30", area: "tulum", id: "b" },
      { date: "2026-01-10", startTime: "13:00", area: "cancun", id: "a" },
    ] as const);
    expect(sorted.map((p) => p.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("groups by club key in first-seen order and drops unknown venues", () => {
    const groups = groupByClub(
      [
        { title: "A", club: "bonbonniere" },
        { title: "B", club: "papaya" },
        { title: "C", club: "bonbonniere" },
        { title: "D", club: undefined },
      ],
      (party) => party.club,
    );
    expect(groups).toEqual([
      {
        club: "bonbonniere",
        parties: [
          { title: "A", club: "bonbonniere" },
          { title: "C", club: "bonbonniere" },
        ],
      },
      { club: "papaya", parties: [{ title: "B", club: "papaya" }] },
    ]);
  });
});

describe("calendar nights", () => {
  it("groups by the night a party belongs to, each night in start order", () => {
    const nights = groupByNight([
      { id: "mini-b", date: "2026-01-11", startTime: "21:00", area: "tulum" },
      { id: "mini-a", date: "2026-01-10", startTime: "22:00", area: "tulum" },
      { id: "party-c", date: "2026-01-10", startTime: "22:00", area: "cancun" },
      { id: "party-d", date: "2026-01-10", startTime: "13:00", area: "tulum" },
      // Saturday 02:00 is Friday night's.
      { id: "after-midnight", date: "2026-01-11", startTime: "02:00", area: "tulum" },
      { id: "party-e", date: "2026-01-12", area: "tulum" },
    ] as const);
    expect(nights.map((d) => [d.night, d.items.map((i) => i.id)])).toEqual([
      ["2026-01-10", ["party-d", "mini-a", "party-c", "after-midnight"]],
      ["2026-01-11", ["mini-b"]],
      ["2026-01-12", ["party-e"]],
    ]);
  });
});

describe("calendar spans", () => {
  it("cuts the list into two-week spans from today, skipping empty ones", async () => {
    const { dateSpans } = await import("./time/index.ts");
    const spans = dateSpans(
      [
        { id: "last-night", date: "2026-11-23", area: "tulum" },
        { id: "today", date: "2026-11-24", area: "tulum" },
        { id: "day-14", date: "2026-12-07", area: "tulum" },
        // 01:00 on the 8th is the 7th's night: still in the first span.
        { id: "night-14", date: "2026-12-08", startTime: "01:00", area: "tulum" },
        { id: "day-15", date: "2026-12-08", area: "tulum" },
        { id: "far", date: "2027-01-20", area: "tulum" },
      ] as const,
      "2026-11-24",
    );
    expect(spans.map((span) => [span.first, span.last, span.items.map((i) => i.id)])).toEqual([
      ["2026-11-24", "2026-12-07", ["last-night", "today", "day-14", "night-14"]],
      ["2026-12-08", "2026-12-21", ["day-15"]],
      ["2027-01-19", "2027-02-01", ["far"]],
    ]);
  });

  it("cuts a busy span between nights, so a page holds at most so many parties", async () => {
    const { dateSpans } = await import("./time/index.ts");
    const night = (date: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        id: `${date}-${i}`,
        date,
        area: "tulum" as const,
      }));
    const spans = dateSpans(
      [
        ...night("2026-11-24", 3),
        ...night("2026-11-25", 2),
        ...night("2026-11-27", 4),
        ...night("2026-11-30", 2),
      ],
      "2026-11-24",
      14,
      5,
    );
    expect(spans.map((span) => [span.first, span.last, span.items.length])).toEqual([
      ["2026-11-24", "2026-11-25", 5],
      // Four more would overflow the first page: the next night starts another.
      ["2026-11-27", "2026-11-27", 4],
      ["2026-11-30", "2026-12-07", 2],
    ]);
  });

  it("crosses a month and a year in its labels", async () => {
    const { formatDateSpan } = await import("./dates.ts");
    expect(formatDateSpan("2026-12-22", "2027-01-04", "en")).toBe("Dec 22 – Jan 4");
    expect(formatDateSpan("2026-12-22", "2027-01-04", "es")).toBe("22 dic – 4 ene");
  });
});
