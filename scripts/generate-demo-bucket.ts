/**
 * Writes content/demo/bucket.json and its SVG media: the embedded emulator's demo content.
 * Deterministic (no randomness), so the file only changes when this script does.
 * Run: npm run demo:generate
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DIRECTORY } from "#app/directory/records.ts";

const OUT = join(import.meta.dirname, "..", "content", "demo");
const MEDIA = join(OUT, "media");
/** Dates below are written as if today were this day; the emulator shifts them to today. */
const ANCHOR = "2026-01-01";
const P = "tulum";

function day(offset: number): string {
  return new Date(Date.parse(ANCHOR) + offset * 86_400_000).toISOString().slice(0, 10);
}

function stamp(offset: number): string {
  return `${day(offset)}T12:00:00.000Z`;
}

rmSync(MEDIA, { recursive: true, force: true });
mkdirSync(MEDIA, { recursive: true });

const media: { name: string; width: number; height: number; alt_text: string }[] = [];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(name: string, title: string, c1: string, c2: string, width = 1200, height = 800) {
  const words = title.split(" ");
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && (last + word).length < 18) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const size = Math.round(width / 14);
  const text = lines
    .slice(0, 4)
    .map(
      (line, i) =>
        `<text x="${width / 12}" y="${height * 0.55 + i * size * 1.15}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join("");
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.18}" fill="#fff" opacity=".18"/>${text}</svg>`;
  writeFileSync(join(MEDIA, name), body);
  media.push({ name, width, height, alt_text: title });
  return name;
}

const PALETTE: [string, string][] = [
  ["#0f766e", "#f59e0b"],
  ["#7c3aed", "#ec4899"],
  ["#1d4ed8", "#06b6d4"],
  ["#be123c", "#f97316"],
  ["#15803d", "#a3e635"],
  ["#111827", "#e11d48"],
  ["#9a3412", "#facc15"],
  ["#4338ca", "#22d3ee"],
];
const colours = (i: number) => PALETTE[i % PALETTE.length] ?? PALETTE[0] ?? ["#000", "#fff"];

let nextId = 1;
const id = () => `64f0${String(nextId++).padStart(20, "0")}`;

interface Obj {
  id: string;
  slug: string;
  title: string;
  type: string;
  status: "published" | "draft";
  content: string;
  metadata: Record<string, unknown>;
  created_at: string;
  modified_at: string;
  published_at: string;
}

const objects: Obj[] = [];
function add(
  type: string,
  slug: string,
  title: string,
  metadata: Record<string, unknown>,
  content = "",
  createdOffset = -30,
): Obj {
  const object: Obj = {
    id: id(),
    slug,
    title,
    type,
    status: "published",
    content,
    metadata,
    created_at: stamp(createdOffset),
    modified_at: stamp(createdOffset + 1),
    published_at: stamp(createdOffset),
  };
  objects.push(object);
  return object;
}

// ---------------------------------------------------------------- venues
const venueByKey = new Map<string, Obj>();
const VENUE_TYPE: Record<string, string> = { "beach-club": "beach-clubs" };
for (const [i, record] of DIRECTORY.filter((r) => r.kind !== "brand").entries()) {
  const [c1, c2] = [record.color, record.secondaryColor];
  const type = VENUE_TYPE[record.kind] ?? "venues";
  const image = svg(`venue-${record.slug}.svg`, record.name, c1, c2);
  venueByKey.set(
    record.slug,
    add(
      type,
      record.slug,
      record.name,
      {
        tags: record.tags.map((t) => t.value).join(", "),
        code: record.slug.split("-")[0],
        description: `<p>${record.caption}</p>`,
        main_image: image,
        video: "",
      },
      `<p>${record.caption}</p>`,
      -200 + i,
    ),
  );
}
const AREA_CLUBS: [string, string, string][] = [
  ["cancun-clubs", "coco-bongo-style-cancun", "Hotel Zone Showclub Cancun"],
  ["cancun-clubs", "laguna-terrace-cancun", "Laguna Terrace Cancun"],
  ["cancun-clubs", "km9-rooftop-cancun", "Km 9 Rooftop Cancun"],
  ["cancun-clubs", "marina-lounge-cancun", "Marina Lounge Cancun"],
  ["playa-del-carmen-clubs", "quinta-avenida-club-playa", "Quinta Avenida Club"],
  ["playa-del-carmen-clubs", "calle-12-terrace-playa", "Calle 12 Terrace"],
  ["playa-del-carmen-clubs", "mamitas-sunset-playa", "Sunset Deck Playa"],
  ["playa-del-carmen-clubs", "selva-rooftop-playa", "Selva Rooftop Playa"],
];
for (const [i, [type, slug, title]] of AREA_CLUBS.entries()) {
  const [c1, c2] = colours(i + 3);
  add(type, slug, title, {
    tags: "NIGHT, MUSIC",
    code: slug.split("-")[0],
    description: `<p>${title} is one of the area's late spots, listed here as demo content.</p>`,
    main_image: svg(`venue-${slug}.svg`, title, c1, c2),
    video: "",
  });
}

