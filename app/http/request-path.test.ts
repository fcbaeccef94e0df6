import { describe, expect, it } from "vitest";
import { canonicalPagePath, pagePath, respelledPath } from "./request-path.ts";

describe("one spelling per page path", () => {
  it("leaves canonical paths alone", () => {
    for (const path of ["/", "/es/", "/event/full-moon", "/es/djs/ana-b", "/search.json"])
      expect(respelledPath(path)).toBeUndefined();
    for (const data of ["/_.data", "/es/_.data", "/event/full-moon.data"])
      expect(respelledPath(data)).toBeUndefined();
  });

  it("respells case, slashes and escaped letters", () => {
    expect(respelledPath("/EVENT/Full-Moon")).toBe("/event/full-moon");
    expect(respelledPath("/event/full-moon/")).toBe("/event/full-moon");
    expect(respelledPath("/event//full-moon//")).toBe("/event/full-moon");
    expect(respelledPath("/%65vent/full%2Dmoon")).toBe("/event/full-moon");
    expect(respelledPath("/es")).toBe("/es/");
    expect(respelledPath("/ES//")).toBe("/es/");
    expect(respelledPath("//")).toBe("/");
    expect(respelledPath("/EVENT/x.data")).toBe("/event/x.data");
    expect(respelledPath("/es.data")).toBe("/es/_.data");
  });

  it("keeps escapes of other characters, in upper-case hex", () => {
    expect(canonicalPagePath("/search/caf%c3%a9")).toBe("/search/caf%C3%A9");
    expect(canonicalPagePath("/a%2fb")).toBe("/a%2Fb");
  });

  it("reads the page of a data request", () => {
    expect(pagePath("/_.data")).toBe("/");
    expect(pagePath("/es/_.data")).toBe("/es/");
    expect(pagePath("/event/x.data")).toBe("/event/x");
  });

  it("never respells a path holding an escaped slash: one decoding from another host (issue 64)", () => {
    for (const path of ["/%2f/x", "/%2F%2Fevil.example", "/%5c/x", "/Event/%2Fx", "/a%2Fb.data"])
      expect(respelledPath(path), path).toBeUndefined();
  });
});
