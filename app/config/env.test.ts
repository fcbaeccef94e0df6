import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv as parseEnvFile } from "node:util";
import { describe, expect, it } from "vitest";
import { ConfigError, ENV_NAMES, parseEnv } from "./env.server.ts";

describe("configuration", () => {
  it("has working defaults: the embedded emulator and localhost:3000", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "localhost",
      SITE_URL: "http://localhost:3000",
      COSMIC_API_URL: "https://api.cosmicjs.com/v3",
    });
    expect(env.COSMIC_BUCKET_SLUG).toBeUndefined();
    expect(env.CONCIERGE_WHATSAPP).toMatch(/^\d+$/);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ PORT: "", GA_MEASUREMENT_ID: "" }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ SITE_URL: "not a url" }, "SITE_URL"],
    [{ SITE_URL: "ftp://x.example" }, "SITE_URL"],
    [{ COSMIC_BUCKET_SLUG: "bucket" }, "COSMIC_READ_KEY"],
    [{ COSMIC_READ_KEY: "a-long-read-key" }, "COSMIC_BUCKET_SLUG"],
    [{ CONCIERGE_WHATSAPP: "+52 984" }, "CONCIERGE_WHATSAPP"],
    [{ GA_MEASUREMENT_ID: "UA-1" }, "GA_MEASUREMENT_ID"],
    [{ REVALIDATE_SECRET: "short" }, "REVALIDATE_SECRET"],
  ])("stops with a one-line message naming the variable: %o", (source, name) => {
    let error: unknown;
    try {
      parseEnv(source);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = error instanceof Error ? error.message : "";
    expect(message).toContain(name);
    expect(message).not.toContain("\n");
  });

  it("accepts a hosted bucket when slug and key come together", () => {
    expect(
      parseEnv({ COSMIC_BUCKET_SLUG: "tulum", COSMIC_READ_KEY: "a-long-read-key" })
        .COSMIC_BUCKET_SLUG,
    ).toBe("tulum");
  });
});

describe(".env.example", () => {
  it("lists every setting, once, with values that start the site on the demo content", () => {
    const text = readFileSync(join(import.meta.dirname, "..", "..", ".env.example"), "utf8");
    const values = parseEnvFile(text);
    const named = text
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.slice(0, line.indexOf("=")));
    expect([...named].sort()).toEqual([...ENV_NAMES].sort());
    expect(() => parseEnv(values)).not.toThrow();
    expect(parseEnv(values).COSMIC_BUCKET_SLUG).toBeUndefined();
  });
});
