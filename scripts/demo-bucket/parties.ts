import { DIRECTORY } from "#app/directory/records.ts";
import type { DemoBuilder } from "./builder.ts";
import { P } from "./builder.ts";
import type { BucketObject } from "./factories.ts";
import { GENRES } from "./venues-and-people.ts";

/** Party names; none names a weekday, since the emulator moves the dates to today. */
const CONCEPTS = [
  "Full Moon Gathering",
  "Jungle Disco",
  "Sunset Sessions",
  "Deep Night",
  "Afro House Ritual",
  "Cenote Sounds",
  "Techno Temple",
  "Disco Fever",
  "Latin House Night",
  "Melodic Journey",
  "Night Ritual",
  "Boho Beach Day",
];
/** Clubs that host the generated parties: [directory slug, the name in party titles]. */
export const PARTY_VENUES = [
  ["bonbonniere-tulum", "Bonbonniere"],
  ["papaya-playa-tulum", "Papaya Playa"],
  ["gitano-jungle-tulum", "Gitano Jungle"],
  ["vagalume-tulum", "Vagalume"],
  ["bagatelle-tulum", "Bagatelle"],
  ["taboo-tulum", "Taboo"],
  ["ilios-tulum", "Ilios"],
  ["buuts-ha-tulum", "Buuts Ha"],
  ["confessions-tulum", "Confessions"],
  ["bestiario-tulum", "Bestiario"],
  ["tantra-tulum", "Tantra"],
  ["chambao-tulum", "Chambao"],
] as const;
const TIMES = ["22:00", "23:00", "16:00", "21:30", "13:00", "22:30"];
/**
 * Entry as editors write it (issue 42): MXN, a door price, a minimum spend, free entry. A venue
 * with a sourced price (../shared/VENUE-FACTS.md: Papaya Playa's night parties, US$250, US$300 at
 * the door) gets that one instead. Editors know the coming week's prices; some nights further
 * out are not priced yet (`isPricedYet`), so the site's gap shows too (issue 54: tonight decides).
 */
const PRICES = [
  "From MXN 800",
  "MXN 500 before midnight, MXN 800 after",
  "MXN 1,200; tables from MXN 8,000",
  "Free entry",
  "MXN 1,500 minimum spend",
];
const isPricedYet = (offset: number, i: number) => offset <= 7 || i % 3 !== 1;
const VENUE_PRICES: Record<string, string> = {
  "Papaya Playa": "US$250 (US$300 at the door)",
};
/**
 * The same prices as a Mexican editor writes them on the Spanish version (the amounts stay as
 * the venue quotes them).
 */
const SPANISH_PRICES: Record<string, string> = {
  "From MXN 800": "Desde MXN 800",
  "MXN 500 before midnight, MXN 800 after": "MXN 500 antes de medianoche, MXN 800 después",
  "MXN 1,200; tables from MXN 8,000": "MXN 1,200; mesas desde MXN 8,000",
  "Free entry": "Entrada libre",
  "MXN 1,500 minimum spend": "Consumo mínimo de MXN 1,500",
  "US$250 (US$300 at the door)": "US$250 (US$300 en taquilla)",
};
/**
 * When a party with a known end stops, by the part of town of its venue: the beach strip's music
 * stops at 01:00 (the venue is empty by 01:30), centro closes by 02:30 (../shared/VENUE-FACTS.md
 * and the demo's own FAQ); the jungle's cenote clubs run on their own permits.
 */
const LATEST_END_BY_AREA: Record<string, string> = {
  "Tulum Beach": "01:00",
  Tulum: "02:30",
  "Tulum jungle": "03:00",
};
const latestEndAt = (venueSlug: string) =>
  LATEST_END_BY_AREA[DIRECTORY.find((record) => record.slug === venueSlug)?.area ?? ""] ?? "02:30";
/** Minimum ages: most nights 18+ (Mexico's legal age), some 21+, a few not stated. */
const AGES = [18, 21, 18, null];
/**
 * Dress codes as the clubs' own pages word them, by the part of town of the venue (the beach's
 * sand, the jungle's cenotes); some nights say none.
 */
