import { describe, expect, it } from "vitest";
import { CallCeiling } from "./call-ceiling.ts";

describe("CallCeiling", () => {
  it("lets a second's worth go at once, queues the next second's, sheds beyond the wait", () => {
    let now = 0;
    const ceiling = new CallCeiling(10, 1000, () => now);
    const turns = Array.from({ length: 25 }, () => ceiling.turn());
    expect(turns.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(turns[10]).toBeCloseTo(100);
    expect(turns[19]).toBeCloseTo(1000);
    expect(turns.slice(20)).toEqual(Array(5).fill(null));
    // Time pays the debt back: a second later, ten more turns are within the wait again.
    now = 1000;
    expect(ceiling.turn()).toBeCloseTo(100);
  });

  it("never saves up more than a second's worth while idle", () => {
    let now = 0;
    const ceiling = new CallCeiling(5, 0, () => now);
    now = 60_000;
    const granted = Array.from({ length: 8 }, () => ceiling.turn()).filter((turn) => turn === 0);
    expect(granted).toHaveLength(5);
  });
});
