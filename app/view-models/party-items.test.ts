import { describe, expect, it } from "vitest";
import { weeklyNightRows } from "./party-items.server.ts";

describe("weekly nights once", () => {
  it("keeps a weekly night's first date with its count and every other party as it is", () => {
    const rows = weeklyNightRows([
      { title: "Gitano Fridays", date: "2026-12-04" },
      { title: "Full Moon", date: "2026-12-05" },
      { title: "GITANO fridays", date: "2026-12-11" },
      { title: "Gitano Fridays", date: "2026-12-18" },
      // Two dates a few days apart are not a weekly night.
      { title: "Sunset", date: "2026-12-06" },
      { title: "Sunset", date: "2026-12-09" },
    ]);
    expect(rows.map(({ first, weeklyDates }) => [first.date, weeklyDates])).toEqual([
      ["2026-12-04", 3],
      ["2026-12-05", null],
      ["2026-12-06", null],
      ["2026-12-09", null],
    ]);
  });
});