const DRESS_CODES: Record<string, [string, string]> = {
  "Tulum Beach": [
    "Beach chic: sandals welcome, no sportswear",
    "Chic de playa: sandalias sí, ropa deportiva no",
  ],
  Tulum: [
    "Smart casual: no flip-flops or tank tops",
    "Casual elegante: sin chanclas ni camisetas sin mangas",
  ],
  "Tulum jungle": [
    "Boho white; shoes you can walk on stone in",
    "Blanco boho; calzado para caminar sobre piedra",
  ],
};
const dressCodeAt = (venueSlug: string, i: number): [string, string] | undefined =>
  i % 4 === 3
    ? undefined
    : DRESS_CODES[DIRECTORY.find((record) => record.slug === venueSlug)?.area ?? ""];
/** Parties of the generated run that carry each event status (a rescheduled one moved 3 days). */
const STATUS_BY_INDEX: Record<number, Record<string, unknown>> = {
  7: { event_status: "cancelled" },
  10: { event_status: "postponed" },
  13: { event_status: "rescheduled" },
  15: { event_status: "sold-out" },
};
/** Cancun and Playa del Carmen nights: parties of the same type, placed by their area. */
const CITY_PARTIES = [
  ["cancun", "Coco Night @ Downtown Cancun", 1],
  ["cancun", "Hotel Zone Techno @ Cancun", 4],
  ["cancun", "Lagoon Sunset @ Cancun", 8],
  ["playa-del-carmen", "Quinta Avenida Disco @ Playa del Carmen", 2],
  ["playa-del-carmen", "Mamitas Sunset @ Playa del Carmen", 6],
] as const;

interface Related {
  artists: BucketObject[];
  venueBySlug: Map<string, BucketObject>;
  brands: Map<string, BucketObject>;
}

/**
 * Parties of every kind: about one a day from 5 days ago to 7 weeks ahead, the fixed slugs the
 * site refers to, themed and past ones, Isla Mujeres and Cabo parties, clubs' weekly mini
 * parties and the festivals. Answers the regular parties (the DJ schedule points at them).
 */
