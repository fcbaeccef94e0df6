import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localPath } from "./local-path.ts";

const SITE = "https://tulum.example";

/** Where a browser goes when a page of the site at `from` redirects to `location`. */
const followed = (location: string, from = `${SITE}/event/x`) => new URL(location, from);

/** Pieces that trick naive checks: dot segments, slashes and backslashes raw and encoded, controls. */
const TRICKY = [
  "/",
  "//",
  "\\",
  ".",
  "..",
  "./",
  "../",
  "%2e",
  "%2E%2E",
  "%2f",
  "%2F",
  "%5c",
  "%5C",
  "%252f",
  "%09",
  "\t",
  "\n",
  "\r",
  "\u0000",
  "\u007f",
  "\u2028",
  "%00",
  "@",
  ":",
  "?",
  "#",
  "evil.example",
  "evil.example:443",
  "javascript:alert(1)",
  "https:",
  "event",
  "x",
  " ",
  "%20",
  "ñ",
];

const trickyPath = fc
  .array(fc.constantFrom(...TRICKY), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(""));

describe("the local-path rule for redirects", () => {
  it("keeps plain paths of the site, with their query and fragment", () => {
    expect(localPath("/event/full-moon?x=1#lineup")).toBe("/event/full-moon?x=1#lineup");
    expect(localPath("/es/")).toBe("/es/");
    expect(localPath("/a/../b")).toBe("/b");
  });

  it("refuses what a browser would take to another host", () => {
    for (const target of [
      "//evil.example",
      "/.//evil.example",
      "/./..//evil.example",
      "/a/..//evil.example",
      "/%2F%2Fevil.example",
      "/%2f/evil.example",
      "/\\evil.example",
      "/%5Cevil.example",
      "/%5C%5Cevil.example",
      "/\t/evil.example",
      "/%09/evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "evil.example",
      "",
      `/${"a".repeat(3000)}`,
    ])
      expect(localPath(target), target).toBeNull();
  });

  it("whatever it accepts stays on the site once a browser resolves it (WHATWG URL)", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          trickyPath,
          trickyPath.map((path) => `/${path}`),
        ),
        (candidate) => {
          const location = localPath(candidate);
          if (location === null) return;
          for (const from of [`${SITE}/`, `${SITE}/event/x`, `${SITE}/es/a/b/c`]) {
            expect(followed(location, from).origin).toBe(SITE);
            // A second hop (a proxy or the site decoding it once) stays here too.
            expect(followed(decodeURIComponent(location), from).origin).toBe(SITE);
          }
          expect(location.startsWith("/")).toBe(true);
          expect(/^[/\\]{2}/.test(location)).toBe(false);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("accepts what resolves to the same path, and answers the resolved form", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 5 }),
        (segments) => {
          const path = `/${segments.join("/")}`;
          expect(localPath(path)).toBe(followed(path).pathname);
        },
      ),
    );
  });
});
