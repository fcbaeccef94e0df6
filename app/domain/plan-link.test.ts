import { describe, expect, it } from "vitest";
import { MAX_PLAN_PARTIES, planPath, planPaths } from "./plan-link.ts";

describe("a plan's link (issue 53)", () => {
  const paths = [
    "/event/zamna-tulum-festival-opening",
    "/san-jose-cabo/event/san-jose-cabo-art-walk-1",
    "/isla-mujeres/event/isla-sunset-catamaran-party-2",
    "/event/cenote-sounds-taboo-tulum-01-01",
  ];

  it("names each party by its kind and slug, and reads back the same paths", () => {
    const link = planPath(paths);
    expect(link).toBe(
      "/plan?e=zamna-tulum-festival-opening.cenote-sounds-taboo-tulum-01-01&c=san-jose-cabo-art-walk-1&i=isla-sunset-catamaran-party-2",
    );
    const search = new URLSearchParams(link.slice(link.indexOf("?")));
    const read = planPaths({ e: search.get("e"), c: search.get("c"), i: search.get("i") });
    expect(read).toEqual({
      paths: [paths[0], paths[3], paths[1], paths[2]],
      refused: 0,
    });
  });

  it("keeps a night of four long slugs well under 300 characters with the site's address", () => {
    const long = Array.from(
      { length: 4 },
      (_, i) => `/event/a-rather-long-party-name-at-a-club-2026-12-0${i}`,
    );
    expect(`https://tulum.party${planPath(long)}`.length).toBeLessThanOrEqual(300);
  });

  it("counts made-up, repeated and surplus entries as refused, never as paths", () => {
    const many = Array.from({ length: MAX_PLAN_PARTIES + 3 }, (_, i) => `p${i}`).join(".");
    expect(planPaths({ e: "a.a.<script>..b", c: null, i: "../../etc" })).toEqual({
      paths: ["/event/a", "/event/b"],
      refused: 4,
    });
    const capped = planPaths({ e: many });
    expect(capped.paths).toHaveLength(MAX_PLAN_PARTIES);
    expect(capped.refused).toBe(3);
  });
});
