import { describe, expect, it } from "vitest";
import { classifyTarget } from "./outbound-targets.ts";

describe("redirector targets", () => {
  it("follows paths of this site", () => {
    expect(classifyTarget("/event/deep-night?ref=ig#top")).toEqual({
      kind: "internal",
      location: "/event/deep-night?ref=ig#top",
    });
  });

  it("follows allow-listed hosts, exactly", () => {
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

  it("shows first what an allowed company lets anyone publish or forward", () => {
    for (const target of [
      "https://sites.google.com/view/anyone",
      "https://script.google.com/macros/s/x/exec",
      "https://www.google.com/url?q=https://evil.example",
      "https://google.com/maps",
      "https://www.youtube.com/redirect?q=https://evil.example",
      "https://www.youtube.com/attribution_link?u=https://evil.example",
      "https://m.youtube.com/attribution_link?a=x&u=%2Fwatch%3Fv%3Dx",
      "https://www.tiktok.com/link/v2?aid=1988&target=https%3A%2F%2Fevil.example",
      "https://tiktok.com/link/v2?target=https://evil.example",
      "https://l.facebook.com/l.php?u=https://evil.example",
      "https://www.facebook.com/l.php?u=https://evil.example",
      "https://tickets.example.com/x",
      "https://maps.google.com/url?q=https://evil.example",
      "https://calendar.google.com/url?q=https://evil.example",
      "https://instagram.com/linkshim/?u=https://evil.example",
      "https://www.facebook.com//l.php?u=https://evil.example",
      "https://www.youtube.com//redirect?q=https://evil.example",
      "https://www.google.com//url?q=https://evil.example",
    ])
      expect(classifyTarget(target), target).toMatchObject({ kind: "unknown" });
    expect(classifyTarget("https://www.google.com/maps/search/?api=1&query=x")).toMatchObject({
      kind: "allowed",
    });
    expect(classifyTarget("https://www.youtube.com/watch?v=abc")).toMatchObject({
      kind: "allowed",
    });
    // The guide's own Google links still go straight through.
    for (const target of [
      "https://maps.google.com/?q=Bonbonniere",
      "https://maps.google.com/maps?q=x&output=embed",
      "https://calendar.google.com/calendar/render?action=TEMPLATE&text=x",
    ])
      expect(classifyTarget(target), target).toMatchObject({ kind: "allowed" });
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
