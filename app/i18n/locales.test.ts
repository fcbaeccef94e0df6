import { describe, expect, it } from "vitest";
import { localeOfPath, localizedPath, pathWithoutLocale, samePageIn } from "./locales.ts";

describe("language in the URL", () => {
  it("reads the language from the path prefix only", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/es")).toBe("es");
    expect(localeOfPath("/es/")).toBe("es");
    expect(localeOfPath("/es/event/x")).toBe("es");
    expect(localeOfPath("/essentials")).toBe("en");
    expect(localeOfPath("/event/es")).toBe("en");
  });

  it("prefixes site paths for Spanish and leaves other links alone", () => {
    expect(localizedPath("es", "/")).toBe("/es/");
    expect(localizedPath("es", "/event/x?a=1")).toBe("/es/event/x?a=1");
    expect(localizedPath("es", "/es/event/x")).toBe("/es/event/x");
    expect(localizedPath("es", "https://example.com/x")).toBe("https://example.com/x");
    expect(localizedPath("es", "//cdn.example/x")).toBe("//cdn.example/x");
    expect(localizedPath("es", "#lineup")).toBe("#lineup");
    expect(localizedPath("en", "/event/x")).toBe("/event/x");
  });

  it("switches a page between languages, query kept", () => {
    expect(pathWithoutLocale("/es/")).toBe("/");
    expect(pathWithoutLocale("/es")).toBe("/");
    expect(samePageIn("es", "/event/x", "?page=2")).toBe("/es/event/x?page=2");
    expect(samePageIn("en", "/es/event/x", "?page=2")).toBe("/event/x?page=2");
    expect(samePageIn("en", "/es/")).toBe("/");
    expect(samePageIn("es", "/")).toBe("/es/");
  });
});
