import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp.ts";

describe("content security policy", () => {
  it("allows inline scripts by the render's nonce only: no hash, no 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy("r4nd0m", { analytics: false });
    const scripts = policy.split("; ").find((part) => part.startsWith("script-src"));
    expect(scripts).toBe("script-src 'self' 'nonce-r4nd0m'");
  });

  it("allows analytics only when it is configured", () => {
    expect(contentSecurityPolicy("n", { analytics: false })).not.toContain("googletagmanager");
    expect(contentSecurityPolicy("n", { analytics: true })).toContain(
      "https://www.googletagmanager.com",
    );
    expect(contentSecurityPolicy("n", { analytics: false })).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy("n", { analytics: false })).toContain("object-src 'none'");
  });

  it("allows a plain-http content service's media origin for images, and nothing else from it", () => {
    const policy = contentSecurityPolicy("n", {
      analytics: false,
      mediaOrigin: "http://127.0.0.1:4100",
    });
    expect(policy).toContain("img-src 'self' data: https: http://127.0.0.1:4100;");
    expect(policy.match(/127\.0\.0\.1:4100/g)).toHaveLength(1);
  });
});
