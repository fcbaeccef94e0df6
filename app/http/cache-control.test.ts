import { describe, expect, it } from "vitest";
import { mergeCacheControl, NOT_FOUND_CACHE_CONTROL, PAGE_CACHE_CONTROL } from "./cache-control.ts";

describe("Cache-Control merging across nested routes", () => {
  it("keeps one side when the other has none", () => {
    expect(mergeCacheControl(null, PAGE_CACHE_CONTROL)).toBe(PAGE_CACHE_CONTROL);
    expect(mergeCacheControl(PAGE_CACHE_CONTROL, null)).toBe(PAGE_CACHE_CONTROL);
  });

  it("takes the smaller of every lifetime", () => {
    expect(
      mergeCacheControl(
        PAGE_CACHE_CONTROL,
        "public, max-age=10, s-maxage=600, stale-while-revalidate=60, stale-if-error=100",
      ),
    ).toBe("public, max-age=10, s-maxage=300, stale-while-revalidate=60, stale-if-error=100");
    expect(mergeCacheControl(PAGE_CACHE_CONTROL, NOT_FOUND_CACHE_CONTROL)).toBe(
      "public, max-age=30, s-maxage=60",
    );
  });

  it("lets no-store and private win", () => {
    expect(mergeCacheControl(PAGE_CACHE_CONTROL, "no-store")).toBe("no-store");
    expect(mergeCacheControl("private, max-age=5", PAGE_CACHE_CONTROL)).toBe("private, max-age=5");
  });
});
