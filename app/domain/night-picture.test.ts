import { describe, expect, it } from "vitest";
import { nightPicture, PICTURE_BARS } from "./night-picture.ts";
import type { Scheduled } from "./time/index.ts";

const party = (overrides: Partial<Scheduled> & { name: string }) => ({
  date: "2026-12-04",
  area: "tulum" as const,
  ...overrides,
});
const at = (iso: string) => new Date(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("tonight as a picture", () => {
  // Friday 4 December 2026, 21:30 in Tulum (UTC-5).
  const now = at("2026-12-05T02:30:00Z");
  const strip = party({ name: "strip", startTime: "20:00", endTime: "01:00" });
  const jungle = party({ name: "jungle", startTime: "23:00", endTime: "05:00" });
  const unknown = party({ name: "unknown", startTime: "22:00" });

  it("draws bars in start order on an axis of whole hours, in proportion to their hours", () => {
    const picture = nightPicture([jungle, unknown, strip], now);
    expect(picture?.bars.map((bar) => bar.party.name)).toEqual(["strip", "unknown", "jungle"]);
    // 20:00 to 05:00 Tulum: nine hours.
    expect(iso(picture?.from ?? 0)).toBe("2026-12-05T01:00:00.000Z");
    expect(iso(picture?.to ?? 0)).toBe("2026-12-05T10:00:00.000Z");
    const [first, second, third] = picture?.bars ?? [];
    expect(first?.left).toBe(0);
    expect(first?.width).toBeCloseTo((5 / 9) * 100);
    expect(second?.left).toBeCloseTo((2 / 9) * 100);
    expect(third?.left).toBeCloseTo((3 / 9) * 100);
    expect(third?.width).toBeCloseTo((6 / 9) * 100);
    expect(picture?.now).toBeCloseTo((1.5 / 9) * 100);
    expect(picture?.hours).toHaveLength(10);
    expect(picture?.hours.at(-1)?.left).toBe(100);
  });

  it("draws the parties that are over as over: at 03:30 the whole night is there (issue 63)", () => {
    const late = at("2026-12-05T08:30:00Z"); // 03:30
    const picture = nightPicture([jungle, unknown, strip], late);
    expect(picture?.bars.map((bar) => [bar.party.name, bar.over])).toEqual([
      ["strip", true],
      ["unknown", true],
      ["jungle", false],
    ]);
    expect(picture?.now).toBeCloseTo((7.5 / 9) * 100);
  });

  it("draws a party with no announced end to its assumed end, marked as unknown", () => {
    const bar = nightPicture([unknown], now)?.bars[0];
    expect(bar?.endKnown).toBe(false);
    expect(iso(bar?.end ?? 0)).toBe("2026-12-05T07:00:00.000Z"); // 02:00, four hours on
    expect(nightPicture([strip], now)?.bars[0]?.endKnown).toBe(true);
  });

  it("reaches back for now up to two hours before the first start, and no further", () => {
    const soon = nightPicture([jungle], at("2026-12-05T02:10:00Z")); // 21:10, the party at 23:00
    expect(iso(soon?.from ?? 0)).toBe("2026-12-05T02:00:00.000Z");
    expect(soon?.now).toBeGreaterThan(0);
    expect(soon?.bars[0]?.left).toBeGreaterThan(soon?.now ?? 100);
    const morning = nightPicture([jungle], at("2026-12-04T12:00:00Z")); // 07:00
    expect(iso(morning?.from ?? 0)).toBe("2026-12-05T02:00:00.000Z"); // 21:00
    expect(morning?.now).toBeNull();
  });

  it("draws the first PICTURE_BARS by start and counts the rest", () => {
    const many = Array.from({ length: PICTURE_BARS + 5 }, (_, index) =>
      party({ name: `p${index}`, startTime: `${String(18 + (index % 6)).padStart(2, "0")}:00` }),
    );
    const picture = nightPicture(many, now);
    expect(picture?.bars).toHaveLength(PICTURE_BARS);
    expect(picture?.notDrawn).toBe(5);
    // The earliest: five at 18:00 and four at each hour after, so three of 22:00's are drawn
    // and none of 23:00's.
    const lastDrawn = Math.max(...(picture?.bars.map((bar) => bar.start) ?? []));
    expect(iso(lastDrawn)).toBe("2026-12-05T03:00:00.000Z");
    expect(picture?.bars.filter((bar) => bar.start === lastDrawn)).toHaveLength(3);
  });

  it("draws neither a cancelled party nor one without a start; none at all is no picture", () => {
    const cancelled = party({ name: "off", startTime: "22:00", status: "cancelled" });
    const undated = party({ name: "day" });
    expect(nightPicture([cancelled, undated], now)).toBeNull();
    expect(nightPicture([cancelled, strip], now)?.bars).toHaveLength(1);
  });
});
