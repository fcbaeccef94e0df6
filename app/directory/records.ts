import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import {
  type ClosedBrand,
  closedBrandSchema,
  type DirectoryRecord,
  directoryRecordSchema,
} from "./schema.ts";

/**
 * The static club and brand directory. Every fact here comes from shared/VENUE-FACTS.md; where
 * no source was found a field stays empty (or null) and pages leave it out, rather than guess.
 * Captions and tag texts are visitor copy; what the research found or did not find stays in
 * comments and in each record's `sources`.
 * Coordinates are only given where a km marker on the Tulum-Boca Paila road is sourced, and are
 * then marked approximate.
 */

// Km 0 of the Tulum-Boca Paila coastal road and its heading: used only to estimate positions
// from sourced km markers; the operator should replace them with surveyed coordinates.
const KM0 = { latitude: 20.2107, longitude: -87.4365 };
const PER_KM = { latitude: -0.0085, longitude: 0.0012 };

function nearKm(km: number) {
  return {
    latitude: Number((KM0.latitude + PER_KM.latitude * km).toFixed(5)),
    longitude: Number((KM0.longitude + PER_KM.longitude * km).toFixed(5)),
    approximate: true,
  };
}

type Input = Partial<DirectoryRecord> &
  Pick<DirectoryRecord, "slug" | "name" | "kind" | "caption" | "namePatterns">;

function record(input: Input): DirectoryRecord {
  const route = input.kind === "brand" ? PATHS.brand(input.slug) : PATHS.club(input.slug);
  return directoryRecordSchema.parse({
    route,
    logo: "",
    image: "",
    video: null,
    priceLevel: null,
    area: PRODUCT_NAME,
    daysOpen: [],
    socials: { instagram: "" },
    postalCode: "",
    addressRegion: "Quintana Roo",
    address: "",
    color: "#0f766e",
    secondaryColor: "#f59e0b",
    directions: {
      address: input.address ?? "",
      latitude: null,
      longitude: null,
      approximate: false,
      placeId: "",
      mapEmbed: "",
    },
    tags: [],
    openingHours: "",
    sources: [],
    closed: false,
    ...input,
  });
}

const BEACH_ROAD = "Carretera Tulum-Boca Paila";

function onBeachRoad(km: number, name: string) {
  // The road and its km marker say where; the locality is the area, said in the page's language.
  const address = `Km ${km}, ${BEACH_ROAD}`;
  return {
    address,
    postalCode: "77760",
    directions: {
      address,
      ...nearKm(km),
      placeId: "",
      mapEmbed: `${name}, ${address}, Tulum, Quintana Roo`,
    },
  };
}