// ---------------------------------------------------------------- artists
const FIRST = ["Nox", "Itzel", "Coral", "Selva", "Ixchel", "Kobra", "Marisol"];
const LAST = ["Verde", "Solis", "Tides", "Nocturna", "Kaan", "Sonora"];
const GENRES = ["Afro house", "Melodic techno", "Organic house", "Deep house", "Techno", "Disco"];
const FLAGS = ["MX", "AR", "IT", "DE", "FR", "US", "CO", "ES"];
const artists: Obj[] = [];
for (const first of FIRST) {
  for (const last of LAST) {
    const i = artists.length;
    const name = `${first} ${last}`;
    const slug = name.toLowerCase().replace(/\s+/g, "-");
    const genre = GENRES[i % GENRES.length] ?? "House";
    const [c1, c2] = colours(i);
    artists.push(
      add(
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
          main_image: svg(`artist-${slug}.svg`, name, c1, c2, 800, 800),
          soundcloud: "",
          flag: FLAGS[i % FLAGS.length],
          primary_color: c1,
          secondary_color: c2,
          parties: [],
          instagram: "",
          caption: `${name} is a fictional demo artist of this guide's sample content.`,
        },
        `<p>${name} builds sets that start slow and end in the small hours. ${genre} at its core, with a taste for Latin percussion.</p>`,
        -300 + i,
      ),
    );
  }
}

// ---------------------------------------------------------------- brands
const brandDefs: [string, string, string][] = [
  [
    `zamna-${P}`,
    "Zamna Tulum",
    "Festival brand from Ibiza, at home in a jungle cenote outside Tulum.",
  ],
  [`tehmplo-${P}`, "Tehmplo", "Jungle stage for techno and house, from dusk."],
  [`day-zero-${P}`, "Day Zero", "The long-running jungle gathering, first held in December 2012."],
  [`set-underground-${P}`, "SET Underground", "Underground party series."],
  ["zamna-on-the-beach", "Zamna on the Beach", "Zamna's parties by the sea."],
  [`ancestral-${P}`, "Ancestral", "Organic and Afro house nights."],
];
const brands = new Map<string, Obj>();
for (const [i, [slug, title, description]] of brandDefs.entries()) {
  const [c1, c2] = colours(i + 5);
  brands.set(
    slug,
    add("brands", slug, title, {
      description: `<p>${description}</p>`,
      logo: svg(`brand-logo-${slug}.svg`, title, c1, c2, 400, 400),
      main_image: svg(`brand-${slug}.svg`, title, c1, c2),
      video: "",
      instagram_profile: "",
      past_parties: [],
    }),
  );
}

