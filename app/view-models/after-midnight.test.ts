import { describe, expect, it } from "vitest";
import { foundParty } from "#app/discovery/discovery.server.ts";
import "#app/i18n/catalogs.server.ts";
import { eveningAheadName } from "#app/domain/time/day-labels.server.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { testParty } from "#tests/support/test-party.ts";
import { afterMidnight } from "./after-midnight.server.ts";

const FRIDAY = "2026-11-27";
const SATURDAY = "2026-11-28";
const contextAt = (iso: string, locale: Locale = "en") => ({
  now: new Date(iso),
  locale,
  i18n: i18nFor(locale),
});
// Saturday 28 November 2026, 03:30 in Tulum (UTC-5), 01:30 in Cabo (UTC-7).
const AT_330 = "2026-11-28T08:30:00Z";

const parties = [
  testParty({
    id: "1",
    slug: "strip",
    title: "Strip Sunset",
    date: FRIDAY,
    startTime: "20:00",
    endTime: "01:00",
  }),
  testParty({
    id: "2",
    slug: "cenote",
    title: "Cenote Sounds",
    date: FRIDAY,
    startTime: "22:00",
    endTime: "03:00",
  }),
  // Its end was never announced: it is not said to have ended at its assumed 03:00.
  testParty({ id: "3", slug: "open-end", title: "Open End", date: FRIDAY, startTime: "23:00" }),
  testParty({
    id: "4",
    slug: "off",
    title: "Called Off",
    date: FRIDAY,
    startTime: "23:00",
    endTime: "05:00",
    status: "cancelled",
  }),
  testParty({
    id: "5",
    slug: "cabo",
    title: "Desert Night",
    kind: "cabo-parties",
    area: "san-jose-cabo",
    date: FRIDAY,
    startTime: "23:00",
    endTime: "04:00",
  }),
  testParty({
    id: "6",
    slug: "kobra",
    title: "Kobra Nocturna",
    date: SATURDAY,
    startTime: "22:00",
  }),
  testParty({
    id: "7",
    slug: "earlier",
    title: "Sunset Saturday",
    date: SATURDAY,
    startTime: "17:00",
    status: "cancelled",
  }),
].map((party) => foundParty(party));

describe("an empty 'On now' after midnight", () => {
  it("says when the area's night ended, what is still on elsewhere and what comes next", () => {
    expect(afterMidnight(parties, "tulum", contextAt(AT_330))).toBe(
      "Tulum's night ended at 3:00 AM. Still on: Desert Night (San Jose del Cabo, until 4:00 AM). " +
        "Saturday night starts at 10:00 PM with Kobra Nocturna.",
    );
  });

  it("says it in Spanish", () => {
    expect(afterMidnight(parties, "tulum", contextAt(AT_330, "es"))).toBe(
      "La noche de Tulum terminó a las 03:00. Aún en curso: Desert Night (San José del Cabo, hasta las 04:00). " +
        "Sábado en la noche empieza a las 22:00 con Kobra Nocturna.",
    );
  });

  it("says nothing it does not know, and nothing before midnight or after 06:00", () => {
    const unknownEnds = parties.filter((party) => !party.endTime || party.area !== "tulum");
    expect(afterMidnight(unknownEnds, "tulum", contextAt(AT_330))).toBe(
      "Still on: Desert Night (San Jose del Cabo, until 4:00 AM). Saturday night starts at 10:00 PM with Kobra Nocturna.",
    );
    expect(afterMidnight([], "tulum", contextAt(AT_330))).toBeNull();
    expect(afterMidnight(parties, "tulum", contextAt("2026-11-28T02:30:00Z"))).toBeNull(); // 21:30
    expect(afterMidnight(parties, "tulum", contextAt("2026-11-28T11:30:00Z"))).toBeNull(); // 06:30
  });

  it("for every area names no area and nothing 'elsewhere'", () => {
    expect(afterMidnight(parties, undefined, contextAt("2026-11-28T11:00:00Z"))).toBeNull();
    expect(afterMidnight(parties, undefined, contextAt(AT_330))).toBe(
      "Tonight's last party ended at 3:00 AM. Saturday night starts at 10:00 PM with Kobra Nocturna.",
    );
  });
});

describe("the 'Tomorrow' filter after midnight", () => {
  it("is named by its day once the phone shows its date, and is 'Tomorrow' before", () => {
    const tulum = "America/Cancun";
    expect(eveningAheadName(new Date(AT_330), tulum, "en")).toBe("Saturday night");
    expect(eveningAheadName(new Date(AT_330), tulum, "es")).toBe("Sábado en la noche");
    expect(eveningAheadName(new Date("2026-11-28T05:00:00Z"), tulum, "en")).toBe("Saturday night"); // 00:00
    expect(eveningAheadName(new Date("2026-11-28T04:59:00Z"), tulum, "en")).toBeUndefined(); // 23:59
    expect(eveningAheadName(new Date("2026-11-28T11:00:00Z"), tulum, "en")).toBeUndefined(); // 06:00
  });
});
