import { describe, expect, it } from "vitest";
import {
  compareByDateAndTime,
  groupByClub,
  isUpcoming,
  sortByDateAndTime,
  yesterday,
} from "./parties.ts";

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

  it("asks the CMS for parties from yesterday on, so a night past midnight is still found", () => {
    expect(yesterday(now, CANCUN)).toBe("2026-01-09");
  });
});

describe("ordering and grouping", () => {
  it("sorts ascending by date, then start time", () => {
    const sorted = sortByDateAndTime([
      { date: "2026-01-11", startTime: "22:00", id: "c" },
      { date: "2026-01-10", startTime: "23:00", id: "b" },
      { date: "2026-01-10", startTime: "13:00", id: "a" },
    ]);
    expect(sorted.map((p) => p.id)).toEqual(["a", "b", "c"]);
    expect(compareByDateAndTime({ date: "2026-01-10" }, { date: "2026-01-10" })).toBe(0);
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

describe("calendar days", () => {
  it("puts mini parties first on ties, sorts ascending and groups by day", async () => {
    const { calendarDays } = await import("./parties.ts");
    const days = calendarDays(
      [
        { id: "mini-b", date: "2026-01-11", startTime: "21:00" },
        { id: "mini-a", date: "2026-01-10", startTime: "22:00" },
      ],
      [
        { id: "party-c", date: "2026-01-10", startTime: "22:00" },
        { id: "party-d", date: "2026-01-10", startTime: "13:00" },
        { id: "party-e", date: "2026-01-12" },
      ],
    );
    expect(days.map((d) => [d.date, d.items.map((i) => i.id)])).toEqual([
      ["2026-01-10", ["party-d", "mini-a", "party-c"]],
      ["2026-01-11", ["mini-b"]],
      ["2026-01-12", ["party-e"]],
    ]);
  });
});

describe("calendar spans", () => {
  it("cuts the list into two-week spans from today, skipping empty ones", async () => {
    const { dateSpans } = await import("./parties.ts");
    const spans = dateSpans(
      [
        { id: "last-night", date: "2026-11-23" },
        { id: "today", date: "2026-11-24" },
        { id: "day-14", date: "2026-12-07" },
        { id: "day-15", date: "2026-12-08" },
        { id: "far", date: "2027-01-20" },
      ],
      "2026-11-24",
    );
    expect(spans.map((span) => [span.first, span.last, span.items.map((i) => i.id)])).toEqual([
      ["2026-11-24", "2026-12-07", ["last-night", "today", "day-14"]],
      ["2026-12-08", "2026-12-21", ["day-15"]],
      ["2027-01-19", "2027-02-01", ["far"]],
    ]);
  });

  it("crosses a month and a year in its labels", async () => {
    const { formatDateSpan } = await import("./dates.ts");
    expect(formatDateSpan("2026-12-22", "2027-01-04", "en")).toBe("Dec 22 – Jan 4");
    expect(formatDateSpan("2026-12-22", "2027-01-04", "es")).toBe("22 dic – 4 ene");
  });
});
