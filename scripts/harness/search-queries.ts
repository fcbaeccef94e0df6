/**
 * Queries as visitors type them, each with the result it must bring up in the top 3 (null: it
 * must find nothing, and not fail). Issue 16 asks for at least 95% of them to pass.
 */
export const QUERIES: [query: string, expected: string | null][] = [
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
