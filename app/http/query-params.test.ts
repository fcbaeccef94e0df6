import { describe, expect, it } from "vitest";
import { declaredSearch, declareQuery, queryParamsOf } from "./query-params.ts";

const search = (query: string, declared: string[], dataRequest = false) =>
  declaredSearch(new URLSearchParams(query), declared, dataRequest).toString();

describe("declared query parameters", () => {
  it("drops every parameter a page does not read", () => {
    expect(search("fbclid=IwAR1&utm_source=ig&gclid=x", [])).toBe("");
    expect(search("page=2&fbclid=IwAR1&utm_campaign=spring", ["page"])).toBe("page=2");
  });

  it("keeps the first value of a repeated parameter, in a fixed order", () => {
    expect(search("tag=MUSIC&area=Tulum&area=Cancun", ["area", "tag"])).toBe(
      "area=Tulum&tag=MUSIC",
    );
    expect(search("area=Tulum&tag=MUSIC", ["tag", "area"])).toBe("area=Tulum&tag=MUSIC");
  });

  it("keeps single fetch's _routes on data requests only", () => {
    expect(search("_routes=root,routes/blog&fbclid=1", ["page"], true)).toBe(
      "_routes=root%2Croutes%2Fblog",
    );
    expect(search("_routes=root", ["page"])).toBe("");
  });

  it("treats an empty parameter as absent", () => {
    expect(search("page=&q=nox", ["page", "q"])).toBe("q=nox");
    expect(declareQuery("page").read(new Request("http://x/blog?page="))).toEqual({ page: null });
  });

  it("reads a route handle defensively", () => {
    expect(queryParamsOf({ queryParams: ["q", 3] })).toEqual(["q"]);
    expect(queryParamsOf(undefined)).toEqual([]);
    expect(queryParamsOf({ queryParams: "q" })).toEqual([]);
  });

  it("gives a loader exactly the parameters its route declares", () => {
    const query = declareQuery("page", "q");
    expect(query.handle).toEqual({ queryParams: ["page", "q"] });
    expect(query.read(new Request("http://x/blog?q=nox&page=3&page=4&fbclid=1"))).toEqual({
      page: "3",
      q: "nox",
    });
  });
});
