import { describe, expect, it } from "vitest";
import "#app/i18n/catalogs.server.ts";
import { findDirectoryRecord } from "#app/directory/records.ts";
import { localizedRecord } from "#app/directory/words.server.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { testParty } from "#tests/support/test-party.ts";
import { venuePage } from "./venue-page.server.ts";

// Friday 4 December 2026, 21:30 in Tulum (UTC-5).
const NOW = new Date("2026-12-05T02:30:00Z");
const context = (locale: Locale = "en") => ({ now: NOW, locale, i18n: i18nFor(locale) });
const directoryClub = (locale: Locale = "en") => {
  const found = findDirectoryRecord("papaya-playa-tulum");
  if (!found) throw new Error("the directory lost Papaya Playa");
  return localizedRecord(found, i18nFor(locale));
};
const tonight = testParty({
  id: "p1",
  slug: "full-moon",
  title: "Full Moon at Papaya Playa",
  date: "2026-12-04",
  startTime: "22:00",
  endTime: "04:00",
  venue: { slug: "papaya-playa-tulum", title: "Papaya Playa", image: null },
});

describe("a venue page's model (issue 62: a page model tested with a fixed now)", () => {
  it("draws a directory club without a Cosmic object: its name, facts, feed and next party", () => {
    const page = venuePage(
      {
        slug: "papaya-playa-tulum",
        area: undefined,
        venue: null,
        record: directoryClub(),
        parties: [tonight],
      },
      context(),
      "https://guide.example",
    );
    expect(page.name).toBe("Papaya Playa Project");
    expect(page.path).toBe("/tulum-clubs/papaya-playa-tulum");
    expect(page.parties?.map((row) => row.slug)).toEqual(["full-moon"]);
    expect(page.feed?.webcal).toMatch(
      /^webcal:\/\/.*\/feeds\/clubs\/papaya-playa-tulum\/calendar\.ics$/,
    );
    expect(page.booking.name).toBe("Full Moon at Papaya Playa");
    expect(decodeURIComponent(page.booking.href)).toContain("Full Moon at Papaya Playa");
    expect(JSON.parse(page.structuredData[0] ?? "{}")).toMatchObject({
      "@type": "NightClub",
      url: "https://guide.example/tulum-clubs/papaya-playa-tulum",
    });
  });

  it("says the parties could not be read (null), never that none are announced", () => {
    const page = venuePage(
      {
        slug: "papaya-playa-tulum",
        area: undefined,
        venue: null,
        record: directoryClub("es"),
        parties: null,
      },
      context("es"),
      "https://guide.example",
    );
    expect(page.parties).toBeNull();
    expect(JSON.parse(page.structuredData[0] ?? "{}").url).toBe(
      "https://guide.example/es/tulum-clubs/papaya-playa-tulum",
    );
  });

  it("offers no feed for another area's venue", () => {
    const page = venuePage(
      { slug: "somewhere", area: "isla-mujeres", venue: null, record: null, parties: [] },
      context(),
      "https://guide.example",
    );
    expect(page.feed).toBeNull();
    expect(page.areaName).toBe("Isla Mujeres");
  });
});
