import { describe, expect, it } from "vitest";
import type { Brand } from "#app/domain/content-types.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import "#app/i18n/catalogs.server.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { testParty } from "#tests/support/test-party.ts";
import { brandPage } from "./brand-page.server.ts";

// Friday 4 December 2026, 21:30 in Tulum (UTC-5).
const NOW = new Date("2026-12-05T02:30:00Z");
const context = (locale: Locale = "en") => ({ now: NOW, locale, i18n: i18nFor(locale) });
const past = Array.from({ length: ROWS_SHOWN.brandPast + 4 }, (_, i) => ({
  slug: `past-${i}`,
  title: `Past ${i} @ Papaya Playa`,
  image: null,
}));
const brand: Brand = {
  slug: "moon",
  title: "Moon",
  logo: null,
  image: null,
  content: "",
  description: "<p>Full moon nights on the beach.</p>",
  video: "",
  instagram: "",
  pastParties: past,
};
const coming = Array.from({ length: ROWS_SHOWN.brandComing + 2 }, (_, i) =>
  testParty({
    id: `c${i}`,
    slug: `moon-${i}`,
    title: `Moon ${i}`,
    date: `2026-12-${String(4 + i).padStart(2, "0")}`,
    startTime: "22:00",
  }),
);
const site = "https://guide.example";

describe("a brand page's model (issue 62: a page model tested with a fixed now)", () => {
  it("pages its coming dates, keeps its latest past nights and counts the rest", () => {
    const page = brandPage({ light: brand, brand, parties: coming, page: 1 }, context(), site);
    expect(page.parties?.length).toBe(ROWS_SHOWN.brandComing);
    expect(page.totalParties).toBe(coming.length);
    expect(page.pastParties).toHaveLength(ROWS_SHOWN.brandPast);
    expect(page.pastParties[0]).toMatchObject({ venueRoute: "/tulum-clubs/papaya-playa-tulum" });
    expect(page.earlierParties).toBe("4 earlier parties");
    expect(page.booking.name).toBe("Moon 0");
    expect(page.description).toBe("Full moon nights on the beach.");
    expect(page.brand).not.toHaveProperty("pastParties");
  });

  it("names its second page of dates in its meta, and writes Spanish data", () => {
    const page = brandPage(
      { light: brand, brand: null, parties: coming, page: 2 },
      context("es"),
      site,
    );
    expect(page.datesPage).toBe(2);
    expect(page.parties?.map((row) => row.slug)).toEqual(
      coming.slice(ROWS_SHOWN.brandComing).map((party) => party.slug),
    );
    const canonical = page.meta.find((tag) => "rel" in tag && tag.rel === "canonical");
    expect(canonical).toMatchObject({
      href: expect.stringMatching(/\/es\/brands\/moon\?dates=2$/),
    });
    expect(JSON.parse(page.structuredData[0] ?? "{}")).toMatchObject({ "@type": "Organization" });
  });

  it("says its dates could not be read (null), never that none are announced", () => {
    const page = brandPage({ light: brand, brand, parties: null, page: 1 }, context(), site);
    expect(page.parties).toBeNull();
    expect(page.booking.name).toBe("Moon's next party");
  });
});
