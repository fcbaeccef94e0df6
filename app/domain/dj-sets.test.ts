import { describe, expect, it } from "vitest";
import { setArtist } from "./dj-sets.ts";

describe("a set's DJ", () => {
  it("is the words before ' at ' in English and ' en ' in Spanish", () => {
    expect(setArtist("Nox Sonora at Cenote Sounds @ Taboo")).toBe("Nox Sonora");
    expect(setArtist("Nox Sonora en Cenote Sounds @ Taboo")).toBe("Nox Sonora");
    expect(setArtist("Nox Sonora")).toBe("Nox Sonora");
    expect(setArtist("Entrance at Cenote")).toBe("Entrance");
  });
});