export const DIRECTORY: readonly DirectoryRecord[] = [
  record({
    slug: "papaya-playa-tulum",
    kind: "beach-club",
    name: "Papaya Playa Project",
    caption: "Beach club, hotel and a natural beach amphitheatre known for Full Moon parties.",
    namePatterns: ["papaya playa", "papaya"],
    area: "Tulum Beach",
    ...onBeachRoad(4.5, "Papaya Playa Project"),
    color: "#c2410c",
    secondaryColor: "#fde68a",
    tags: [
      {
        label: "NIGHT",
        value: "Full Moon parties",
        desc: "Night parties in the beach amphitheatre.",
      },
      { label: "MUSIC", value: "Electronic", desc: "Electronic acts and label weekenders." },
      {
        label: "GOOD FOR",
        value: "Beach access",
        desc: "On the 2025 list of places that dropped cover and minimums for beach access.",
      },
    ],
    sources: ["S1", "S2", "S11", "S49"],
  }),
  record({
    slug: "ahau-tulum",
    kind: "beach-club",
    name: "Ahau Tulum",
    caption:
      "Hotel and beach club of the Ahau Collection, home of the Ven a la Luz sculpture park.",
    namePatterns: ["ahau"],
    area: "Tulum Beach",
    ...onBeachRoad(7.5, "Ahau Tulum"),
    color: "#a16207",
    secondaryColor: "#fef3c7",
    tags: [
      { label: "DAY", value: "Beach club", desc: "Beach access with no cover or minimum (2025)." },
      { label: "SHOW", value: "Sculpture park", desc: "The Ven a la Luz sculpture park." },
    ],
    sources: ["S4", "S5", "S6", "S11", "S50"],
  }),
  record({
    slug: "kanan-tulum",
    kind: "beach-club",
    name: "Kanan Tulum",
    caption: "Hotel and beach club, part of the Ahau Collection.",
    namePatterns: ["kanan"],
    area: "Tulum Beach",
    tags: [
      {
        label: "GOOD FOR",
        value: "Cabanas",
        // Reported on a visitor forum (S13).
        desc: "Upper cabanas: a minimum spend of about MXN 1,700 per person.",
      },
    ],
    sources: ["S6", "S13"],
  }),
  record({
    slug: "gitano-jungle-tulum",
    kind: "club",
    name: "Gitano Jungle",
    caption: "Mezcal-fuelled jungle club-restaurant with a disco ball, Grupo Gitano since 2013.",
    namePatterns: ["gitano jungle", "gitano"],
    area: "Tulum Beach",
    daysOpen: [3, 4, 5, 6, 7],
    openingHours: "Disco Fri and Sat from 10PM; live music with dinner Wed, Thu and Sun",
    color: "#7c2d12",
    secondaryColor: "#fcd34d",
    tags: [
      { label: "NIGHT", value: "Disco", desc: "Disco nights on Friday and Saturday from 22:00." },
      { label: "MUSIC", value: "Disco / house", desc: "Disco and house under the disco ball." },
      { label: "GOOD FOR", value: "Mezcal", desc: "More than 40 mezcals." },
    ],
    sources: ["S14", "S15", "S8"],
  }),
  record({
    slug: "gitano-beach-tulum",
    kind: "beach-club",
    name: "Gitano Beach",
    caption: "Grupo Gitano's beach club on a cove.",
    namePatterns: ["gitano beach", "casa gitano"],
    area: "Tulum Beach",
    // Heard on one visit (S17).
    tags: [{ label: "DAY", value: "Bossa nova", desc: "Bossa nova by day." }],
    sources: ["S16", "S17", "S11"],
  }),
  record({
    slug: "bonbonniere-tulum",
    kind: "club",
    name: "Bonbonniere Tulum",
    caption: "Nightclub; tickets and tables are sold through its own site.",
    namePatterns: ["bonbonniere", "bonbo"],
    area: "Tulum Beach",
    address:
      "Carretera Estatal Tulum-Boca Paila, Parcela 1744-A, NCPE José María Pino Suárez, Tulum",
    postalCode: "77760",
    directions: {
      address:
        "Carretera Estatal Tulum-Boca Paila, Parcela 1744-A, NCPE José María Pino Suárez, Tulum, Q.R. 77760",
      latitude: null,
      longitude: null,
      approximate: false,
      placeId: "",
      mapEmbed: "Bonbonniere Tulum, Carretera Estatal Tulum-Boca Paila, Tulum, Quintana Roo",
    },
    color: "#be185d",
    secondaryColor: "#fbcfe8",
    tags: [{ label: "NIGHT", value: "Nightclub", desc: "Club nights with guest DJs." }],
    sources: ["S7", "S8"],
  }),
  record({
    slug: "vagalume-tulum",
    kind: "beach-club",
    name: "Vagalume Tulum",
    caption: "Beach club of Mandala Group.",
    namePatterns: ["vagalume"],
    area: "Tulum Beach",
  }),
  record({
    slug: "bagatelle-tulum",
    kind: "beach-club",
    name: "Bagatelle Tulum",
    caption: "Beach club and restaurant of Mandala Group.",
    namePatterns: ["bagatelle"],
    area: "Tulum Beach",
  }),
  record({
    slug: "rosa-negra-tulum",
    kind: "restaurant",
    name: "Rosa Negra Tulum",
    caption: "Restaurant-bar of Grupo RosaNegra by the beach.",
    namePatterns: ["rosa negra", "rosanegra tulum"],
    area: "Tulum Beach",
    ...onBeachRoad(7.5, "Rosa Negra Tulum"),
    sources: ["S18"],
  }),
  record({
    slug: "rosanegra-beach-tulum",
    kind: "beach-club",
    name: "RosaNegra Beach",
    caption: "Beach venue of Grupo RosaNegra.",
    namePatterns: ["rosanegra beach", "rosa negra beach"],
    area: "Tulum Beach",
  }),
  record({
    slug: "taboo-tulum",
    kind: "beach-club",
    name: "Taboo Tulum",
    // One guide lists "Taboo/Tantra" together (S52): they may be one complex.
    caption: "Beach club by the sea.",
    namePatterns: ["taboo"],
    area: "Tulum Beach",
    sources: ["S52"],
  }),
  record({
    slug: "tantra-tulum",
    kind: "beach-club",
    name: "Tantra Tulum",
    // One guide lists "Taboo/Tantra" together (S52): they may be one complex.
    caption: "Beach club by the sea.",
    namePatterns: ["tantra"],
    area: "Tulum Beach",
    sources: ["S52"],
  }),
  record({
    slug: "ilios-tulum",
    kind: "restaurant",
    name: "Ilios Tulum",
    caption: "Greek restaurant that runs like a club: people on tables, staff in togas.",
    namePatterns: ["ilios"],
    area: "Tulum Beach",
    tags: [
      { label: "SHOW", value: "Dinner show", desc: "Staff in togas, guests dancing on tables." },
      { label: "MUSIC", value: "Loud, club-like", desc: "Club music through dinner." },
    ],
    sources: ["S23"],
  }),
  record({
    slug: "chambao-tulum",
    kind: "restaurant",
    name: "Chambao Tulum",
    caption: "Grupo RosaNegra grill concept with live shows at night.",
    namePatterns: ["chambao"],
    area: PRODUCT_NAME,
    tags: [{ label: "SHOW", value: "Live shows", desc: "Live shows at night." }],
    sources: ["S19"],
  }),
  record({
    slug: "tora-tulum",
    kind: "restaurant",
    name: "Tora Tulum",
    // Only the Cancun branch (Blvd. Kukulcan km 15) is confirmed by a source (S53).
    caption: "",
    namePatterns: ["tora"],
    area: PRODUCT_NAME,
    sources: ["S53"],
  }),
  record({
    slug: "bak-tulum",
    kind: "restaurant",
    name: "BAK' Tulum",
    caption: "Open-fire steakhouse (wagyu) by the beach.",
    namePatterns: ["bak'", "bak tulum"],
    area: "Tulum Beach",
    ...onBeachRoad(8, "BAK' Tulum"),
    tags: [
      { label: "MUSIC", value: "Soul, soft electronic, Latin jazz", desc: "Dinner soundtrack." },
    ],
    sources: ["S25", "S26"],
  }),
  record({
    slug: "buuts-ha-tulum",
    kind: "venue",
    name: "Buuts Ha'",
    caption: "Cenote club at Casa Tortuga: food, DJs and a VIP area.",
    namePatterns: ["buuts ha", "buuts"],
    area: "Tulum jungle",
    tags: [
      { label: "DAY", value: "Cenote club", desc: "DJs by a cenote, about 10 min from centro." },
    ],
    sources: ["S27"],
  }),
  record({
    slug: "vesica-tulum",
    kind: "venue",
    name: "Vesica",
    // One guide names it as a cenote (S54); not confirmed as a club.
    caption: "",
    namePatterns: ["vesica"],
    area: PRODUCT_NAME,
    sources: ["S54"],
  }),
  record({
    slug: "mayan-monkey-tulum",
    kind: "venue",
    name: "Mayan Monkey",
    // No Tulum address was found (S45).
    caption: "Hostel and hotel brand.",
    namePatterns: ["mayan monkey"],
    area: PRODUCT_NAME,
    sources: ["S45"],
  }),
  record({
    slug: "mia-tulum",
    kind: "beach-club",
    name: "Mia Tulum",
    // What Mia is has not been confirmed by a source (S44).
    caption: "",
    namePatterns: ["mia beach", "mia tulum"],
    area: PRODUCT_NAME,
    sources: ["S44"],
  }),
  record({
    slug: "confessions-tulum",
    kind: "club",
    name: "Confessions Tulum",
    // Listed by the guide; no public source found yet.
    caption: "",
    namePatterns: ["confessions"],
    area: PRODUCT_NAME,
  }),
  record({
    slug: "bestiario-tulum",
    kind: "club",
    name: "Bestiario Tulum",
    // Listed by the guide; no public source found yet.
    caption: "",
    namePatterns: ["bestiario"],
    area: PRODUCT_NAME,
  }),
  record({
    slug: "martina-tulum",
    kind: "club",
    name: "Martina Tulum",
    // Listed by the guide; no public source found yet.
    caption: "",
    namePatterns: ["martina"],
    area: PRODUCT_NAME,
  }),
  record({
    slug: "zamna-tulum",
    kind: "brand",
    name: "Zamna Tulum",
    caption: "Festival brand from Ibiza, held at a cenote in the jungle outside Tulum.",
    namePatterns: ["zamna"],
    area: "Tulum jungle",
    color: "#111827",
    secondaryColor: "#fbbf24",
    tags: [{ label: "MUSIC", value: "Electronic", desc: "Festival season in the jungle." }],
    sources: ["S29", "S30", "S31"],
  }),
  record({
    slug: "zamna-on-the-beach",
    kind: "brand",
    name: "Zamna on the Beach",
    caption: "Zamna's beach-side parties.",
    namePatterns: ["zamna on the beach"],
    area: "Tulum Beach",
  }),
  record({
    slug: "tehmplo-tulum",
    kind: "brand",
    name: "Tehmplo",
    caption: "Jungle event venue for electronic music, run by Lostnights Events and Mandala Group.",
    namePatterns: ["tehmplo"],
    area: "Tulum jungle",
    tags: [{ label: "MUSIC", value: "Techno / house", desc: "Season events from dusk." }],
    sources: ["S35", "S36", "S37"],
  }),
  record({
    slug: "day-zero-tulum",
    kind: "brand",
    name: "Day Zero",
    caption: "Damian Lazarus and Crosstown Rebels' jungle gathering, first held in December 2012.",
    namePatterns: ["day zero"],
    area: "Tulum jungle",
    tags: [{ label: "MUSIC", value: "House / techno", desc: "Multi-stage day-into-night event." }],
    sources: ["S32", "S33", "S34", "S55", "S35"],
  }),
  record({
    slug: "set-underground-tulum",
    kind: "brand",
    name: "SET Underground",
    // Only an unverified mention was found (S56).
    caption: "Party brand.",
    namePatterns: ["set underground"],
    area: PRODUCT_NAME,
    sources: ["S56"],
  }),
];

// No public source confirms the closure dates (shared/VENUE-FACTS.md, closed venues).
const CLOSED_NOTE = "No longer operating in Tulum.";

export const CLOSED_BRANDS: readonly ClosedBrand[] = [
  ["balabamba", "Balabamba"],
  ["it", "IT"],
  ["funky-geisha", "Funky Geisha"],
  ["kiri", "Kiri"],
  ["parole", "Parole"],
  ["meze", "Meze"],
  ["mamazzita", "Mamazzita"],
  ["h-moonlight", "H Moonlight"],
].map(([slug = "", name = ""]) =>
  closedBrandSchema.parse({
    slug,
    name,
    closed: true,
    status: "gone",
    code: 410,
    note: CLOSED_NOTE,
  }),
);

export function findDirectoryRecord(slug: string): DirectoryRecord | undefined {
  return DIRECTORY.find((entry) => entry.slug === slug);
}

export function findClosedBrand(slug: string): ClosedBrand | undefined {
  return CLOSED_BRANDS.find((entry) => entry.slug === slug);
}

/** Records that parties happen at (brands are producers, not places). */
export const VENUE_RECORDS = DIRECTORY.filter((entry) => entry.kind !== "brand");
