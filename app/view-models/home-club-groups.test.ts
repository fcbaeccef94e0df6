import { describe, expect, it } from "vitest";
import "#app/i18n/catalogs.server.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import { testParty } from "#tests/support/test-party.ts";
import { homeClubGroups } from "./home-club-groups.server.ts";

describe("home's parties by club", () => {
  const at = (id: string, title: string, area: "tulum" | "cancun" = "tulum") =>
    testParty({ id, slug: id, title, date: "2026-12-05", area });
  const parties = [
    at("b1", "Deep Night @ Bonbonniere"),
    at("b2", "House Night @ Bonbonniere"),
    at("c1", "Night @ Bonbonniere", "cancun"),
    at("b3", "Late Night @ Bonbonniere"),
  ];

  it("shows a directory club's next night and says how many more, in the page's language", () => {
    const [group, ...others] = homeClubGroups(parties, { i18n: i18nFor("es") });
    expect(others).toEqual([]);
    expect(group?.name).toBe("Bonbonniere Tulum");
    expect(group?.parties.map((party) => party.id)).toEqual(["b1"]);
    expect(group?.moreLine).toBe("2 fiestas más en Bonbonniere Tulum");
    expect(homeClubGroups(parties.slice(0, 1), { i18n: i18nFor("en") })[0]?.moreLine).toBeNull();
  });
});
