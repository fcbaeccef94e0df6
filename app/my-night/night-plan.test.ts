import { describe, expect, it } from "vitest";
import "#app/i18n/catalogs.server.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import { groupBookingMessage, planSummary } from "./night-plan.ts";
import type { SavedParty } from "./saved-parties.ts";

const friday: SavedParty = {
  path: "/event/zamna-opening",
  title: "Zamna Opening",
  date: "2026-12-04",
  startTime: "22:00",
  area: "tulum",
};
const saturday: SavedParty = {
  ...friday,
  path: "/event/vagalume-sunset",
  title: "Vagalume Sunset",
  date: "2026-12-05",
  startTime: "17:00",
};

describe("a group's table request (issues 53 and 66)", () => {
  it("asks for one night with one arrival", () => {
    const i18n = i18nFor("en");
    expect(
      groupBookingMessage(i18n, {
        summary: planSummary([friday], "en", i18n),
        size: 6,
        nights: 1,
        arrivals: [{ day: "Friday, December 4th", time: "10:30 PM" }],
      }),
    ).toBe(
      "Hi! I would like to book a table for 6 people for our night: Zamna Opening on Friday, December 4th, 10:00 PM. We arrive around 10:30 PM.",
    );
  });

  it("asks for several nights with an arrival per night, each with its day, in both languages", () => {
    const english = i18nFor("en");
    expect(
      groupBookingMessage(english, {
        summary: planSummary([friday, saturday], "en", english),
        size: null,
        nights: 2,
        arrivals: [
          { day: "Friday, December 4th", time: "10:30 PM" },
          { day: "Saturday, December 5th", time: "5:30 PM" },
        ],
      }),
    ).toBe(
      "Hi! I would like to book a table for our nights: Zamna Opening on Friday, December 4th, 10:00 PM, then Vagalume Sunset on Saturday, December 5th, 5:00 PM. On Friday, December 4th we arrive around 10:30 PM. On Saturday, December 5th we arrive around 5:30 PM.",
    );
    const spanish = i18nFor("es");
    const message = groupBookingMessage(spanish, {
      summary: planSummary([friday, saturday], "es", spanish),
      size: 4,
      nights: 2,
      arrivals: [{ day: "sábado, 5 de diciembre", time: "17:30" }],
    });
    expect(message).toMatch(
      /^¡Hola! Quiero reservar una mesa para 4 personas para nuestras noches: /,
    );
    expect(message).toMatch(/ El sábado, 5 de diciembre llegamos hacia las 17:30\.$/);
  });
});