export function addParties(b: DemoBuilder, { artists, venueBySlug, brands }: Related) {
  const parties: BucketObject[] = [];

  function party(
    type: string,
    slug: string,
    title: string,
    offset: number,
    i: number,
    extra: Record<string, unknown> = {},
  ): BucketObject {
    const [c1, c2] = b.colours(i);
    const lineup = [artists[i % artists.length], artists[(i * 5 + 3) % artists.length]].filter(
      (a): a is BucketObject => a !== undefined,
    );
    const place = title.split(" @ ")[1];
    const venueSlug = PARTY_VENUES.find(([, name]) => name === place)?.[0] ?? "";
    const concept = title.split(" @ ")[0] ?? title;
    const genre = GENRES[i % GENRES.length]?.toLowerCase();
    const price = isPricedYet(offset, i)
      ? ((place && VENUE_PRICES[place]) ?? PRICES[i % PRICES.length] ?? "")
      : "";
    const dress = dressCodeAt(venueSlug, i);
    const withCash = i % 2 === 0;
    const added = b.add(
      type,
      slug,
      title,
      {
        date: b.day(offset),
        start_time: TIMES[i % TIMES.length],
        caption: `${concept}: a night of ${genre} under the palms.`,
        tickets_link: i % 3 === 0 ? `https://tickets.example.com/${slug}` : "",
        reservations_link: "",
        event_link: "",
        extra_content: withCash
          ? "<p>Doors open on time. Bring cash for the cenote entrance.</p>"
          : "",
        lineup: lineup.map((a) => a.title).join(", "),
        price,
        min_age: AGES[i % AGES.length],
        dress_code: dress?.[0] ?? "",
        primary_color: c1,
        secondary_color: c2,
        main_image: b.poster(`party-${slug}.svg`, title.split(" @ ")[0] ?? title, [c1, c2]),
        show_in_main_page: i % 2 === 0,
        hide_from_calendar: i % 9 === 8,
        video: "",
        videoid: "",
        brand: "",
        venue: (venueSlug && venueBySlug.get(venueSlug)?.id) || "",
        artist: lineup.map((a) => a.id),
        image_url: "",
        magicEvent: false,
        ...extra,
      },
      `<p>${title} brings ${lineup.map((a) => a.title).join(" and ")} to the decks. Arrive early: the best spots by the booth go first.</p><p>Tables are available through the concierge.</p>`,
      offset - 14,
    );
    // Every party has its Spanish version, as a local editor writes it (issue 42).
    b.translate(type, slug, "es", {
      title,
      content: `<p>${title} trae a ${lineup.map((a) => a.title).join(" y ")} a la cabina. Llega temprano: los mejores lugares junto a la cabina se acaban primero.</p><p>Hay mesas disponibles con el concierge.</p>`,
      metadata: {
        caption: `${concept}: una noche de ${genre} bajo las palmeras.`,
        extra_content: withCash
          ? "<p>Las puertas abren a tiempo. Lleva efectivo para la entrada al cenote.</p>"
          : "",
        price: SPANISH_PRICES[price] ?? price,
        dress_code: dress?.[1] ?? "",
      },
    });
    return added;
  }

  for (let i = 0; i < 48; i++) {
    const [venueSlug, venueName] = PARTY_VENUES[i % PARTY_VENUES.length] ?? ["", ""];
    const concept = CONCEPTS[i % CONCEPTS.length] ?? "Night";
    const offset = i - 5;
    const slug = `${concept.toLowerCase().replace(/\s+/g, "-")}-${venueSlug}-${b.day(offset).slice(5)}`;
    const status = STATUS_BY_INDEX[i] ?? {};
    const previous =
      status.event_status === "rescheduled" ? { previous_date: b.day(offset - 3) } : {};
    // Most nights say when they end; the rest end when the area's rules say (four hours shown).
    const ends = i % 4 !== 3 ? { end_time: latestEndAt(venueSlug) } : {};
    parties.push(
      party("parties", slug, `${concept} @ ${venueName}`, offset, i, {
        ...status,
        ...previous,
        ...ends,
      }),
    );
  }
  for (const [i, [area, title, offset]] of CITY_PARTIES.entries()) {
    const slug = title.toLowerCase().replace(/ @ /g, "-").replace(/\s+/g, "-");
    parties.push(party("parties", slug, title, offset, i + 3, { area, show_in_main_page: false }));
  }
  const brandId = (slug: string) => brands.get(slug)?.id ?? "";
  // Fixed slugs the site refers to: trending festival events and the moved residency night.
  const fixed = [
    party("parties", `zamna-${P}-festival-opening`, "Zamna Festival Opening @ Zamna", 3, 2, {
      brand: brandId(`zamna-${P}`),
      show_in_main_page: true,
    }),
    party("parties", `day-zero-${P}-jungle`, "Day Zero Jungle @ Day Zero", 9, 4, {
      brand: brandId(`day-zero-${P}`),
    }),
    party("parties", `tehmplo-${P}-new-year`, "Tehmplo New Year @ Tehmplo", 5, 6, {
      brand: brandId(`tehmplo-${P}`),
    }),
    party("parties", `bonbonniere-${P}-residency-night`, "Residency Night @ Bonbonniere", 2, 0),
    party("parties", `ancestral-soul-${P}`, "Ancestral Soul @ Bonbonniere", 12, 7, {
      brand: brandId(`ancestral-${P}`),
    }),
    party("parties", `set-underground-${P}-cenote`, "SET Underground Cenote @ Buuts Ha", 16, 5, {
      brand: brandId(`set-underground-${P}`),
    }),
  ];
  parties.push(...fixed);
  // Themed pages: new year dinners and shows, brunch and day parties.
  parties.push(
    party("parties", `new-year-dinner-show-chambao-${P}`, "New Year Dinner Show @ Chambao", 6, 3),
    party("parties", `greek-night-show-ilios-${P}`, "Greek Night Show @ Ilios", 8, 6),
    party("parties", `beach-brunch-bagatelle-${P}`, "Beach Brunch @ Bagatelle", 4, 4, {
      start_time: "12:00",
    }),
    party("parties", `brunch-beats-papaya-playa-${P}`, "Brunch Beats @ Papaya Playa", 11, 4, {
      start_time: "11:30",
    }),
  );
  // Past parties for the brands' history.
  for (const [i, brand] of [...brands.values()].entries()) {
    const past = party(
      "parties",
      `${brand.slug}-archive-${i}`,
      `${brand.title} Classic @ Papaya Playa`,
      -40 - i * 7,
      i,
    );
    // Added in place: the brand's Spanish version shares the list.
    const pastParties = brand.metadata.past_parties;
    if (Array.isArray(pastParties)) pastParties.push(past.id);
  }
  // Artists link back to up to four of their upcoming parties.
  for (const p of parties) {
    const ids = p.metadata.artist;
    if (!Array.isArray(ids)) continue;
    for (const artistId of ids) {
      const list = artists.find((a) => a.id === artistId)?.metadata.parties;
      if (Array.isArray(list) && list.length < 4) list.push(p.id);
    }
  }

  for (let i = 0; i < 5; i++) {
    party(
      "isla-parties",
      `isla-mujeres-boat-party-${i + 1}`,
      `Boat Party ${i + 1} @ Isla Mujeres`,
      i * 4 + 1,
      i + 2,
      { show_in_main_page: true, venue: "" },
    );
  }
  for (let i = 0; i < 3; i++) {
    party(
      "cabo-parties",
      `san-jose-cabo-art-walk-${i + 1}`,
      `Art Walk Night ${i + 1} @ San Jose del Cabo`,
      i * 6 + 2,
      i + 1,
      { venue: "" },
    );
  }

  // Mini parties: calendar-only weekly nights, slugged with their club.
  for (let i = 0; i < 24; i++) {
    const [venueSlug, venueName] = PARTY_VENUES[i % 6] ?? ["", ""];
    const colours = b.colours(i + 2);
    const image = b.poster(`mini-${i}.svg`, `${venueName} weekly`, colours);
    // A weekly night is priced like the club's other nights: editors know it weeks ahead.
    const price = VENUE_PRICES[venueName] ?? PRICES[i % PRICES.length] ?? "";
    b.add("mini-parties", `${venueSlug}-weekly-${i + 1}`, `${venueName} Weekly @ ${venueName}`, {
      magicEvent: true,
      image_url: `media:${image}`,
      show_in_calendar: i % 8 !== 7,
      date: b.day(i * 2 - 2),
      start_time: "21:00",
      end_time: latestEndAt(venueSlug),
      price,
      min_age: 18,
      primary_color: colours[0],
      secondary_color: colours[1],
    });
    b.translate("mini-parties", `${venueSlug}-weekly-${i + 1}`, "es", {
      title: `${venueName} Weekly @ ${venueName}`,
      content: "",
      metadata: { price: SPANISH_PRICES[price] ?? price },
    });
  }

  b.add("festivals", `${P}-new-year-festival-2025`, "Tulum New Year Festival", {
    parties: fixed.slice(0, 3).map((p) => p.id),
    main_image: b.poster("festival-2025.svg", "New Year Festival", ["#111827", "#f59e0b"]),
    caption: "The season's jungle and beach nights around New Year.",
  });
  b.add("festivals", `${P}-new-year-festival-2024`, "Tulum New Year Festival 2024", {
    parties: parties.slice(-6).map((p) => p.id),
    main_image: b.poster("festival-2024.svg", "New Year 2024", ["#1f2937", "#fb7185"]),
    caption: "Last season's festival nights.",
  });
  return parties;
}
