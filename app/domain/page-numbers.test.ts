import { describe, expect, it } from "vitest";
import {
  followUpPages,
  MAX_VALUES_IN_URL,
  pageFromSearch,
  pageWindow,
  skipFor,
  totalPages,
  valuesWithinUrl,
} from "./page-numbers.ts";

describe("pagination maths", () => {
  it("computes total pages as ceil(total / limit), at least one", () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
    expect(totalPages(48, 25)).toBe(2);
  });

  it("reads ?page= leniently", () => {
    expect(pageFromSearch(null)).toBe(1);
    expect(pageFromSearch("3")).toBe(3);
    expect(pageFromSearch("0")).toBe(1);
    expect(pageFromSearch("-2")).toBe(1);
    expect(pageFromSearch("2.5")).toBe(1);
    expect(pageFromSearch("9999999999")).toBe(1);
    expect(pageFromSearch("abc")).toBe(1);
    expect(pageFromSearch("7", 5)).toBe(1);
  });

  it("skips whole pages", () => {
    expect(skipFor(1, 25)).toBe(0);
    expect(skipFor(3, 25)).toBe(50);
  });

  it("shows five pages centred where possible", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

describe("packInPages", () => {
  it("packs groups in order into pages of at most so many items, never cutting a group", async () => {
    const { packInPages } = await import("./page-numbers.ts");
    const group = (name: string, size: number) => ({ name, items: Array(size).fill(name) });
    const pages = packInPages(
      [group("a", 2), group("b", 2), group("c", 5), group("d", 1), group("e", 3)],
      4,
    );
    expect(pages.map((page) => page.map((g) => g.name))).toEqual([["a", "b"], ["c"], ["d", "e"]]);
    expect(packInPages([], 4)).toEqual([]);
  });
});

describe("reading a whole list after its first page", () => {
  it("costs nothing more when the first page holds it all", () => {
    expect(followUpPages(85, 85)).toEqual([]);
    expect(followUpPages(85, 3)).toEqual([]);
  });

  it("reads the rest in at most four requests, each no smaller than the first", () => {
    expect(followUpPages(85, 100)).toEqual([{ skip: 85, limit: 85 }]);
    expect(followUpPages(85, 944)).toEqual([
      { skip: 85, limit: 215 },
      { skip: 300, limit: 215 },
      { skip: 515, limit: 215 },
      { skip: 730, limit: 215 },
    ]);
  });

  it("never asks Cosmic for more than 1,000 at once, and covers every object", () => {
    const pages = followUpPages(25, 12_345);
    expect(pages.every((page) => page.limit <= 1000)).toBe(true);
    expect(pages).toHaveLength(13);
    const last = pages.at(-1);
    expect(last && last.skip + last.limit).toBeGreaterThanOrEqual(12_345);
    expect(pages[0]?.skip).toBe(25);
  });
});

describe("values asked for by URL", () => {
  it("keeps every value, in order, in groups whose URL part stays within the limit", () => {
    const slugs = Array.from({ length: 1000 }, (_, i) => `a-party-slug-of-some-length-${i}`);
    const groups = valuesWithinUrl(slugs);
    expect(groups.flat()).toEqual(slugs);
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups)
      expect(encodeURIComponent(JSON.stringify(group)).length).toBeLessThanOrEqual(
        MAX_VALUES_IN_URL,
      );
  });

  it("asks for a short list in one group and for nothing in none", () => {
    expect(valuesWithinUrl(["a", "b"])).toEqual([["a", "b"]]);
    expect(valuesWithinUrl([])).toEqual([]);
  });
});
