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

describe("CallCeiling lanes", () => {
  it("sheds misses first: a flood of them leaves reserved calls their turn at once", () => {
    let now = 0;
    const ceiling = new CallCeiling(10, 2000, () => now);
    // Misses take what is above the reserved half, then wait half a second at most.
    const misses = Array.from({ length: 20 }, () => ceiling.turn("miss"));
    const granted = misses.filter((turn) => turn !== null);
    expect(granted.length).toBe(10);
    expect(Math.max(...granted.map((turn) => turn ?? 0))).toBeLessThanOrEqual(500);
    // The reserved lane still goes within one call's time.
    expect(ceiling.turn("reserved")).toBeLessThanOrEqual(100);
    // Under a steady flood of misses, every second: reserved calls are never shed.
    for (let second = 1; second <= 5; second++) {
      now = second * 1000;
      for (let i = 0; i < 100; i++) ceiling.turn("miss");
      const reserved = ceiling.turn("reserved");
      expect(reserved).not.toBeNull();
      expect(reserved ?? 0).toBeLessThanOrEqual(200);
    }
  });

  it("gives background work only spare turns: it never borrows, and misses keep theirs", () => {
    let now = 0;
    const ceiling = new CallCeiling(20, 2000, () => now);
    // Background work takes what is above three-quarters of the bucket, then is told to wait.
    const background = Array.from({ length: 10 }, () => ceiling.spareTurn());
    expect(background.filter((turn) => turn === 0)).toHaveLength(5);
    expect(Math.min(...background.filter((turn) => turn > 0))).toBeGreaterThan(0);
    // However much of it waits, a burst of misses still goes at once (nothing was borrowed).
    for (let i = 0; i < 100; i++) ceiling.spareTurn();
    const misses = Array.from({ length: 5 }, () => ceiling.turn("miss"));
    expect(misses).toEqual(Array(5).fill(0));
    // And time refills the bucket for it.
    now = 1000;
    expect(ceiling.spareTurn()).toBe(0);
  });

  it("knows the lane of the work it runs in", async () => {
    const { currentCallLane, inCallLane } = await import("./call-ceiling.ts");
    expect(currentCallLane()).toBe("miss");
    expect(await inCallLane("reserved", async () => currentCallLane())).toBe("reserved");
  });
});
