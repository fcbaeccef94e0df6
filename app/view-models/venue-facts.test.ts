import { describe, expect, it } from "vitest";
import "#app/i18n/catalogs.server.ts";
import type { VenueFacts } from "#app/directory/venue-facts.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { factLines } from "./venue-facts.server.ts";

const UNKNOWN: VenueFacts = {
  address: "",
  latitude: null,
  longitude: null,
  approximate: false,
  placeId: "",
  openingHours: "",
  daysOpen: [],
  priceLevel: null,
  minAge: null,
  dressCode: "",
  music: [],
  goodFor: [],
};
const TULUM = "America/Cancun";
// Friday 27 November 2026, 21:30 in Tulum; and Saturday 01:30, still Friday's night.
const FRIDAY_EVENING = new Date("2026-11-28T02:30:00Z");
const SATURDAY_SMALL_HOURS = new Date("2026-11-28T06:30:00Z");
const context = (now: Date, locale: Locale = "en") => ({ now, locale, i18n: i18nFor(locale) });

describe("a venue's facts as lines (the event and club pages)", () => {
  it("leaves out every fact nobody knows: no placeholder", () => {
    expect(factLines(UNKNOWN, "Taboo Tulum", TULUM, context(FRIDAY_EVENING))).toEqual({});
  });

  it("says open tonight with its hours on a day it opens, closed on one it does not", () => {
    const fridays = { ...UNKNOWN, openingHours: "22:00-04:00", daysOpen: [5, 6] };
    expect(factLines(fridays, "Club", TULUM, context(FRIDAY_EVENING)).tonight).toBe(
      "Open tonight · 10:00 PM – 4:00 AM",
    );
    expect(factLines(fridays, "Club", TULUM, context(FRIDAY_EVENING, "es")).tonight).toBe(
      "Abierto hoy en la noche · 22:00–04:00",
    );
    const saturdaysOnly = { ...fridays, daysOpen: [6] };
    // At 01:30 on Saturday the night is still Friday's.
    expect(factLines(saturdaysOnly, "Club", TULUM, context(SATURDAY_SMALL_HOURS)).tonight).toBe(
      "Closed tonight",
    );
  });

  it("names the days a venue opens, and every day as one word, in the page's language", () => {
    const weekend = { ...UNKNOWN, daysOpen: [6, 5, 7] };
    expect(factLines(weekend, "Club", TULUM, context(FRIDAY_EVENING)).days).toBe("Fri, Sat, Sun");
    expect(factLines(weekend, "Club", TULUM, context(FRIDAY_EVENING, "es")).days).toBe(
      "vie, sáb, dom",
    );
    const always = { ...UNKNOWN, daysOpen: [1, 2, 3, 4, 5, 6, 7] };
    expect(factLines(always, "Club", TULUM, context(FRIDAY_EVENING)).days).toBe("Daily");
    expect(factLines(always, "Club", TULUM, context(FRIDAY_EVENING, "es")).days).toBe(
      "Todos los días",
    );
  });

  it("keeps hours an editor wrote in words as written, when no days are known", () => {
    const written = { ...UNKNOWN, openingHours: "Disco Fri and Sat from 10PM" };
    expect(factLines(written, "Gitano", TULUM, context(FRIDAY_EVENING)).tonight).toBe(
      "Hours: Disco Fri and Sat from 10PM",
    );
  });

  it("says a map pin estimated from a km marker is approximate, and only with a pin", () => {
    const estimated = { ...UNKNOWN, latitude: 20.17, longitude: -87.43, approximate: true };
    const lines = factLines(estimated, "Papaya Playa Project", TULUM, context(FRIDAY_EVENING));
    expect(lines.maps).toBeTruthy();
    expect(lines.approximate).toBe(true);
    expect(
      factLines({ ...UNKNOWN, approximate: true }, "X", TULUM, context(FRIDAY_EVENING)),
    ).not.toHaveProperty("approximate");
  });

  it("writes age, price level, dress, music and address as finished lines", () => {
    const known = {
      ...UNKNOWN,
      minAge: 21,
      priceLevel: 3,
      dressCode: "Smart casual",
      music: ["Techno", "House"],
      address: "Km 4.5, Carretera Tulum-Boca Paila",
    };
    expect(factLines(known, "X", TULUM, context(FRIDAY_EVENING))).toMatchObject({
      minAge: "21+",
      price: "$$$",
      dress: "Smart casual",
      music: "Techno, House",
      address: "Km 4.5, Carretera Tulum-Boca Paila",
    });
  });
});
