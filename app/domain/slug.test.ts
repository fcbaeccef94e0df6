import { describe, expect, it } from "vitest";
import { anchorIds } from "./slug.ts";

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