// ---------------------------------------------------------------- parties
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
  "Saturday Ritual",
  "Boho Beach Day",
];
const PARTY_VENUES = [
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
const parties: Obj[] = [];

function party(
  type: string,
  slug: string,
  title: string,
  offset: number,
  i: number,
  extra: Record<string, unknown> = {},
) {
  const [c1, c2] = colours(i);
  const lineup = [artists[i % artists.length], artists[(i * 5 + 3) % artists.length]].filter(
    (a): a is Obj => a !== undefined,
  );
  const place = title.split(" @ ")[1];
  const venueSlug = PARTY_VENUES.find(([, name]) => name === place)?.[0] ?? "";
  const object = add(
    type,
    slug,
    title,
    {
      date: day(offset),
      start_time: TIMES[i % TIMES.length],
      caption: `${title.split(" @ ")[0]}: a night of ${GENRES[i % GENRES.length]?.toLowerCase()} under the palms.`,
      tickets_link: i % 3 === 0 ? `https://tickets.example.com/${slug}` : "",
      reservations_link: "",
      event_link: "",
      extra_content:
        i % 2 === 0 ? "<p>Doors open on time. Bring cash for the cenote entrance.</p>" : "",
      lineup: lineup.map((a) => a.title).join(", "),
      primary_color: c1,
      secondary_color: c2,
      main_image: svg(`party-${slug}.svg`, title.split(" @ ")[0] ?? title, c1, c2),
      show_in_main_page: i % 2 === 0,
      hide_from_calendar: i % 9 === 8,
      video: "",
      videoid: "",
      brand: "",
      venue: (venueSlug && venueByKey.get(venueSlug)?.id) || "",
      artist: lineup.map((a) => a.id),
      image_url: "",
      magicEvent: false,
      ...extra,
    },
    `<p>${title} brings ${lineup.map((a) => a.title).join(" and ")} to the decks. Arrive early: the best spots by the booth go first.</p><p>Tables are available through the concierge.</p>`,
    offset - 14,
  );
  return object;
}

// 48 parties from 5 days ago to 7 weeks ahead, about one a day.
for (let i = 0; i < 48; i++) {
  const [venueSlug, venueName] = PARTY_VENUES[i % PARTY_VENUES.length] ?? ["", ""];
  const concept = CONCEPTS[i % CONCEPTS.length] ?? "Night";
  const offset = i - 5;
  const slug = `${concept.toLowerCase().replace(/\s+/g, "-")}-${venueSlug}-${day(offset).slice(5)}`;
  parties.push(party("parties", slug, `${concept} @ ${venueName}`, offset, i));
}
// Fixed slugs the site refers to: trending festival events and the moved residency night.
const zamna = brands.get(`zamna-${P}`);
const dayZero = brands.get(`day-zero-${P}`);
const tehmplo = brands.get(`tehmplo-${P}`);
const fixed = [
  party("parties", `zamna-${P}-festival-opening`, "Zamna Festival Opening @ Zamna", 3, 2, {
    brand: zamna?.id ?? "",
    show_in_main_page: true,
  }),
  party("parties", `day-zero-${P}-jungle`, "Day Zero Jungle @ Day Zero", 9, 4, {
    brand: dayZero?.id ?? "",
  }),
  party("parties", `tehmplo-${P}-new-year`, "Tehmplo New Year @ Tehmplo", 5, 6, {
    brand: tehmplo?.id ?? "",
  }),
  party("parties", `bonbonniere-${P}-residency-night`, "Residency Night @ Bonbonniere", 2, 0),
  party("parties", `ancestral-soul-${P}`, "Ancestral Soul @ Bonbonniere", 12, 7, {
    brand: brands.get(`ancestral-${P}`)?.id ?? "",
  }),
  party("parties", `set-underground-${P}-cenote`, "SET Underground Cenote @ Buuts Ha", 16, 5, {
    brand: brands.get(`set-underground-${P}`)?.id ?? "",
  }),
];
parties.push(...fixed);
// Themed pages: new year dinners and shows, brunch and day parties.
parties.push(
  party("parties", `new-year-dinner-show-chambao-${P}`, "New Year Dinner Show @ Chambao", 6, 3),
  party("parties", `greek-night-show-ilios-${P}`, "Greek Night Show @ Ilios", 8, 6),
  party("parties", `sunday-brunch-bagatelle-${P}`, "Sunday Brunch @ Bagatelle", 4, 4, {
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
  brand.metadata.past_parties = [past.id];
}
// Link artists back to their upcoming parties.
for (const p of parties) {
  const ids = p.metadata.artist;
  if (!Array.isArray(ids)) continue;
  for (const artistId of ids) {
    const artist = artists.find((a) => a.id === artistId);
    const list = artist?.metadata.parties;
    if (artist && Array.isArray(list) && list.length < 4) list.push(p.id);
  }
}

// Isla Mujeres and Cabo parties.
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
  const [c1, c2] = colours(i + 2);
  const image = svg(`mini-${i}.svg`, `${venueName} weekly`, c1, c2);
  add("mini-parties", `${venueSlug}-weekly-${i + 1}`, `${venueName} Weekly @ ${venueName}`, {
    magicEvent: true,
    image_url: `media:${image}`,
    show_in_calendar: i % 8 !== 7,
    date: day(i * 2 - 2),
    start_time: "21:00",
    primary_color: c1,
    secondary_color: c2,
  });
}

// Festivals.
add("festivals", `${P}-new-year-festival-2025`, "Tulum New Year Festival", {
  parties: fixed.slice(0, 3).map((p) => p.id),
  main_image: svg("festival-2025.svg", "New Year Festival", "#111827", "#f59e0b"),
  caption: "The season's jungle and beach nights around New Year.",
});
add("festivals", `${P}-new-year-festival-2024`, "Tulum New Year Festival 2024", {
  parties: parties.slice(-6).map((p) => p.id),
  main_image: svg("festival-2024.svg", "New Year 2024", "#1f2937", "#fb7185"),
  caption: "Last season's festival nights.",
});

// DJ schedule: sets over the next ten days.
for (let i = 0; i < 36; i++) {
  const artist = artists[(i * 3) % artists.length];
  const p = parties[5 + (i % 30)];
  if (!artist || !p) continue;
  add("dj-schedule", `set-${i + 1}-${artist.slug}`, `${artist.title} at ${p.title}`, {
    event_link: `/event/${p.slug}`,
    event_name: p.title,
    artist_link: `/djs/${artist.slug}`,
    date: day(Math.floor(i / 4)),
    start_time: ["20:00", "21:30", "23:00", "00:30"][i % 4],
    highlight: i % 5 === 0,
    caption: `${artist.title} plays ${String(artist.metadata.genere).toLowerCase()}.`,
    image_url: `media:artist-${artist.slug}.svg`,
    genre: artist.metadata.genere,
  });
}
for (let i = 0; i < 6; i++) {
  const artist = artists[i * 2];
  if (!artist) continue;
  add("nye-dj-schedule", `nye-set-${i + 1}`, `${artist.title} New Year set`, {
    main_image: `media:artist-${artist.slug}.svg`,
    link: `/djs/${artist.slug}`,
    date: day(-1 + (i % 2)),
    start_time: ["22:00", "23:30", "01:00"][i % 3],
  });
}

// Videos, TV, artist highlights.
const videos: Obj[] = [];
for (let i = 0; i < 8; i++) {
  const [c1, c2] = colours(i);
  const klass = i % 2 === 0 ? "sets" : "venues";
  videos.push(
    add("videos", `demo-video-${i + 1}`, `Jungle Session ${i + 1}`, {
      videoid: "",
      klass,
      caption: `A short film from night ${i + 1} of the season.`,
      main_image: svg(`video-${i + 1}.svg`, `Session ${i + 1}`, c1, c2),
      short: i >= 5,
    }),
  );
}
add("tv", `${P}-tv`, "Tulum TV", {
  featured: videos[0]?.id ?? "",
  suggestions: videos.slice(1, 5).map((v) => v.id),
  artist: artists[0]?.id ?? "",
});
for (let i = 0; i < 2; i++) {
  const artist = artists[i + 4];
  add("artist-highlights", `highlight-${i + 1}`, `Highlight: ${artist?.title}`, {
    main_image: `media:artist-${artist?.slug}.svg`,
    djschedule: artist?.slug ?? "",
  });
}

// Articles.
const TOPICS: [string, string][] = [
  [
    "How closing hours work in Tulum",
    "Since 2022 the coastal zone stops music at 01:00 and empties by 01:30; centro has a later last call. Plan your night around it.",
  ],
  [
    "A first-timer's night out on the beach road",
    "Start at sunset by the sea, dinner in the jungle, then one club. Taxis along the beach road are the easy way back.",
  ],
  [
    "What a minimum spend really means",
    "Some beach clubs ask a minimum per person for a bed or cabana; since 2025 several dropped it for simple beach access.",
  ],
  [
    "Cenotes after dark",
    "Jungle events in cenote parks run on their own schedules and need transport planned in advance.",
  ],
  [
    "Dressing for the jungle",
    "Light fabrics, closed shoes for uneven ground, and something warm for the early hours.",
  ],
  [
    "Booking a table without surprises",
    "Ask what the minimum includes, when the table is held until, and how payment works.",
  ],
  [
    "Festival season survival guide",
    "Water, shade, earplugs and a charged phone: the season's nights are long.",
  ],
  [
    "Isla Mujeres by boat",
    "Boat parties leave from the marina; check return times before you board.",
  ],
  [
    "Getting around safely at night",
    "Use registered taxis, agree the fare first, and keep your group together.",
  ],
  [
    "Afro house and why it took over",
    "Percussion, warm basslines and long blends fit sunset and open air.",
  ],
  [
    "The sound of organic house",
    "Acoustic textures and slow builds suit beach days and late lunches.",
  ],
  [
    "Playa del Carmen's late streets",
    "Clubs cluster near the main avenue, so walking between them is easy.",
  ],
  [
    "Cancun's hotel zone after dark",
    "Big show clubs and rooftops sit close together along the boulevard.",
  ],
  [
    "A weekend plan for two nights",
    "One beach day party, one jungle night, and a slow brunch in between.",
  ],
];
const GENERE = ["Guide", "Culture", "Music", "Travel"];
for (const [i, [title, summary]] of TOPICS.entries()) {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const [c1, c2] = colours(i);
  add(
    "articles",
    slug,
    title,
    {
      caption: summary.split(".")[0],
      cover: svg(`article-${slug}.svg`, title, c1, c2),
      summary,
      soundcloud: "",
      instagram: "",
      genere: GENERE[i % GENERE.length],
      primary_color: c1,
      secondary_color: c2,
      created_by: "Guide editors",
    },
    `<p>We keep this guide current with what venues, organisers and visitors tell us, and we say so when a detail is not confirmed.</p><h2>In short</h2><p>Check the page of each venue for its hours, and ask the concierge when in doubt.</p>`,
    -60 + i * 3,
  );
}

// FAQs.
const FAQS: [string, string, string][] = [
  [
    "Hours",
    "What time do clubs close in Tulum?",
    "In the coastal (hotel) zone music stops at 01:00 and venues must be empty by 01:30. In centro last call is 02:00 and venues close by 02:30.",
  ],
  [
    "Hours",
    "Are there late-night exceptions?",
    "Extensions have only been allowed on 25 and 31 December, with a temporary licence.",
  ],
  [
    "Hours",
    "When do beach clubs open?",
    "Most open around midday; check each club's page for the hours we could confirm.",
  ],
  [
    "Hours",
    "Do parties start on time?",
    "Doors open on time, but dance floors fill up later in the night.",
  ],
  [
    "Hours",
    "Which time zone is Tulum in?",
    "America/Cancun, UTC-5 all year: Quintana Roo does not use daylight saving time.",
  ],
  [
    "Hours",
    "Is Los Cabos on the same time?",
    "No. San Jose del Cabo is UTC-7 all year, two hours behind Tulum.",
  ],
  [
    "Tickets",
    "Where do I buy tickets?",
    "Use the ticket link on each event page. We link to the organiser's official seller.",
  ],
  [
    "Tickets",
    "Can I buy at the door?",
    "Sometimes, often at a higher price. Popular nights sell out.",
  ],
  [
    "Tickets",
    "Are tickets refundable?",
    "That depends on the organiser; read their terms before buying.",
  ],
  [
    "Tickets",
    "How do I spot fake tickets?",
    "Buy from the official sellers linked on the event page, never from strangers online.",
  ],
  ["Tickets", "Do I need ID?", "Yes. Carry a photo ID; venues check age at the door."],
  [
    "Tables",
    "How do I book a table?",
    "Tap BOOK A TABLE: a person from our concierge answers on WhatsApp.",
  ],
  [
    "Tables",
    "What is a minimum spend?",
    "An amount you agree to spend on food and drink for a table or bed.",
  ],
  [
    "Tables",
    "Do beach clubs still charge for beach access?",
    "Since 2025 several Tulum hotels and beach clubs dropped cover and minimums for beach access.",
  ],
  [
    "Tables",
    "Is a deposit required?",
    "Often a part is prepaid and credited to your bill. Ask before you confirm.",
  ],
  [
    "Tables",
    "Can I change my booking?",
    "Message the concierge as early as possible; changes depend on the venue.",
  ],
  [
    "Getting there",
    "How do I get to the beach clubs?",
    "They line the Tulum-Boca Paila coastal road; taxis and bikes are common.",
  ],
  [
    "Getting there",
    "How far is the jungle from the beach?",
    "Jungle venues can be 10 to 30 minutes away by car; plan your ride back.",
  ],
  [
    "Getting there",
    "Is there parking?",
    "Limited along the beach road; a taxi is usually easier at night.",
  ],
  [
    "Getting there",
    "How do I get from Cancun airport?",
    "Shuttles, private transfers and buses run to Tulum; allow about two hours.",
  ],
  [
    "Getting there",
    "Can I reach Isla Mujeres at night?",
    "Ferries run from Cancun; check the last return before a boat party.",
  ],
  [
    "Money",
    "Which currency should I use?",
    "Pesos are accepted everywhere; dollars sometimes, at a worse rate.",
  ],
  ["Money", "Do venues take cards?", "Most do. Carry some cash for taxis and cenote entrances."],
  ["Money", "How much should I tip?", "Ten to fifteen percent is usual for table service."],
  [
    "Money",
    "Are prices on this site final?",
    "No. Prices change; the organiser's page is the final word.",
  ],
  [
    "Safety",
    "Is nightlife in Tulum safe?",
    "Use common sense: stay with friends, watch your drink, use registered taxis.",
  ],
  [
    "Safety",
    "What should I do if I lose my group?",
    "Agree a meeting point and time before the night starts.",
  ],
  [
    "Safety",
    "Is the sea safe at night?",
    "No swimming after dark; currents and visibility make it dangerous.",
  ],
  ["Safety", "Can I bring my own drinks?", "Venues do not allow outside drinks."],
  [
    "Music & dress",
    "What music will I hear?",
    "Mostly house and techno, with Afro, organic and melodic styles.",
  ],
  [
    "Music & dress",
    "Is there a dress code?",
    "Rarely strict. Smart casual and comfortable shoes work almost everywhere.",
  ],
  ["Music & dress", "Can I request a song?", "These are DJ-led nights; enjoy the journey."],
  ["Music & dress", "Who plays this week?", "See the DJ schedule for sets by day and time."],
];
for (const [i, [category, question, answer]] of FAQS.entries()) {
  add("faqs", `faq-${i + 1}`, question, { category }, `<p>${answer}</p>`);
}

// Activities, links, home content, Q&A.
const ACTIVITIES = [
  "Cenote swim",
  "Sunrise yoga",
  "Ruins at dawn",
  "Bike the beach road",
  "Mezcal tasting",
  "Boat trip to Isla Mujeres",
];
for (const [i, title] of ACTIVITIES.entries()) {
  const [c1, c2] = colours(i);
  add("activities", title.toLowerCase().replace(/\s+/g, "-"), title, {
    description: `${title}: a daytime plan between nights out.`,
    main_image: svg(`activity-${i + 1}.svg`, title, c1, c2),
  });
}
const LINKS: [string, string, string][] = [
  [`${P}`, "Tonight's parties", "/"],
  [`${P}-tickets`, "Official tickets", `/brands/zamna-${P}`],
  [`${P}-tables`, "Book a table", "/"],
  [`${P}-calendar`, "Party calendar", `/${P}-party-mexico-event-calendar`],
  [`${P}-djs`, "Who plays tonight", `/${P}-dj-schedule`],
  [`zamna-${P}-official-sellers`, "Zamna verified sellers", `/brands/zamna-${P}`],
];
for (const [i, [slug, text, link]] of LINKS.entries()) {
  const [c1, c2] = colours(i);
  add("links", slug, text, {
    image: svg(`link-${i + 1}.svg`, text, c1, c2, 600, 600),
    text,
    caption: link,
  });
}
add(
  "home-contents",
  "home-hero",
  "Tulum nights, sorted",
  {
    image: svg("home-hero.svg", "Tulum nights, sorted", "#0f766e", "#f59e0b"),
    link: `/${P}-party-mexico-event-calendar`,
    primary_color: "#0f766e",
    secondary_color: "#f59e0b",
  },
  "<p>Parties, clubs and DJs across the coast, with a human concierge a tap away.</p>",
);
const QAS: [string, string, string][] = [
  [
    `${P}-closing-hours`,
    "What time do parties end?",
    "Coastal-zone venues stop music at 01:00 and close by 01:30.",
  ],
  [
    `${P}-dress`,
    "What should I wear?",
    "Light, comfortable clothes and shoes you can walk on sand with.",
  ],
  [
    `${P}-tables`,
    "How do tables work?",
    "A minimum spend is agreed in advance; the concierge helps you choose.",
  ],
  [
    `${P}-getting-there`,
    "How do I get to jungle events?",
    "Book a ride both ways; some events run shuttles.",
  ],
  [`${P}-time-zone`, "What time zone is Tulum?", "UTC-5 all year (America/Cancun)."],
];
for (const [slug, question, answer] of QAS) {
  add("ai-qas", slug, question, { question, answer, json: "" });
}

// Editorial pages without a type of their own (about, contact, concierge, ...).
const PAGES: [string, string, string, string][] = [
  [
    "about",
    "About Tulum Party",
    "An independent guide to nights out on the Mexican Caribbean coast.",
    "<p>We are a small team of locals and long-stayers who go out, check the details and write them down: which nights are on, where they are, and what to expect at the door.</p><p>Where we could not confirm a fact, such as a price or an address, we say so instead of guessing.</p>",
  ],
  [
    "community",
    "Community",
    "Promoters, DJs, photographers and the people who make the nights.",
    "<p>Send us your party, your photos or a correction. Every listing is checked by a person before it goes up.</p>",
  ],
  [
    "contact",
    "Contact",
    "Talk to a person: WhatsApp for tables and plans, Instagram for everything else.",
    "<p>The fastest way to reach us is WhatsApp. We answer in English and Spanish, usually within minutes in the evening.</p>",
  ],
  [
    `${P}-concierge-services`,
    "Travel and concierge",
    "Tables, transfers and plans for your nights, arranged by a person on WhatsApp.",
    "<p>Tell us your dates and your group, and we suggest the nights that fit, hold tables and arrange rides back along the beach road.</p><h2>What we arrange</h2><ul><li>Tables and beds at clubs and beach clubs</li><li>Transfers to jungle venues and back</li><li>Group plans for birthdays and bachelor parties</li></ul>",
  ],
  [
    `${P}-wedding-planners`,
    "Wedding planners",
    "After-parties, sunset sessions and DJs for weddings on the coast.",
    "<p>We connect couples and planners with DJs, venues and after-party spaces that respect the local closing hours.</p>",
  ],
];
for (const [i, [slug, title, summary, html]] of PAGES.entries()) {
  const [c1, c2] = colours(i + 1);
  add("pages", slug, title, { summary, cover: svg(`page-${slug}.svg`, title, c1, c2) }, html);
}

// Photo galleries.
for (let g = 0; g < 3; g++) {
  const names = Array.from({ length: 8 }, (_, i) => {
    const [c1, c2] = colours(g * 3 + i);
    return svg(`photo-${g + 1}-${i + 1}.svg`, `Night ${g + 1}, photo ${i + 1}`, c1, c2);
  });
  add(
    "photo-galleries",
    ["full-moon-night", "jungle-disco-night", "beach-day"][g] ?? `gallery-${g}`,
    ["Full Moon Night", "Jungle Disco Night", "Beach Day"][g] ?? "Gallery",
    {
      photos: names,
      caption: "Photos from the dance floor, shared by the people who were there.",
      date: day(-7 * (g + 1)),
    },
  );
}
// Link-in-bio cards for the community page.
const COMMUNITY_LINKS: [string, string, string][] = [
  ["community-instagram", "Our Instagram", "https://www.instagram.com/tulum.party/"],
  ["community-calendar", "Submit your party", "/contact"],
  ["community-djs", "Who plays this week", `/${P}-dj-schedule`],
];
for (const [i, [slug, text, target]] of COMMUNITY_LINKS.entries()) {
  const [c1, c2] = colours(i + 4);
  add("links", slug, text, {
    image: svg(`community-link-${i + 1}.svg`, text, c1, c2, 600, 600),
    text,
    caption: target,
  });
}

const METAFIELDS: Record<string, [string, string, string?][]> = {
  parties: [
    ["date", "date"],
    ["start_time", "text"],
    ["caption", "text"],
    ["tickets_link", "text"],
    ["reservations_link", "text"],
    ["event_link", "text"],
    ["extra_content", "html-textarea"],
    ["lineup", "text"],
    ["primary_color", "color"],
    ["secondary_color", "color"],
    ["main_image", "file"],
    ["show_in_main_page", "switch"],
    ["hide_from_calendar", "switch"],
    ["video", "text"],
    ["videoid", "text"],
    ["brand", "object", "brands"],
    ["venue", "object", "venues"],
    ["artist", "objects", "artists"],
    ["image_url", "text"],
    ["magicEvent", "switch"],
  ],
  "mini-parties": [
    ["magicEvent", "switch"],
    ["image_url", "text"],
    ["show_in_calendar", "switch"],
    ["date", "date"],
    ["start_time", "text"],
    ["primary_color", "color"],
    ["secondary_color", "color"],
  ],
  festivals: [
    ["parties", "objects", "parties"],
    ["main_image", "file"],
    ["caption", "text"],
  ],
  venues: [
    ["tags", "text"],
    ["code", "text"],
    ["description", "html-textarea"],
    ["main_image", "file"],
    ["video", "text"],
  ],
  brands: [
    ["description", "html-textarea"],
    ["logo", "file"],
    ["main_image", "file"],
    ["video", "text"],
    ["instagram_profile", "text"],
    ["past_parties", "objects", "parties"],
  ],
  artists: [
    ["genere", "text"],
    ["headline", "text"],
    ["short", "text"],
    ["spotify_listeners", "number"],
    ["spotify_id", "text"],
    ["videoid", "text"],
    ["videotitle", "text"],
    ["videocaption", "text"],
    ["main_image", "file"],
    ["soundcloud", "text"],
    ["flag", "text"],
    ["primary_color", "color"],
    ["secondary_color", "color"],
    ["parties", "objects", "parties"],
    ["instagram", "text"],
    ["caption", "text"],
  ],
  tv: [
    ["featured", "object", "videos"],
    ["suggestions", "objects", "videos"],
    ["artist", "object", "artists"],
  ],
  "artist-highlights": [
    ["main_image", "text"],
    ["djschedule", "text"],
  ],
  "dj-schedule": [
    ["event_link", "text"],
    ["event_name", "text"],
    ["artist_link", "text"],
    ["date", "date"],
    ["start_time", "text"],
    ["highlight", "switch"],
    ["caption", "text"],
    ["image_url", "text"],
    ["genre", "text"],
  ],
  "nye-dj-schedule": [
    ["main_image", "text"],
    ["link", "text"],
    ["date", "date"],
    ["start_time", "text"],
  ],
  articles: [
    ["caption", "text"],
    ["cover", "file"],
    ["summary", "textarea"],
    ["soundcloud", "text"],
    ["instagram", "text"],
    ["genere", "text"],
    ["primary_color", "color"],
    ["secondary_color", "color"],
    ["created_by", "text"],
  ],
  faqs: [["category", "text"]],
  activities: [
    ["description", "text"],
    ["main_image", "file"],
  ],
  videos: [
    ["videoid", "text"],
    ["klass", "text"],
    ["caption", "text"],
    ["main_image", "file"],
    ["short", "switch"],
  ],
  links: [
    ["image", "file"],
    ["text", "text"],
    ["caption", "text"],
  ],
  "home-contents": [
    ["image", "file"],
    ["link", "text"],
    ["primary_color", "color"],
    ["secondary_color", "color"],
  ],
  "ai-qas": [
    ["question", "text"],
    ["answer", "textarea"],
    ["json", "json"],
  ],
  pages: [
    ["summary", "textarea"],
    ["cover", "file"],
  ],
  "photo-galleries": [
    ["photos", "files"],
    ["caption", "text"],
    ["date", "date"],
  ],
};
const SAME_SHAPE: Record<string, string> = {
  "isla-parties": "parties",
  "cabo-parties": "parties",
  "beach-clubs": "venues",
  "cancun-clubs": "venues",
  "playa-del-carmen-clubs": "venues",
};
const typeSlugs = [...Object.keys(METAFIELDS), ...Object.keys(SAME_SHAPE)];
const object_types = typeSlugs.map((slug) => ({
  slug,
  title: slug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase()),
  metafields: (METAFIELDS[slug] ?? METAFIELDS[SAME_SHAPE[slug] ?? ""] ?? []).map(
    ([key, type, object_type]) => (object_type ? { key, type, object_type } : { key, type }),
  ),
}));

// Text values "media:NAME" name a file of this bucket; the emulator turns them into its media URLs.
const bucket = {
  bucket: { slug: "tulum-party-demo", title: "Tulum Party demo content" },
  dates_relative_to: ANCHOR,
  media_folder: "media",
  object_types,
  objects,
  media,
};

writeFileSync(join(OUT, "bucket.json"), `${JSON.stringify(bucket, null, 1)}\n`);
console.info(`wrote ${objects.length} objects and ${media.length} media files to ${OUT}`);
