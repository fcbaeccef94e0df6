import { describe, expect, it } from "vitest";
import { sanitizeContent } from "./sanitize.server.ts";

describe("CMS HTML sanitiser", () => {
  it("removes scripts, handlers and unsafe schemes", () => {
    const html = sanitizeContent(
      `<p onclick="x()">Hi<script>alert(1)</script></p><img src="https://x/a.jpg" onerror="x()" alt="A">`,
    );
    expect(html).toBe(`<p>Hi</p><img src="https://x/a.jpg" alt="A" loading="lazy" />`);
  });

  it("gives every image an alt: the editor's, its title, or empty", () => {
    expect(sanitizeContent(`<img src="https://x/a.jpg">`)).toBe(
      `<img src="https://x/a.jpg" alt="" loading="lazy" />`,
    );
    expect(sanitizeContent(`<img src="https://x/a.jpg" title="Sunset set">`)).toBe(
      `<img src="https://x/a.jpg" alt="Sunset set" loading="lazy" />`,
    );
  });

  it("unwraps links whose address is missing or unsafe to their text", () => {
    for (const href of [
      "javascript:alert(1)",
      "java\nscript:alert(1)",
      " JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "//evil.example/x",
      // One leading slash that a browser resolves to another host.
      "/.//evil.example/x",
      "/%2F%2Fevil.example/x",
      "",
    ]) {
      expect(sanitizeContent(`<p><a href="${href}">Tickets</a> here</p>`), href).toBe(
        "<p>Tickets here</p>",
      );
    }
    expect(sanitizeContent(`<a>no address</a>`)).toBe("no address");
    expect(sanitizeContent(`<img src="/.//evil.example/x.png">`)).toBe("");
  });

  it("keeps safe links, with rel set", () => {
    expect(sanitizeContent(`<a href="https://ra.co/x" target="_blank">RA</a>`)).toBe(
      `<a href="https://ra.co/x" target="_blank" rel="noopener noreferrer nofollow">RA</a>`,
    );
    expect(sanitizeContent(`<a href="/event/x">x</a>`)).toContain(`href="/event/x"`);
    expect(sanitizeContent(`<a href="mailto:a@b.mx">mail</a>`)).toContain(`href="mailto:a@b.mx"`);
  });

  it("drops what a page would fetch from a path relative to itself, an editor's slip", () => {
    // On /event/y, <img src="x"> asks for /event/x (a 404) on every visit.
    for (const src of [
      "x",
      "x.jpg",
      "../media/a.svg",
      "//evil.example/a.jpg",
      "data:image/png;base64,AA",
      "",
    ])
      expect(sanitizeContent(`<p>Night<img src="${src}" alt="A"></p>`), src).toBe("<p>Night</p>");
    expect(sanitizeContent(`<img src="/media/a.svg" alt="A">`)).toBe(
      `<img src="/media/a.svg" alt="A" loading="lazy" />`,
    );
    for (const href of ["x", "../djs", "tickets.html"])
      expect(sanitizeContent(`<p><a href="${href}">Tickets</a></p>`), href).toBe("<p>Tickets</p>");
    expect(sanitizeContent(`<a href="#lineup">Lineup</a>`)).toContain(`href="#lineup"`);
  });
});
