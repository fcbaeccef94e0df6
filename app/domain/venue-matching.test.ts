import { describe, expect, it, vi } from "vitest";
import { DIRECTORY } from "#app/directory/records.ts";
import { firstSlugSegment, isPlausibleSlug } from "./slug.ts";
import { clubKeyForTitle, EMPTY_VENUE, matchVenue } from "./venue-matching.ts";

describe("venue decoder", () => {
  it("matches an exact title key", () => {
    expect(matchVenue("Bonbonniere Tulum", DIRECTORY).slug).toBe("bonbonniere-tulum");
    expect(matchVenue("papaya playa project", DIRECTORY).slug).toBe("papaya-playa-tulum");
  });

  it("matches the text after '@' against name patterns, accents and case aside", () => {
    expect(matchVenue("Afro House Ritual @ BONBONNIÈRE", DIRECTORY).slug).toBe("bonbonniere-tulum");
    expect(matchVenue("Sunset @ Papaya Playa", DIRECTORY).slug).toBe("papaya-playa-tulum");
  });

  it("prefers the most specific pattern", () => {
    expect(matchVenue("Day party @ Zamna on the Beach", DIRECTORY).slug).toBe("zamna-on-the-beach");
    expect(matchVenue("Opening @ Zamna", DIRECTORY).slug).toBe("zamna-tulum");
    expect(matchVenue("Dinner @ Gitano Beach", DIRECTORY).slug).toBe("gitano-beach-tulum");
  });

  it("logs and returns the empty venue when nothing matches", () => {
    const log = vi.fn();
    expect(matchVenue("Mystery Night @ Nowhere Club", DIRECTORY, log)).toBe(EMPTY_VENUE);
    expect(log).toHaveBeenCalledWith(
      "venue decoder: venue not found: Mystery Night @ Nowhere Club",
    );
    expect(matchVenue("No at sign here", DIRECTORY, log)).toBe(EMPTY_VENUE);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it("logs to console.error by default", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    matchVenue("Lost @ Atlantis", DIRECTORY);
    expect(error).toHaveBeenCalledWith("venue decoder: venue not found: Lost @ Atlantis");
  });

  it("gives the club key as the first slug segment of the matched venue", () => {
    expect(clubKeyForTitle("Deep Night @ Gitano Jungle", DIRECTORY)).toBe("gitano");
    expect(clubKeyForTitle("x @ y", DIRECTORY, () => {})).toBeUndefined();
  });
});

describe("slugs", () => {
  it("returns the first dash-separated segment", () => {
    expect(firstSlugSegment("bonbonniere-tulum")).toBe("bonbonniere");
    expect(firstSlugSegment("ahau")).toBe("ahau");
    expect(firstSlugSegment("")).toBe("");
  });

  it("accepts plausible slugs only", () => {
    expect(isPlausibleSlug("deep-night-bonbonniere-tulum-01-10")).toBe(true);
    expect(isPlausibleSlug("../etc/passwd")).toBe(false);
    expect(isPlausibleSlug("a".repeat(201))).toBe(false);
    expect(isPlausibleSlug('{"$regex":".*"}')).toBe(false);
    expect(isPlausibleSlug("")).toBe(false);
  });
});
