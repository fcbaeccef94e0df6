import { describe, expect, it } from "vitest";
import { contrastRatio, NON_TEXT_CONTRAST, readableOn, TEXT_CONTRAST } from "./contrast.ts";

const CARD = "#18181b";
const WHITE = "#ffffff";

describe("editor colours made readable", () => {
  it("keeps a colour that already reads well", () => {
    expect(readableOn("#f59e0b", CARD, TEXT_CONTRAST, "#f59e0b")).toBe("#f59e0b");
    expect(readableOn("#FFF", CARD, TEXT_CONTRAST, "#f59e0b")).toBe("#ffffff");
  });

  it("lightens a dark colour on the dark card to 4.5:1, keeping its hue", () => {
    const adjusted = readableOn("#220011", CARD, TEXT_CONTRAST, "#f59e0b");
    expect(contrastRatio("#220011", CARD)).toBeLessThan(1.2);
    expect(contrastRatio(adjusted, CARD)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(adjusted, CARD)).toBeLessThan(5);
    // Still a red-magenta: red is the strongest channel, green the weakest.
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(adjusted.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(b ?? 0);
    expect(b).toBeGreaterThan(g ?? 0);
  });

  it("darkens a pale colour on a white background", () => {
    const adjusted = readableOn("#ffee99", WHITE, TEXT_CONTRAST, "#000000");
    expect(contrastRatio(adjusted, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it("composites a translucent colour over its background first", () => {
    const adjusted = readableOn("#ffffff10", CARD, NON_TEXT_CONTRAST, "#f59e0b");
    expect(contrastRatio(adjusted, CARD)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });

  it("uses the fallback for a missing or malformed colour", () => {
    expect(readableOn(null, CARD, TEXT_CONTRAST, "#f59e0b")).toBe("#f59e0b");
    expect(readableOn("red; background:url(x)", CARD, TEXT_CONTRAST, "#f59e0b")).toBe("#f59e0b");
  });
});
