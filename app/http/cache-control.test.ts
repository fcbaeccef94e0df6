import { describe, expect, it } from "vitest";
import {
  cacheControlUntil,
  mergeCacheControl,
  NOT_FOUND_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
} from "./cache-control.ts";

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

describe("Cache-Control of a page that turns false at a known moment (issue 63)", () => {
  it("keeps the page's own windows while the moment is far", () => {
    expect(cacheControlUntil(PAGE_CACHE_CONTROL, 200_000)).toBe(PAGE_CACHE_CONTROL);
  });

  it("cuts fresh and stale so that both end by the moment", () => {
    expect(cacheControlUntil(PAGE_CACHE_CONTROL, 400.7)).toBe(
      "public, max-age=60, s-maxage=300, stale-while-revalidate=100, stale-if-error=100",
    );
    expect(cacheControlUntil(PAGE_CACHE_CONTROL, 42)).toBe("public, max-age=42, s-maxage=42");
  });

  it("lets nothing keep it once the moment has come", () => {
    expect(cacheControlUntil(PAGE_CACHE_CONTROL, 0.4)).toBe("no-cache");
    expect(cacheControlUntil(PAGE_CACHE_CONTROL, -5)).toBe("no-cache");
  });

  it("leaves what no shared cache keeps as it is", () => {
    expect(cacheControlUntil("private, no-store", 10)).toBe("private, no-store");
  });
});
