import { describe, expect, it } from "vitest";
import { CLOSED_BRANDS, DIRECTORY, findClosedBrand, findDirectoryRecord } from "./records.ts";
import type { DirectoryRecord } from "./schema.ts";
import { mapsLinkOf, venueFacts } from "./venue-facts.ts";

describe("static club and brand directory", () => {
  it("holds about 25 validated records with unique slugs", () => {
    expect(DIRECTORY.length).toBeGreaterThanOrEqual(25);
    expect(new Set(DIRECTORY.map((r) => r.slug)).size).toBe(DIRECTORY.length);
  });

  it("links brands to /brands and clubs (martina too) to their club page", () => {
    expect(findDirectoryRecord("zamna-tulum")?.route).toBe("/brands/zamna-tulum");
    for (const slug of [
      "zamna-on-the-beach",
      "tehmplo-tulum",
      "day-zero-tulum",
      "set-underground-tulum",
    ]) {
      expect(findDirectoryRecord(slug)?.route).toBe(`/brands/${slug}`);
    }
    expect(findDirectoryRecord("martina-tulum")?.route).toBe("/tulum-clubs/martina-tulum");
  });

  it("invents nothing: unknown price levels stay null and estimated positions say so", () => {
    expect(DIRECTORY.every((r) => r.priceLevel === null)).toBe(true);
    for (const record of DIRECTORY) {
      if (record.directions.latitude !== null) expect(record.directions.approximate).toBe(true);
    }
    expect(findDirectoryRecord("papaya-playa-tulum")?.address).toContain("Km 4.5");
    expect(findDirectoryRecord("vagalume-tulum")?.address).toBe("");
  });

  it("keeps opening hours within the municipal 01:30 limit for the coastal zone", () => {
    for (const record of DIRECTORY) expect(record.openingHours).not.toMatch(/[2-6]\s?AM|dawn/i);
  });

  it("marks the eight closed brands gone with code 410", () => {
    expect(CLOSED_BRANDS.map((b) => b.slug).sort()).toEqual([
      "balabamba",
      "funky-geisha",
      "h-moonlight",
      "it",
      "kiri",
      "mamazzita",
      "meze",
      "parole",
    ]);
    expect(CLOSED_BRANDS.every((b) => b.closed && b.status === "gone" && b.code === 410)).toBe(
      true,
    );
    expect(findClosedBrand("kiri")?.name).toBe("Kiri");
  });

  it("links to maps by coordinates or by name and address", () => {
    const papaya = findDirectoryRecord("papaya-playa-tulum");
    const bonbonniere = findDirectoryRecord("bonbonniere-tulum");
    const vagalume = findDirectoryRecord("vagalume-tulum");
    const mapsLink = (record: DirectoryRecord) => mapsLinkOf(venueFacts(record, null), record.name);
    expect(papaya && mapsLink(papaya)).toMatch(/query=20\.\d+%2C-87\.\d+/);
    expect(bonbonniere && mapsLink(bonbonniere)).toContain("Bonbonniere");
    expect(vagalume && mapsLink(vagalume)).toBeNull();
  });
});
