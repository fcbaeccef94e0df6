import { describe, expect, it } from "vitest";
import { closestTitle } from "./near-slugs.ts";
import { buildSearchIndex, type SearchDocument } from "./search-index.ts";
import { groupHits, searchIndex } from "./search-query.ts";

const now = new Date("2026-12-20T12:00:00Z");
const hour = 3_600_000;

function doc(kind: SearchDocument["kind"], title: string, extra: Partial<SearchDocument> = {}) {
  return { kind, title, url: `/${title}`, names: "", text: "", detail: "", ...extra };
}

const documents: SearchDocument[] = [
  doc("club", "Bagatelle Tulum", { names: "Tulum", text: "Beach club with live music" }),
  doc("club", "Vagalume", { names: "Tulum" }),
  doc("club", "Bonbonniere", { names: "Tulum" }),
  doc("club", "Papaya Playa Project", { names: "Tulum" }),
  doc("dj", "Nicolás Jaar", { names: "Electronica" }),
  doc("brand", "Zamná", { text: "Festival in the jungle" }),
  doc("party", "Zamna Opening", {
    names: "Zamná Tulum",
    startsAt: now.getTime() + 48 * hour,
    endsAt: now.getTime() + 54 * hour,
  }),
  doc("party", "Zamna Closing", {
    names: "Zamná Tulum",
    startsAt: now.getTime() + 24 * hour,
    endsAt: now.getTime() + 30 * hour,
  }),
  doc("party", "Zamna Last Year", {
    startsAt: now.getTime() - 30 * hour,
    endsAt: now.getTime() - 24 * hour,
  }),
  doc("party", "Mystery Night", {
    names: "Playa del Carmen",
    startsAt: now.getTime() + hour,
    endsAt: now.getTime() + 5 * hour,
  }),
  doc("party", "New Year Festival", {
    names: "Tulum",
    startsAt: now.getTime() + 10 * 24 * hour,
    endsAt: now.getTime() + 11 * 24 * hour,
  }),
  doc("article", "Where to dance in Tulum", { text: "A guide to the clubs of the jungle" }),
];
const index = buildSearchIndex(documents, "en");
const titles = (query: string) => searchIndex(index, query, now).map((hit) => hit.document.title);

describe("search matching", () => {
  it("forgives case and accents both ways", () => {
    expect(titles("zamna")[0]).toBe("Zamná");
    expect(titles("ZAMNÁ")[0]).toBe("Zamná");
    expect(titles("nicolas")[0]).toBe("Nicolás Jaar");
    expect(titles("nicolás")[0]).toBe("Nicolás Jaar");
  });

  it("matches the word being typed as a prefix", () => {
    expect(titles("vagal")[0]).toBe("Vagalume");
    expect(titles("bagatelle tul")[0]).toBe("Bagatelle Tulum");
  });

  it("forgives one typo from 4 letters and two from 8", () => {
    expect(titles("bagatele")[0]).toBe("Bagatelle Tulum");
    expect(titles("bonboniere")[0]).toBe("Bonbonniere");
    expect(titles("mistery night")[0]).toBe("Mystery Night");
    expect(titles("vagalome")[0]).toBe("Vagalume");
    // Three letters forgive nothing: "zan" is not "zamna" mistyped.
    expect(titles("xyz")).toEqual([]);
  });

  it("needs every word first and falls back to any word", () => {
    expect(titles("zamna opening")[0]).toBe("Zamna Opening");
    expect(titles("zamna opening")).not.toContain("Zamna Closing");
    expect(titles("vagalume qwertyuiop")).toContain("Vagalume");
  });

  it("knows the synonyms that matter here", () => {
    expect(titles("nye")[0]).toBe("New Year Festival");
    expect(titles("pdc")).toContain("Mystery Night");
  });

  it("still finds every title containing the query as typed (product.md)", () => {
    expect(titles("agatel")).toContain("Bagatelle Tulum");
    expect(titles("a Pro")).toContain("Papaya Playa Project");
  });

  it("never shows a past party, and lists parties sooner first", () => {
    expect(titles("zamna")).not.toContain("Zamna Last Year");
    const parties = groupHits(searchIndex(index, "zamna", now), 5).find((g) => g.kind === "party");
    expect(parties?.items.map((hit) => hit.document.title)).toEqual([
      "Zamna Closing",
      "Zamna Opening",
    ]);
  });

  it("ranks exact and prefix titles before matches elsewhere", () => {
    expect(titles("tulum")[0]).toBe("Bagatelle Tulum");
    expect(titles("festival")).toEqual(["New Year Festival", "Zamná"]);
  });

  it("treats patterns, empty and huge input as plain text", () => {
    expect(titles("(a+)+$")).toEqual([]);
    expect(titles("")).toEqual([]);
    expect(titles("   ")).toEqual([]);
    expect(() => titles("bagatelle ".repeat(50))).not.toThrow();
    expect(titles(".*")).toEqual([]);
  });

  it("groups by kind with counts and a cap", () => {
    const groups = groupHits(searchIndex(index, "tulum", now), 1);
    const clubs = groups.find((g) => g.kind === "club");
    expect(clubs?.total).toBeGreaterThan(1);
    expect(clubs?.items).toHaveLength(1);
  });

  it("suggests the closest title when nothing matches", () => {
    expect(titles("bagatellle tuluum xx")).not.toEqual([]);
    expect(closestTitle(index, "vagaloome", now)).toBe("Vagalume");
    expect(closestTitle(index, "qqqqqqq", now)).toBeNull();
  });
});

