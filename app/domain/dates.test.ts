import { describe, expect, it } from "vitest";
import {
  addDays,
  formatLongDate,
  formatShortDate,
  formatWallTime,
  isIsoDate,
  isoWithOffset,
  localDate,
  ordinal,
  utcOffsetMinutes,
  zonedInstant,
} from "./dates.ts";

const CANCUN = "America/Cancun";
const CABO = "America/Mazatlan";

describe("dates in the area's zone", () => {
  it("runs in a zone far from Cancun, so nothing below depends on the server's zone", () => {
    expect(process.env.TZ).toBe("Asia/Tokyo");
    expect(new Date("2026-01-10T00:00:00Z").getTimezoneOffset()).toBe(-540);
  });

  it("knows the local date just before and after midnight in Cancun (UTC-5)", () => {
    expect(localDate(new Date("2026-01-11T04:59:59Z"), CANCUN)).toBe("2026-01-10");
    expect(localDate(new Date("2026-01-11T05:00:00Z"), CANCUN)).toBe("2026-01-11");
  });

  it("places local times at the right instant, with no DST in either area", () => {
    expect(zonedInstant("2026-07-04", "22:00", CANCUN).toISOString()).toBe(
      "2026-07-05T03:00:00.000Z",
    );
    expect(zonedInstant("2026-01-10", "22:00", CANCUN).toISOString()).toBe(
      "2026-01-11T03:00:00.000Z",
    );
    expect(zonedInstant("2026-07-04", "22:00", CABO).toISOString()).toBe(
      "2026-07-05T05:00:00.000Z",
    );
  });

  it("writes schema.org dates with the area's offset", () => {
    expect(isoWithOffset("2026-01-10", "22:00", CANCUN)).toBe("2026-01-10T22:00:00-05:00");
    expect(isoWithOffset("2026-01-10", "22:00", CABO)).toBe("2026-01-10T22:00:00-07:00");
    expect(isoWithOffset("2026-01-10", undefined, CANCUN)).toBe("2026-01-10T00:00:00-05:00");
  });

  it("follows a zone's daylight saving time, which the destination areas do not have", () => {
    expect(zonedInstant("2026-07-04", "22:00", "America/New_York").toISOString()).toBe(
      "2026-07-05T02:00:00.000Z",
    );
    expect(zonedInstant("2026-01-10", "22:00", "America/New_York").toISOString()).toBe(
      "2026-01-11T03:00:00.000Z",
    );
    expect(isoWithOffset("2026-07-04", "22:00", "Europe/Madrid")).toBe("2026-07-04T22:00:00+02:00");
  });

  it("adds days across month and year ends", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("validates calendar dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("10/01/2026")).toBe(false);
  });
});

describe("date labels", () => {
  it("formats times, long and short dates", () => {
    expect(formatWallTime("00:05", "en")).toBe("12:05 AM");
    expect(formatWallTime("12:00", "en")).toBe("12:00 PM");
    expect(formatWallTime("23:59", "en")).toBe("11:59 PM");
    expect(formatLongDate("2026-01-01", "en")).toBe("Thursday, January 1st");
    expect(formatShortDate("2026-01-03", "en")).toBe("Sat, Jan 03");
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "31st",
    ]);
  });

  it("writes dates and times the Mexican way in Spanish, in each area's zone", () => {
    expect(formatLongDate("2026-11-28", "es")).toBe("sábado 28 de noviembre");
    expect(formatShortDate("2026-01-03", "es")).toBe("sáb 03 ene");
    expect(formatWallTime("23:00", "es")).toBe("23:00");
    expect(formatWallTime("00:05", "es")).toBe("00:05");
  });

  it("keeps offsets and local dates exact on the days a zone changes its clock", () => {
    // Offsets are remembered per zone and day; the days of a change are worked out every time.
    const byIntl = (instant: Date, timeZone: string) =>
      new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }).format(instant);
    for (const [timeZone, day] of [
      ["America/New_York", "2026-03-08"],
      ["America/New_York", "2026-11-01"],
      ["Europe/Madrid", "2026-03-29"],
      ["America/Cancun", "2026-11-27"],
    ] as const) {
      const start = Date.parse(`${day}T00:00:00Z`) - 12 * 3_600_000;
      for (let minutes = 0; minutes < 48 * 60; minutes += 15) {
        const instant = new Date(start + minutes * 60_000);
        expect(localDate(instant, timeZone), `${timeZone} ${instant.toISOString()}`).toBe(
          byIntl(instant, timeZone),
        );
      }
    }
    expect(utcOffsetMinutes(new Date("2026-03-08T06:59:00Z"), "America/New_York")).toBe(-300);
    expect(utcOffsetMinutes(new Date("2026-03-08T07:00:00Z"), "America/New_York")).toBe(-240);
    expect(zonedInstant("2026-03-08", "12:00", "America/New_York").toISOString()).toBe(
      "2026-03-08T16:00:00.000Z",
    );
  });
});
