import { describe, expect, it } from "vitest";
import { formatWeekdays } from "./dates.ts";
import { formatPriceLevel, venuePath } from "./venue-paths.ts";

describe("venue helpers", () => {
  it("puts each kind of venue at its area's path", () => {
    expect(venuePath("venues", "bonbonniere-tulum")).toBe("/tulum-clubs/bonbonniere-tulum");
    expect(venuePath("beach-clubs", "ahau-tulum")).toBe("/tulum-clubs/ahau-tulum");
    expect(venuePath("cancun-clubs", "x")).toBe("/cancun-clubs/x");
    expect(venuePath("playa-del-carmen-clubs", "y")).toBe("/playa-del-carmen-clubs/y");
  });

  it("formats days open and price levels", () => {
    expect(formatWeekdays([5, 6, 3], "en")).toBe("Wed, Fri, Sat");
    expect(formatWeekdays([5, 6, 3, 7], "es")).toBe("mié, vie, sáb, dom");
    expect(formatWeekdays([], "en")).toBe("");
    expect(formatPriceLevel(2)).toBe("$$");
    expect(formatPriceLevel(4)).toBe("$$$$");
    expect(formatPriceLevel(null)).toBe("");
    expect(formatPriceLevel(7)).toBe("");
  });
});
