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
      "",
    ]) {
      expect(sanitizeContent(`<p><a href="${href}">Tickets</a> here</p>`), href).toBe(
        "<p>Tickets here</p>",
      );
    }
    expect(sanitizeContent(`<a>no address</a>`)).toBe("no address");
  });

  it("keeps safe links, with rel set", () => {
    expect(sanitizeContent(`<a href="https://ra.co/x" target="_blank">RA</a>`)).toBe(
      `<a href="https://ra.co/x" target="_blank" rel="noopener noreferrer nofollow">RA</a>`,
    );
    expect(sanitizeContent(`<a href="/event/x">x</a>`)).toContain(`href="/event/x"`);
    expect(sanitizeContent(`<a href="mailto:a@b.mx">mail</a>`)).toContain(`href="mailto:a@b.mx"`);
  });
});
