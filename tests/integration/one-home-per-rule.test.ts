import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Where rules live (issue 38), checked on the source so a move that breaks them fails here
 * instead of in a review: each rule below has one home.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const sources = (pattern: string) =>
  globSync(pattern, { cwd: ROOT })
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(ROOT, file), "utf8") }));

describe("one home per rule", () => {
  it("app/content returns data or throws its typed errors: HTTP answers are made in app/http and routes", () => {
    const answering = sources("app/content/**/*.ts")
      .filter(({ text }) => /new Response\(|\bdata\(|from "react-router"/.test(text))
      .map(({ file }) => file);
    expect(answering).toEqual([]);
  });

  it("a page's content failing has one answer: 503 with Retry-After for what it needs, an empty section for the rest", () => {
    const retryAfter = sources("app/**/*.{ts,tsx}")
      .filter(({ text }) => /"Retry-After"/.test(text))
      .map(({ file }) => file);
    expect(retryAfter).toEqual(["app/http/loader-answers.server.ts"]);
    const partial = sources("app/**/*.{ts,tsx}")
      .filter(({ text }) => /markPartialRender\(\)/.test(text))
      .map(({ file }) => file)
      .sort();
    expect(partial).toEqual([
      "app/content/content-fallback.server.ts",
      "app/content/optional-content.server.ts",
    ]);
  });
});
