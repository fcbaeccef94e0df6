import { describe, expect, it } from "vitest";
import { keptUntilChange, memoizedOnInputs } from "./memo.ts";

describe("memoizedOnInputs", () => {
  it("computes once for the very same inputs and again for new ones", () => {
    let calls = 0;
    const total = memoizedOnInputs((items: readonly number[], offset: number) => {
      calls++;
      return items.reduce((sum, item) => sum + item, offset);
    });
    const items = [1, 2, 3];
    expect(total(items, 1)).toBe(7);
    expect(total(items, 1)).toBe(7);
    expect(calls).toBe(1);
    // Equal but not the same array: a new content answer, worked out again.
    expect(total([1, 2, 3], 1)).toBe(7);
    expect(total(items, 2)).toBe(8);
    expect(calls).toBe(3);
  });

  it("keeps the most recently used results and forgets the oldest", () => {
    let calls = 0;
    const length = memoizedOnInputs((items: readonly string[]) => {
      calls++;
      return items.length;
    }, 2);
    const [a, b, c] = [["a"], ["b", "b"], ["c"]];
    length(a);
    length(b);
    length(a);
    length(c); // b is the least recently used: forgotten
    expect(calls).toBe(3);
    length(a);
    expect(calls).toBe(3);
    length(b);
    expect(calls).toBe(4);
  });
});

describe("keptUntilChange", () => {
  it("keeps an answer per object and variant until the instant it changes", () => {
    let calls = 0;
    const kept = keptUntilChange<readonly number[], number>();
    const list = [1, 2, 3];
    const sum = (now: Date, variant = "all") =>
      kept(list, variant, now, () => {
        calls++;
        return { result: list.length + calls * 100, until: 2_000 };
      });
    const first = sum(new Date(1_000));
    expect(sum(new Date(1_999))).toBe(first);
    expect(calls).toBe(1);
    // Another variant, the change instant, and a clock set back are each worked out again.
    sum(new Date(1_500), "techno");
    expect(calls).toBe(2);
    expect(sum(new Date(2_000))).not.toBe(first);
    expect(calls).toBe(3);
    sum(new Date(500));
    expect(calls).toBe(4);
  });
});