describe("search in Spanish", () => {
  const spanish = buildSearchIndex(
    [
      doc("article", "Las mejores fiestas en la playa", { text: "Discotecas y clubes de playa" }),
      doc("dj", "Nicolás Jaar"),
      doc("club", "Vagalume"),
    ],
    "es",
  );
  const found = (query: string) =>
    searchIndex(spanish, query, now).map((hit) => hit.document.title);

  it("stems words and ignores Spanish stop words", () => {
    expect(found("fiesta playa")[0]).toBe("Las mejores fiestas en la playa");
    expect(found("discoteca")[0]).toBe("Las mejores fiestas en la playa");
    expect(found("una fiesta en la playa")[0]).toBe("Las mejores fiestas en la playa");
  });

  it("matches proper names as in English", () => {
    expect(found("nicolas")[0]).toBe("Nicolás Jaar");
    expect(found("vagal")[0]).toBe("Vagalume");
    expect(found("vagalome")[0]).toBe("Vagalume");
  });
});

describe("a night-out question (issue 42)", () => {
  // 2026-12-20 12:00 UTC is Sunday morning in Tulum: tonight is Sunday's night.
  const tonight = {
    date: "2026-12-20",
    startTime: "22:00",
    endTime: "03:00",
    area: "tulum" as const,
  };
  const december = { date: "2026-12-29", startTime: "23:00", area: "tulum" as const };
  const night = [
    doc("party", "Taboo Sundays", {
      names: "Taboo Tulum",
      when: tonight,
      startsAt: Date.parse("2026-12-21T03:00:00Z"),
      endsAt: Date.parse("2026-12-21T08:00:00Z"),
    }),
    doc("party", "Taboo", {
      names: "Taboo Tulum",
      when: december,
      startsAt: Date.parse("2026-12-30T04:00:00Z"),
      endsAt: Date.parse("2026-12-30T09:00:00Z"),
    }),
    doc("club", "Taboo Tulum", { names: "Tulum", venueType: "club" }),
    doc("club", "Papaya Playa Project", { names: "Tulum", venueType: "beach-club" }),
    doc("page", "Clubs de Playa del Carmen", { names: "Playa del Carmen" }),
    doc("page", "Fiestas de hoy", {}),
  ];
  const spanish = buildSearchIndex(night, "es");
  const english = buildSearchIndex(night, "en");
  const first = (built: typeof english, query: string) => {
    const groups = groupHits(searchIndex(built, query, now), 5);
    return { kind: groups[0]?.kind, title: groups[0]?.items[0]?.document.title };
  };

  it("lists tonight's party before a later one of the same name", () => {
    const parties = groupHits(searchIndex(english, "taboo", now), 5).find(
      (group) => group.kind === "party",
    );
    expect(parties?.items.map((hit) => hit.document.title)).toEqual(["Taboo Sundays", "Taboo"]);
  });

  it("forgives a typo in the word, never in its Spanish stem ('taboo' is not 'cabo')", () => {
    const coast = buildSearchIndex(
      [
        ...night,
        doc("party", "Art Walk Night @ San Jose del Cabo", { names: "San Jose del Cabo" }),
      ],
      "es",
    );
    const titles = searchIndex(coast, "taboo", now).map((hit) => hit.document.title);
    expect(titles).toContain("Taboo Tulum");
    expect(titles).not.toContain("Art Walk Night @ San Jose del Cabo");
    // A word's own typo still counts: "tabooo" finds Taboo.
    expect(searchIndex(coast, "tabooo", now).map((hit) => hit.document.title)).toContain(
      "Taboo Tulum",
    );
  });

  it("finds Taboo written as Spanish speakers do", () => {
    expect(searchIndex(spanish, "tabu", now).map((hit) => hit.document.title)).toContain(
      "Taboo Tulum",
    );
  });

  it("answers tonight, hoy and esta noche with tonight's parties", () => {
    for (const [built, query] of [
      [english, "tonight"],
      [english, "parties tonight"],
      [spanish, "esta noche"],
      [spanish, "hoy"],
      [spanish, "fiestas hoy"],
    ] as const)
      expect(first(built, query), query).toEqual({ kind: "party", title: "Taboo Sundays" });
  });

  it("answers antro, nightclub and club with clubs, restaurante with restaurants", () => {
    const places = buildSearchIndex(
      [
        ...night,
        doc("club", "Ilios Tulum", { names: "Tulum", venueType: "restaurant" }),
        doc("party", "Greek Night Show", { names: "Ilios Tulum", venueType: "restaurant" }),
      ],
      "es",
    );
    for (const query of ["antro", "antros", "club nocturno", "club"])
      expect(first(places, query), query).toEqual({ kind: "club", title: "Taboo Tulum" });
    expect(first(places, "restaurante")).toEqual({ kind: "club", title: "Ilios Tulum" });
    expect(searchIndex(places, "restaurante", now).map((hit) => hit.document.title)).toContain(
      "Greek Night Show",
    );
  });

  it("answers club de playa and beach club with beach clubs, not Playa del Carmen's clubs", () => {
    expect(first(spanish, "club de playa")).toEqual({
      kind: "club",
      title: "Papaya Playa Project",
    });
    expect(first(english, "beach club")).toEqual({ kind: "club", title: "Papaya Playa Project" });
  });
});
