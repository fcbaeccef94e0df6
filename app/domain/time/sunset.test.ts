import { describe, expect, it } from "vitest";
import { zonedInstant } from "../dates.ts";
import { sunsetOfParty, sunsetOn } from "./sunset.ts";

/**
 * Published tables, not our own numbers: the U.S. Naval Observatory's for Cupertino (2008), a
 * USNO-based table for Decorah, Iowa (Luther College), and two sunrise-sunset tables for
 * Matanzas, Cuba (UTC-5, like Quintana Roo; Dec 2025) and Mexico City (19.4° N, near Tulum's
 * latitude). Each sunset within two minutes, on the place's own clock.
 */
const TABLES = [
  // USNO "Rise and Set for the Sun for 2008", W121°55' N37°24', zone 8 h west of Greenwich.
  {
    place: { latitude: 37.4, longitude: -121.9167 },
    zone: "Etc/GMT+8",
    date: "2008-01-01",
    sunset: "17:00",
  },
  {
    place: { latitude: 37.4, longitude: -121.9167 },
    zone: "Etc/GMT+8",
    date: "2008-12-01",
    sunset: "16:50",
  },
  {
    place: { latitude: 37.4, longitude: -121.9167 },
    zone: "Etc/GMT+8",
    date: "2008-04-03",
    sunset: "18:33",
  },
  // Decorah, Iowa, September (CDT).
  {
    place: { latitude: 43.3033, longitude: -91.7857 },
    zone: "America/Chicago",
    date: "2026-09-01",
    sunset: "19:41",
  },
  {
    place: { latitude: 43.3033, longitude: -91.7857 },
    zone: "America/Chicago",
    date: "2026-09-30",
    sunset: "18:49",
  },
  // Matanzas, Cuba (UTC-5 in December).
  {
    place: { latitude: 23.0415, longitude: -81.5775 },
    zone: "America/Havana",
    date: "2025-12-01",
    sunset: "17:40",
  },
  {
    place: { latitude: 23.0415, longitude: -81.5775 },
    zone: "America/Havana",
    date: "2025-12-21",
    sunset: "17:46",
  },
  // Mexico City, first of the month (no daylight saving time since 2022).
  {
    place: { latitude: 19.43, longitude: -99.13 },
    zone: "America/Mexico_City",
    date: "2026-12-01",
    sunset: "17:58",
  },
  {
    place: { latitude: 19.43, longitude: -99.13 },
    zone: "America/Mexico_City",
    date: "2026-06-01",
    sunset: "19:12",
  },
];

describe("the sunset", () => {
  it.each(TABLES)(
    "at $place.latitude on $date is within two minutes of the table's $sunset",
    ({ place, zone, date, sunset }) => {
      const computed = sunsetOn(date, place, zone);
      const published = zonedInstant(date, sunset, zone).getTime();
      expect(computed).not.toBeNull();
      expect(Math.abs((computed ?? 0) - published)).toBeLessThanOrEqual(2 * 60_000);
    },
  );

  const tulum = { latitude: 20.2114, longitude: -87.4654 };
  it("is named for a party that starts before it, not for a night party", () => {
    const day = {
      date: "2026-12-05",
      startTime: "14:00",
      endTime: "20:00",
      area: "tulum" as const,
    };
    const sunset = sunsetOfParty(day, tulum);
    // Tulum in early December: the sun sets a little after 18:00 on the coast's clock (UTC-5),
    // 24 minutes after Matanzas (six degrees further east on the same clock).
    expect(sunset).not.toBeNull();
    const clock = new Date(sunset ?? 0).toLocaleTimeString("en-GB", { timeZone: "America/Cancun" });
    expect(clock >= "18:00" && clock <= "18:15").toBe(true);
    expect(sunsetOfParty({ ...day, startTime: "22:00", endTime: "03:00" }, tulum)).toBeNull();
    // A brunch that ends before it still hears when it is (the reason to stay on).
    expect(sunsetOfParty({ ...day, startTime: "10:00", endTime: "16:00" }, tulum)).toBe(sunset);
    expect(sunsetOfParty({ ...day, startTime: "18:30", endTime: "23:00" }, tulum)).toBeNull();
    const { startTime: _none, ...dateOnly } = day;
    expect(sunsetOfParty(dateOnly, tulum)).toBeNull();
  });
});
