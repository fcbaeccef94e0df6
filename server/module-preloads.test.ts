import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./module-preloads.ts";

describe("module preloads", () => {
  it("removes modulepreload links and nothing else", () => {
    const html = `<head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="stylesheet" href="/assets/shell.css#"/><link rel="modulepreload" href="/assets/shell-B.js" crossorigin=""/><link rel="preload" as="image" href="/media/a.svg"/></head><body><script type="module" async="">import * as route0 from "/assets/root-C.js";</script></body>`;
    expect(withoutModulePreloads(html)).toBe(
      `<head><link rel="stylesheet" href="/assets/shell.css#"/><link rel="preload" as="image" href="/media/a.svg"/></head><body><script type="module" async="">import * as route0 from "/assets/root-C.js";</script></body>`,
    );
  });
});
