import { describe, expect, it } from "vitest";
import { anchorIds, foldText } from "./slug.ts";

describe("anchor ids", () => {
  it("turns editor text into valid ids, without whitespace or accents", () => {
    expect(anchorIds("faq", ["Getting there", "Música & dress", "   "])).toEqual([
      "faq-getting-there",
      "faq-musica-dress",
      "faq-section",
    ]);
  });

  it("keeps ids unique when two texts slug the same", () => {
    expect(anchorIds("faq", ["Hours", "hours", "HOURS!"])).toEqual([
      "faq-hours",
      "faq-hours-2",
      "faq-hours-3",
    ]);
  });
});

describe("folded text", () => {
  it("compares as people do, and folding it again changes nothing", () => {
    expect(foldText("  Música   & DRESS ")).toBe("musica & dress");
    for (const text of ["İSTANBUL Ǆ", "Tülüm\u00a0 BEACH", "ÅÀ\u212b", "ＴＵＬＵＭ"])
      expect(foldText(foldText(text))).toBe(foldText(text));
  });
});
