import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCurrentIndex } from "#app/content/search.server.ts";
import { type SearchIndex, searchIndex } from "#app/domain/search.ts";
import type { Emulator } from "#emulator/server.ts";
import { useEmulatorForContent } from "#tests/support/emulator-env.ts";

/**
 * Queries as visitors type them, each with the result it must bring up in the top 3 (null: it
 * must find nothing, and not fail). Issue 16 asks for at least 95% of them to pass.
 */
const QUERIES: [query: string, expected: string | null][] = [
  // Typos
  ["bagatele", "Bagatelle Tulum"],
  ["bonboniere", "Bonbonniere Tulum"],
  ["full mon gathering", "Full Moon Gathering @ Bonbonniere"],
  ["vagalme", "Vagalume Tulum"],
  ["confesions", "Confessions Tulum"],
  ["bestario", "Bestiario Tulum"],
  ["tehmplo", "Tehmplo"],
  ["tehmlo", "Tehmplo"],
  ["papaya playa projekt", "Papaya Playa Project"],
  ["marsol verde", "Marisol Verde"],
  ["cenote sunds", "Cenote Sounds @ Taboo"],
  // Missing or extra accents, case
  ["zamná", "Zamna Tulum"],
  ["ZAMNA", "Zamna Tulum"],
  ["buuts ha", "Buuts Ha'"],
  ["bak", "BAK' Tulum"],
  ["rosanegra", "RosaNegra Beach"],
  ["isla mújeres", "Isla Mujeres parties"],
  ["cancún", "Cancun clubs"],
  // Prefixes (the word being typed)
  ["vagal", "Vagalume Tulum"],
  ["bagat", "Bagatelle Tulum"],
  ["itzel ver", "Itzel Verde"],
  ["kobra nocturn", "Kobra Nocturna"],
  ["afro house rit", "Afro House Ritual @ Bagatelle"],
  ["gitano j", "Gitano Jungle"],
  // Several words
  ["nox verde", "Nox Verde"],
  ["deep night vagalume", "Deep Night @ Vagalume"],
  ["closing hours", "How closing hours work in Tulum"],
  ["minimum spend", "What a minimum spend really means"],
  ["dress code", "Is there a dress code?"],
  ["book a table", "How do I book a table?"],
  ["cancun airport", "How do I get from Cancun airport?"],
  ["techno temple", "Techno Temple @ Ilios"],
  // Synonyms
  ["nye", "Tehmplo New Year @ Tehmplo"],
  ["playa", "Playa del Carmen clubs"],
  ["cabo", "Art Walk Night 1 @ San Jose del Cabo"],
  ["isla", "Isla Mujeres parties"],
  ["pdc", "Quinta Avenida Club"],
  // Kinds and sections
  ["day zero", "Day Zero"],
  ["ancestral", "Ancestral"],
  ["set underground", "SET Underground"],
  ["calendar", "Party calendar"],
  ["techno", "Techno"],
  ["afro", "Afro house"],
  ["concierge", "Travel and concierge"],
  ["wedding", "Wedding planners"],
  ["currency", "Which currency should I use?"],
  // Hostile and edge input
  ["(a+)+$", null],
  [".*", null],
  ["", null],
  ["x".repeat(500), null],
  [`bagatelle ${"y".repeat(490)}`, "Bagatelle Tulum"],
];

let emulator: Emulator;
let index: SearchIndex;
const now = new Date();

beforeAll(async () => {
  emulator = await useEmulatorForContent();
  index = (await buildCurrentIndex(now, "en")).index;
});
afterAll(() => emulator.close());

describe("search on the demo bucket", () => {
  it("brings the expected result into the top 3 for at least 95% of the query set", () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
    const misses: string[] = [];
    for (const [query, expected] of QUERIES) {
      const top = searchIndex(index, query.slice(0, 100), now)
        .slice(0, 3)
        .map((hit) => hit.document.title);
      const passed = expected === null ? top.length === 0 : top.includes(expected);
      if (!passed) misses.push(`${JSON.stringify(query.slice(0, 40))} -> ${top.join(" | ")}`);
    }
    const score = (QUERIES.length - misses.length) / QUERIES.length;
    console.info(
      `search query set: ${QUERIES.length - misses.length}/${QUERIES.length} (${(score * 100).toFixed(1)}%) with the expected result in the top 3${misses.length ? `\n  missed: ${misses.join("\n  missed: ")}` : ""}`,
    );
    expect(score).toBeGreaterThanOrEqual(0.95);
  });
});
