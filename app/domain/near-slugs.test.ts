import { describe, expect, it } from "vitest";
import { editDistance, nearestFirst } from "./near-slugs.ts";

describe("near slugs", () => {
  it("counts a letter left out, added, changed or two swapped as one edit", () => {
    expect(editDistance("full-moon-gathering", "full-moon-gathering", 3)).toBe(0);
    expect(editDistance("full-moon-gatherng", "full-moon-gathering", 3)).toBe(1);
    expect(editDistance("full-moon-gatherring", "full-moon-gathering", 3)).toBe(1);
    expect(editDistance("full-moon-gathexing", "full-moon-gathering", 3)).toBe(1);
    expect(editDistance("full-moon-gahtering", "full-moon-gathering", 3)).toBe(1);
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
  });

  it("stops counting past the most it is asked about", () => {
    expect(editDistance("abcdefgh", "zyxwvuts", 2)).toBe(3);
    expect(editDistance("short", "a-much-longer-slug", 2)).toBe(3);
  });

  it("puts the page one letter away before pages that only share words, keeping the rest in order", () => {
    const pages = [
      { title: "Full Moon Gathering @ Taboo", url: "/event/full-moon-gathering-taboo" },
      { title: "Full Moon Night", url: "/event/full-moon-night" },
      { title: "Full Moon Gathering", url: "/event/full-moon-gathering" },
    ];
    expect(nearestFirst("full-moon-gatherin", pages).map((page) => page.url)).toEqual([
      "/event/full-moon-gathering",
      "/event/full-moon-gathering-taboo",
      "/event/full-moon-night",
    ]);
  });
});
