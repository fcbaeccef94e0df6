import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("content security policy", () => {
  const html = `<html><head><script type="module" src="/assets/a.js"></script></head><body>
<script>window.__ctx = {"a":1};</script><script type="application/ld+json">{"@type":"Event"}</script>
<script type="module">import("/assets/b.js");</script></body></html>`;

  it("hashes inline scripts only, not external scripts or JSON-LD", () => {
    expect(inlineScriptHashes(html)).toEqual([
      hash('window.__ctx = {"a":1};'),
      hash('import("/assets/b.js");'),
    ]);
  });

  it("allows analytics only when it is configured", () => {
    expect(contentSecurityPolicy(html, { analytics: false })).not.toContain("googletagmanager");
    expect(contentSecurityPolicy(html, { analytics: true })).toContain(
      "https://www.googletagmanager.com",
    );
    expect(contentSecurityPolicy(html, { analytics: false })).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy(html, { analytics: false })).toContain("object-src 'none'");
  });

  it("allows a plain-http content service's media origin for images, and nothing else from it", () => {
    const policy = contentSecurityPolicy(html, {
      analytics: false,
      mediaOrigin: "http://127.0.0.1:4100",
    });
    expect(policy).toContain("img-src 'self' data: https: http://127.0.0.1:4100;");
    expect(policy.match(/127\.0\.0\.1:4100/g)).toHaveLength(1);
  });
});
