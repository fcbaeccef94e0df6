import { DIRECTORY } from "#app/directory/records.ts";
import type { DemoBuilder } from "./builder.ts";
import { P } from "./builder.ts";
import type { BucketObject } from "./factories.ts";

/** The directory's clubs and beach clubs, and a few clubs of Cancun and Playa del Carmen. */
/** Cosmic's check-boxes metafield holds the labels an editor ticks. */
const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

export function addVenues(b: DemoBuilder): Map<string, BucketObject> {
  const venueBySlug = new Map<string, BucketObject>();
  for (const [i, record] of DIRECTORY.filter((r) => r.kind !== "brand").entries()) {
    const type = record.kind === "beach-club" ? "beach-clubs" : "venues";
    const image = b.poster(`venue-${record.slug}.svg`, record.name, [
      record.color,
      record.secondaryColor,
    ]);
    const venue = b.add(
      type,
      record.slug,
      record.name,
      {
        tags: record.tags.map((t) => t.value).join(", "),
        code: record.slug.split("-")[0],
        description: `<p>${record.caption}</p>`,
        main_image: image,
        video: "",
        // The practical facts a public source gives (../shared/VENUE-FACTS.md), kept in Cosmic
        // where an editor changes them without a deploy; what no source gives stays empty.
        address: record.address,
        opening_hours: record.openingHours,
        days_open: record.daysOpen.map((day) => WEEKDAY_NAMES[day - 1] ?? ""),
      },
      `<p>${record.caption}</p>`,
      -200 + i,
    );
    venueBySlug.set(record.slug, venue);
  }
  const areaClubs: [string, string, string][] = [
    ["cancun-clubs", "coco-bongo-style-cancun", "Hotel Zone Showclub Cancun"],
    ["cancun-clubs", "laguna-terrace-cancun", "Laguna Terrace Cancun"],
    ["cancun-clubs", "km9-rooftop-cancun", "Km 9 Rooftop Cancun"],
    ["cancun-clubs", "marina-lounge-cancun", "Marina Lounge Cancun"],
    ["playa-del-carmen-clubs", "quinta-avenida-club-playa", "Quinta Avenida Club"],
    ["playa-del-carmen-clubs", "calle-12-terrace-playa", "Calle 12 Terrace"],
    ["playa-del-carmen-clubs", "mamitas-sunset-playa", "Sunset Deck Playa"],
    ["playa-del-carmen-clubs", "selva-rooftop-playa", "Selva Rooftop Playa"],
  ];
  for (const [i, [type, slug, title]] of areaClubs.entries()) {
    b.add(type, slug, title, {
      tags: "NIGHT, MUSIC",
      code: slug.split("-")[0],
      description: `<p>${title} is one of the area's late spots, listed here as demo content.</p>`,
      main_image: b.poster(`venue-${slug}.svg`, title, b.colours(i + 3)),
      video: "",
    });
    const description = `<p>${title} es uno de los lugares de la zona que abren hasta tarde; aparece aquí como contenido de demostración.</p>`;
    b.translate(type, slug, "es", {
      title,
      content: "",
      metadata: { tags: "NOCHE, MÚSICA", description },
    });
  }
  return venueBySlug;
}

export const GENRES = [
  "Afro house",
  "Melodic techno",
  "Organic house",
  "Deep house",
  "Techno",
  "Disco",
];

