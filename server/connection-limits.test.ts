import { describe, expect, it } from "vitest";
import { redactSecrets } from "./connection-limits.ts";

describe("secrets in Node's own messages", () => {
  it("redacts secret-looking query values wherever a URL is quoted", () => {
    expect(
      redactSecrets('The URL /webhooks/cosmic?secret=abc123&x=1 is invalid. "/p?read_key=k9"'),
    ).toBe('The URL /webhooks/cosmic?secret=[redacted]&x=1 is invalid. "/p?read_key=[redacted]"');
    expect(redactSecrets("/preview?path=/x&token=t0k#frag")).toBe(
      "/preview?path=/x&token=[redacted]#frag",
    );
    expect(redactSecrets("nothing to hide ?page=2")).toBe("nothing to hide ?page=2");
    // A name written percent-encoded is the same name to the server that reads it.
    expect(redactSecrets("/webhooks/cosmic?%73ecret=abc&%53IGNATURE=s&x=%zz")).toBe(
      "/webhooks/cosmic?%73ecret=[redacted]&%53IGNATURE=[redacted]&x=%zz",
    );
  });
});
