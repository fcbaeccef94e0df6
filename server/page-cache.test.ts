import { describe, expect, it } from "vitest";
import { pageBytes, type RenderedPage } from "./page-cache.ts";

const page = (body: Buffer, compressible: boolean): RenderedPage => ({
  status: 200,
  headers: [["content-type", "text/html"]],
  body,
  compressible,
  encoded: {},
});

describe("what a cached page is charged", () => {
  it("charges the body, its headers and room for its compressed copies", () => {
    const exact = Buffer.alloc(20_000);
    expect(pageBytes(page(exact, false))).toBe(2048 + 21 + 20_000);
    expect(pageBytes(page(exact, true))).toBe(2048 + 21 + 30_000);
  });

  it("charges the memory behind a body that is a view into a larger allocation", () => {
    const view = Buffer.from(new ArrayBuffer(65_536), 0, 24_000);
    expect(pageBytes(page(view, false))).toBe(2048 + 21 + 65_536);
  });
});
