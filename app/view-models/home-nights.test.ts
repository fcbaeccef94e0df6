import { describe, expect, it } from "vitest";
import { homeNights } from "./home-nights.ts";

// Friday 27 November 2026, 21:30 in Tulum (UTC-5).
const NOW = new Date("2026-11-28T02:30:00Z");

const coming = (
  id: string,
  area: "tulum" | "cancun",
  date: string,
  venueType: string | null = "club",
) => ({
  date,
  startTime: "22:30",
  endTime: "01:00",
  area,
  venue: null,
  venueType,
  genres: [],
  party: { id, area },
});

describe("home's nights", () => {
  const tulumTonight = coming("tulum-tonight", "tulum", "2026-11-27");
  const cancunTonight = coming("cancun-tonight", "cancun", "2026-11-27");
  const tulumSaturday = coming("tulum-saturday", "tulum", "2026-11-28");
  const cancunSaturday = coming("cancun-saturday", "cancun", "2026-11-28");
  const beachSaturday = coming("beach-saturday", "tulum", "2026-11-28", "beach-club");

  it("holds Tulum tonight and this weekend, counts the coast, and never shows tonight twice", () => {
    const nights = homeNights(
      { onNow: [], next: [tulumTonight.party, cancunTonight.party] },
      [tulumTonight, cancunTonight, tulumSaturday, cancunSaturday, beachSaturday],
      NOW,
    );
    expect(nights.tonight.next.map((party) => party.id)).toEqual(["tulum-tonight"]);
    expect(nights.otherAreasTonight).toBe(1);
    expect(nights.weekend.map((found) => found.party.id)).toEqual([
      "tulum-saturday",
      "beach-saturday",
    ]);
    expect(nights.otherAreasWeekend).toBe(1);
    expect(nights.nextNight).toBeNull();
    expect(nights.beachClubWeekend).toBe(1);
  });

  it("leads with Tulum's next night when Tulum has nothing tonight, whatever the coast has", () => {
    const nights = homeNights(
      { onNow: [cancunTonight.party], next: [] },
      [cancunTonight, cancunSaturday, tulumSaturday],
      NOW,
    );
    expect(nights.tonight).toEqual({ onNow: [], next: [] });
    expect(nights.otherAreasTonight).toBe(1);
    expect(nights.nextNight).toBe("2026-11-28");
    expect(nights.nextNightParties.map((found) => found.party.id)).toEqual(["tulum-saturday"]);
  });
});
