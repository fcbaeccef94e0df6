import { describe, expect, it } from "vitest";
import { MAX_PLAN_PARTIES, planPath, planPaths } from "./plan-link.ts";

describe("a plan's link (issue 53)", () => {
  const paths = [
    "/event/zamna-tulum-festival-opening",
    "/san-jose-cabo/event/san-jose-cabo-art-walk-1",
    "/isla-mujeres/event/isla-sunset-catamaran-party-2",
    "/event/cenote-sounds-taboo-tulum-01-01",
  ];

  it("names each party by its kind and slug, sorted, and reads back the same paths", () => {
    const link = planPath(paths);
    expect(link).toBe(
      "/plan?e=cenote-sounds-taboo-tulum-01-01.zamna-tulum-festival-opening&c=san-jose-cabo-art-walk-1&i=isla-sunset-catamaran-party-2",
    );
    const search = new URLSearchParams(link.slice(link.indexOf("?")));
    const read = planPaths({ e: search.get("e"), c: search.get("c"), i: search.get("i") });
    expect(read).toEqual({
      paths: [paths[3], paths[0], paths[1], paths[2]],
      surplus: 0,
      search: link.slice("/plan?".length),
      canonical: true,
    });
  });

  it("keeps a night of four long slugs well under 300 characters with the site's address", () => {
    const long = Array.from(
      { length: 4 },
      (_, i) => `/event/a-rather-long-party-name-at-a-club-2026-12-0${i}`,
    );
    expect(`https://tulum.party${planPath(long)}`.length).toBeLessThanOrEqual(300);
  });

  it("spells every order and repeat of the same parties one way (issue 64)", () => {
    const one = planPaths({ e: "b.a", i: "x" });
    expect(one).toMatchObject({ search: "e=a.b&i=x", canonical: false, surplus: 0 });
    for (const values of [
      { e: "a.b.a", i: "x" },
      { e: "a..b", i: "x.x" },
      { i: "x", e: "b.a" },
    ])
      expect(planPaths(values).search).toBe(one.search);
    expect(planPaths({ e: "a.b", i: "x" }).canonical).toBe(true);
    expect(planPath(["/event/b", "/event/a", "/event/b"])).toBe("/plan?e=a.b");
  });

  it("leaves out made-up and repeated entries without counting them; counts the surplus", () => {
    const many = Array.from({ length: MAX_PLAN_PARTIES + 3 }, (_, i) => `p${i}`).join(".");
    expect(planPaths({ e: "a.a.<script>..b", c: null, i: "../../etc" })).toEqual({
      paths: ["/event/a", "/event/b"],
      surplus: 0,
      search: "e=a.b",
      canonical: false,
    });
    const capped = planPaths({ e: many });
    expect(capped.paths).toHaveLength(MAX_PLAN_PARTIES);
    expect(capped.surplus).toBe(3);
    expect(capped.canonical).toBe(false);
    // Repeats past the twelfth are the same surplus, counted once.
    expect(planPaths({ e: `${many}.p14.p13.p14` }).surplus).toBe(3);
  });
});
