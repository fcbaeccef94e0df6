import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./module-preloads.ts";

describe("module preloads", () => {
  it("removes modulepreload links and nothing else", () => {
    const html = `<head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="stylesheet" href="/assets/shell.css#"/><link rel="modulepreload" href="/assets/shell-B.js" crossorigin=""/><link rel="preload" as="image" href="/media/a.svg"/></head><body><script type="module" async="">import * as route0 from "/assets/root-C.js";</script></body>`;
    expect(withoutModulePreloads(Buffer.from(html)).toString()).toBe(
      `<head><link rel="stylesheet" href="/assets/shell.css#"/><link rel="preload" as="image" href="/media/a.svg"/></head><body><script type="module" async="">import * as route0 from "/assets/root-C.js";</script></body>`,
    );
  });

  it("keeps a page without preloads as it is, and multi-byte text intact", () => {
    const page = Buffer.from("<p>Año Nuevo en Tulum · 22:30–04:00</p>");
    expect(withoutModulePreloads(page)).toBe(page);
    const mixed = Buffer.from('<p>é</p><link rel="modulepreload" href="/a.js"/><p>ñ</p>');
    expect(withoutModulePreloads(mixed).toString()).toBe("<p>é</p><p>ñ</p>");
  });
});
