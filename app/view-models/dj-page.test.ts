import { describe, expect, it } from "vitest";
import type { Artist } from "#app/domain/content-types.ts";
import "#app/i18n/catalogs.server.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { testParty } from "#tests/support/test-party.ts";
import { countryName, djPage } from "./dj-page.server.ts";

// Friday 4 December 2026, 21:30 in Tulum (UTC-5).
const NOW = new Date("2026-12-05T02:30:00Z");
const context = (locale: Locale = "en", now = NOW) => ({ now, locale, i18n: i18nFor(locale) });
const artist: Artist = {
  id: "64f0000000000000000000aa",
  slug: "nox",
  title: "Nox",
  genre: "Afro house",
  image: null,
  flag: "",
  content: "",
  headline: "",
  short: "",
  caption: "",
  spotifyListeners: 1200,
  spotifyId: "",
  soundcloud: "",
  instagram: "",
  videoId: "",
  videoTitle: "",
  videoCaption: "",
  primaryColor: null,
  secondaryColor: null,
  partyIds: [],
};
const night = (slug: string, date: string) =>
  testParty({ id: slug, slug, title: `Night ${slug}`, date, startTime: "22:00", endTime: "03:00" });
const reads = {
  artist,
  parties: [night("friday", "2026-12-04"), night("saturday", "2026-12-05")],
  highlight: null,
  sets: [],
  page: 1,
};
const site = "https://guide.example";

describe("a DJ page's model (issue 62: a page model tested with a fixed now)", () => {
  it("lists the coming dates, books the next one and offers the feeds", () => {
    const page = djPage(reads, context(), site);
    expect(page.upcoming?.map((row) => row.slug)).toEqual(["friday", "saturday"]);
    expect(page.booking.name).toBe("Night friday");
    expect(page.follow.webcal).toMatch(/^webcal:\/\/.*\/feeds\/djs\/nox\/calendar\.ics$/);
    expect(page.listeners).toBe("1,200 monthly listeners on Spotify");
    expect(page.playerTitles.spotify).toBe("Nox on Spotify");
  });

  it("books the next date once tonight's is over (Saturday 03:30)", () => {
    const page = djPage(reads, context("en", new Date("2026-12-05T08:30:00Z")), site);
    expect(page.booking.name).toBe("Night saturday");
  });

  it("says its dates could not be read (null), and writes Spanish meta and data", () => {
    const page = djPage({ ...reads, parties: null }, context("es"), site);
    expect(page.upcoming).toBeNull();
    expect(page.booking.name).toBe("el próximo set de Nox");
    expect(JSON.parse(page.structuredData[0] ?? "{}")).toMatchObject({
      "@type": "Person",
      url: "https://guide.example/es/djs/nox",
    });
  });
});

describe("a DJ's country (issue 66: not 'DISCO · US')", () => {
  it("names the country of the CMS's code in the page's language, and keeps anything else", () => {
    expect(countryName("US", "en")).toBe("United States");
    expect(countryName("us", "es")).toBe("Estados Unidos");
    expect(countryName("MX", "es")).toBe("México");
    expect(countryName("🇲🇽", "en")).toBe("🇲🇽");
    expect(countryName("", "en")).toBe("");
  });

  it("shows it on the page", () => {
    const page = djPage(
      { artist: { ...artist, flag: "AR" }, parties: [], highlight: null, sets: [], page: 1 },
      context("es"),
      "https://example.test",
    );
    expect(page.artist.flag).toBe("Argentina");
  });
});
