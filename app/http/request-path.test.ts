import { describe, expect, it } from "vitest";
import { requestPath } from "./request-path.ts";

describe("request path", () => {
  it("strips React Router's single-fetch suffix", () => {
    expect(requestPath(new Request("http://x/tulum-clubs.data?start=12"))).toBe("/tulum-clubs");
    expect(requestPath(new Request("http://x/_root.data"))).toBe("/");
    expect(requestPath(new Request("http://x/_.data"))).toBe("/");
    expect(requestPath(new Request("http://x/tulum-brunch-day-parties"))).toBe(
      "/tulum-brunch-day-parties",
    );
  });
});
