import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compact, encodedBody, isCompressible } from "./page-encoding.ts";

const html = Buffer.from(
  `<!DOCTYPE html><html><body>${"<p>Tulum nights</p>".repeat(200)}</body></html>`,
);

describe("page encoding", () => {
  it("compresses text of 1 KB or more, nothing smaller and no images", () => {
    expect(isCompressible(html, "text/html; charset=utf-8")).toBe(true);
    expect(isCompressible(html, "text/calendar")).toBe(true);
    expect(isCompressible(html, "application/xml")).toBe(true);
    expect(isCompressible(html, "application/rss+xml")).toBe(true);
    expect(isCompressible(Buffer.from("<p>short</p>"), "text/html")).toBe(false);
    expect(isCompressible(html, "image/png")).toBe(false);
    expect(isCompressible(html, "application/jsonp-ish")).toBe(false);
  });

  it("prefers brotli, then gzip, then the plain body", () => {
    expect(chooseEncoding(() => true)).toBe("br");
    expect(chooseEncoding((encoding) => encoding === "gzip")).toBe("gzip");
    expect(chooseEncoding(() => false)).toBeUndefined();
  });

  it("compresses once per page and encoding, and the bytes decode to the body", async () => {
    const page = { body: html, encoded: {} };
    const first = encodedBody(page, "br");
    expect(encodedBody(page, "br")).toBe(first);
    expect(brotliDecompressSync(await first).equals(html)).toBe(true);
    expect(gunzipSync(await encodedBody(page, "gzip")).equals(html)).toBe(true);
    expect((await first).length).toBeLessThan(html.length / 10);
  });
});

describe("compact bytes", () => {
  it("copies a view into a larger allocation to its own memory, and leaves an exact one alone", async () => {
    const view = Buffer.from(new ArrayBuffer(65_536), 100, 3000);
    const copy = compact(view);
    expect(copy.equals(view)).toBe(true);
    expect(copy.buffer.byteLength).toBe(3000);
    const exact = new Uint8Array(5000);
    expect(compact(exact).buffer).toBe(exact.buffer);
  });

  it("keeps compressed pages in memory of their own size", async () => {
    const page = { body: html, encoded: {} };
    for (const encoding of ["br", "gzip"] as const) {
      const compressed = await encodedBody(page, encoding);
      expect(compressed.buffer.byteLength).toBe(compressed.length);
    }
  });
});