/** 42 fictional DJs: every first name with every last name. */
export function addArtists(b: DemoBuilder): BucketObject[] {
  const first = ["Nox", "Itzel", "Coral", "Selva", "Ixchel", "Kobra", "Marisol"];
  const last = ["Verde", "Solis", "Tides", "Nocturna", "Kaan", "Sonora"];
  const flags = ["MX", "AR", "IT", "DE", "FR", "US", "CO", "ES"];
  const artists: BucketObject[] = [];
  for (const given of first) {
    for (const family of last) {
      const i = artists.length;
      const name = `${given} ${family}`;
      const slug = name.toLowerCase().replace(/\s+/g, "-");
      const genre = GENRES[i % GENRES.length] ?? "House";
      const [c1, c2] = b.colours(i);
      const artist = b.add(
        "artists",
        slug,
        name,
        {
          genere: genre,
          headline: `${genre} selector with long, patient sets`,
          short: `${name} plays ${genre.toLowerCase()} between jungle and sea.`,
          spotify_listeners: 1200 + ((i * 7919) % 90000),
          spotify_id: "",
          videoid: "",
          videotitle: `${name} live in the jungle`,
          videocaption: `A sunset set by ${name}.`,
          main_image: b.poster(`artist-${slug}.svg`, name, [c1, c2], 800, 800),
          soundcloud: "",
          flag: flags[i % flags.length],
          primary_color: c1,
          secondary_color: c2,
          parties: [],
          instagram: "",
          caption: `${name} is a fictional demo artist of this guide's sample content.`,
        },
        `<p>${name} builds sets that start slow and end in the small hours. ${genre} at its core, with a taste for Latin percussion.</p>`,
        -300 + i,
      );
      // Every artist has its Spanish version, as a local editor writes it (issue 42).
      b.translate("artists", slug, "es", {
        title: name,
        content: `<p>${name} arma sets que empiezan lento y terminan de madrugada. ${genre} en el fondo, con gusto por la percusión latina.</p>`,
        metadata: {
          headline: `Selector de ${genre.toLowerCase()} con sets largos y pacientes`,
          short: `${name} toca ${genre.toLowerCase()} entre la selva y el mar.`,
          videotitle: `${name} en vivo en la selva`,
          videocaption: `Un set al atardecer de ${name}.`,
          caption: `${name} es un artista ficticio del contenido de muestra de esta guía.`,
        },
      });
      artists.push(artist);
    }
  }
  return artists;
}

/** The production brands the site refers to by slug. */
export function addBrands(b: DemoBuilder): Map<string, BucketObject> {
  // Slug, name, and what the brand is in English and in Spanish (issue 42: both languages).
  const definitions: [string, string, string, string][] = [
    [
      `zamna-${P}`,
      "Zamna Tulum",
      "Festival brand from Ibiza, at home in a jungle cenote outside Tulum.",
      "Marca de festivales de Ibiza, en casa en un cenote de la selva a las afueras de Tulum.",
    ],
    [
      `tehmplo-${P}`,
      "Tehmplo",
      "Jungle stage for techno and house, from dusk.",
      "Escenario en la selva para techno y house, desde el atardecer.",
    ],
    [
      `day-zero-${P}`,
      "Day Zero",
      "The long-running jungle gathering, first held in December 2012.",
      "El encuentro de siempre en la selva, celebrado por primera vez en diciembre de 2012.",
    ],
    [
      `set-underground-${P}`,
      "SET Underground",
      "Underground party series.",
      "Serie de fiestas underground.",
    ],
    [
      "zamna-on-the-beach",
      "Zamna on the Beach",
      "Zamna's parties by the sea.",
      "Las fiestas de Zamna junto al mar.",
    ],
    [
      `ancestral-${P}`,
      "Ancestral",
      "Organic and Afro house nights.",
      "Noches de organic y afro house.",
    ],
  ];
  const brands = new Map<string, BucketObject>();
  for (const [i, [slug, title, description, spanish]] of definitions.entries()) {
    const colours = b.colours(i + 5);
    brands.set(
      slug,
      b.add("brands", slug, title, {
        description: `<p>${description}</p>`,
        logo: b.poster(`brand-logo-${slug}.svg`, title, colours, 400, 400),
        main_image: b.poster(`brand-${slug}.svg`, title, colours),
        video: "",
        instagram_profile: "",
        past_parties: [],
      }),
    );
    b.translate("brands", slug, "es", {
      title,
      content: "",
      metadata: { description: `<p>${spanish}</p>` },
    });
  }
  return brands;
}
