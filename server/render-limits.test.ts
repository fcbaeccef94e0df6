import { describe, expect, it } from "vitest";
import { RenderLimits } from "./render-limits.ts";

describe("render limits", () => {
  it("refuses a client past its share while others still get slots", () => {
    const refused: string[] = [];
    const limits = new RenderLimits({ total: 3, perClient: 2 }, (reason, client) =>
      refused.push(`${reason}:${client}`),
    );
    const a1 = limits.tryStart("a");
    const a2 = limits.tryStart("a");
    expect(a1 && a2).toBeTruthy();
    expect(limits.tryStart("a")).toBeUndefined();
    const b1 = limits.tryStart("b");
    expect(b1).toBeTruthy();
    expect(limits.tryStart("c")).toBeUndefined();
    expect(refused).toEqual(["client:a", "total:c"]);
    a1?.();
    a1?.(); // a second release changes nothing
    expect(limits.rendering).toBe(2);
    expect(limits.tryStart("c")).toBeTruthy();
    expect(limits.tryStart("a")).toBeUndefined();
  });
});
