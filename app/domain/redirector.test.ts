import { describe, expect, it } from "vitest";
import { classifyTarget } from "./redirector.ts";

describe("redirector targets", () => {
  it("follows paths of this site", () => {
    expect(classifyTarget("/event/deep-night?ref=ig#top")).toEqual({
      kind: "internal",
      location: "/event/deep-night?ref=ig#top",
    });
  });

  it("follows allow-listed hosts and their subdomains", () => {
    expect(classifyTarget("https://wa.me/529840000000")).toMatchObject({ kind: "allowed" });
    expect(classifyTarget("https://www.instagram.com/tulum.party/")).toMatchObject({
      kind: "allowed",
    });
  });

  it("shows anything else first", () => {
    expect(classifyTarget("https://evil.example/phish")).toMatchObject({
      kind: "unknown",
      host: "evil.example",
    });
    expect(classifyTarget("https://wa.me.evil.example/")).toMatchObject({ kind: "unknown" });
    expect(classifyTarget("https://wa.me@evil.example/")).toMatchObject({ kind: "unknown" });
    expect(classifyTarget("//evil.example/x")).toMatchObject({ kind: "invalid" });
  });

  it("refuses what is not a web address", () => {
    for (const value of [
      null,
      "",
      "javascript:alert(1)",
      "data:text/html,x",
      "not a url",
      "/\\evil.example",
      "x".repeat(3000),
      "/a\nb",
    ]) {
      expect(classifyTarget(value)).toEqual({ kind: "invalid" });
    }
  });
});
