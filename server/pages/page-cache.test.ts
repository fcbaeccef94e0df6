import { describe, expect, it } from "vitest";
import { createPageCache, pageBytes, type RenderedPage } from "./page-cache.ts";

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

describe("a cached page that turns false at a known moment (issue 63)", () => {
  const page = (changesAt: number | null): RenderedPage => ({
    status: 200,
    headers: [],
    body: Buffer.from("page"),
    compressible: false,
    encoded: {},
    renderedAt: 1_000,
    changesAt,
  });

  it("is never answered, fresh or stale, from its moment on", async () => {
    let now = 1_000;
    const pages = createPageCache(1e9, 60_000, () => now);
    const first = page(6_000);
    await pages.get("/", async () => first);
    now = 5_999;
    expect(pages.fresh("/")).toBe(first);
    now = 6_000;
    // Within the 15 s fresh window and the 5 minutes stale, but past its moment: rendered again.
    expect(pages.fresh("/")).toBeUndefined();
    const second = page(null);
    expect(await pages.get("/", async () => second)).toBe(second);
  });

  it("is kept its usual windows when nothing on it turns false", async () => {
    let now = 1_000;
    const pages = createPageCache(1e9, 60_000, () => now);
    const first = page(null);
    await pages.get("/", async () => first);
    now = 15_999;
    expect(pages.fresh("/")).toBe(first);
  });
});
