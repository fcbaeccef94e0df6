import { describe, expect, it } from "vitest";
import { startSite } from "#scripts/harness/site-process.ts";

describe("start-up configuration", () => {
  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ COSMIC_BUCKET_SLUG: "only-slug" }, "COSMIC_READ_KEY"],
    [{ CONCIERGE_WHATSAPP: "call us" }, "CONCIERGE_WHATSAPP"],
  ])("stops with a one-line message naming the variable: %o", async (env, name) => {
    const error: unknown = await startSite(env).catch((e: unknown) => e);
    const message = error instanceof Error ? error.message : "";
    const printed = message.split("\n").filter((line) => line.startsWith("Invalid configuration"));
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(name);
  });

  it("stops clearly when the bucket file is broken", async () => {
    const error: unknown = await startSite({
      CONTENT_BUCKET_FILE: "/nonexistent/bucket.json",
    }).catch((e: unknown) => e);
    expect(error instanceof Error ? error.message : "").toContain("could not be read");
  });
});
