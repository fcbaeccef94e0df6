import { describe, expect, it } from "vitest";
import { isSubmenuActive, type Label, SIDEBAR_ITEMS } from "./navigation.ts";

/** The English of a label (descriptors carry their source message outside production builds). */
const english = (label: Label) => (typeof label === "string" ? label : label.message);

const item = (name: string) => {
  const found = SIDEBAR_ITEMS.find((entry) => english(entry.name) === name);
  if (!found) throw new Error(`no sidebar item ${name}`);
  return found;
};

describe("sidebar navigation", () => {
  it("lists the product's items in order, then the other main sections, each with a path and an icon", () => {
    expect(SIDEBAR_ITEMS.map((entry) => english(entry.name))).toEqual([
      "Home",
      "Today",
      "New Year",
      "Beach Clubs",
      "Blog",
      "Clubs",
      "Calendar",
      "DJ Schedule",
      "Nightlife",
      "Travel & Concierge",
      "DJs",
      "Brands",
      "FAQ",
      "Search",
      "My night",
    ]);
    expect(SIDEBAR_ITEMS.every((entry) => entry.path.startsWith("/") && entry.icon)).toBe(true);
  });

  it("opens a submenu when the route starts with one of its child paths", () => {
    expect(isSubmenuActive(item("Clubs"), "/cancun-clubs")).toBe(true);
    expect(isSubmenuActive(item("Clubs"), "/cancun-clubs/some-club")).toBe(true);
    expect(isSubmenuActive(item("Clubs"), "/tulum-clubs-map")).toBe(true);
    expect(isSubmenuActive(item("Travel & Concierge"), "/contact")).toBe(true);
    // FAQ is a section of its own, not under "Travel & Concierge".
    expect(isSubmenuActive(item("Travel & Concierge"), "/tulum-traveler-frequent-questions")).toBe(
      false,
    );
    expect(isSubmenuActive(item("Clubs"), "/")).toBe(false);
    expect(isSubmenuActive(item("Clubs"), "/cancun-clubsX")).toBe(false);
    expect(isSubmenuActive(item("Home"), "/")).toBe(false);
    expect(isSubmenuActive(item("Clubs"), "/es/cancun-clubs/some-club")).toBe(true);
  });
});

describe("menu words in Spanish (issue 66)", () => {
  it("writes Cancún with its accent and the DJ schedule as every other item", async () => {
    await import("#app/i18n/catalogs.server.ts");
    const { i18nFor } = await import("#app/i18n/i18n.ts");
    const spanish = i18nFor("es");
    const said = (label: Label) => (typeof label === "string" ? label : spanish._(label));
    const clubs = (item("Clubs").children ?? []).map((child) => said(child.name));
    expect(clubs).toContain("Cancún");
    expect(clubs).not.toContain("Cancun");
    expect(said(item("DJ Schedule").name)).toBe("Horarios de DJs");
  });
});
