import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AREAS } from "#app/config/site.ts";
import { localDate, localWallTime } from "#app/domain/dates.ts";
import { endOfNight, tonightIn, whenNights } from "#app/domain/time/index.ts";
import {
  createDemoBuilder,
  type DemoBuilder,
  writeBuiltBucket,
} from "#scripts/demo-bucket/builder.ts";
import { addVenues } from "#scripts/demo-bucket/venues-and-people.ts";

/**
 * What the suites' own bucket holds, for their assertions: every title, name, slug and colour a
 * suite checks is one of these, never a demo-bucket string. Slugs and titles follow the CMS's
 * conventions the site reads (product.md#calls): a club's parties carry the club's slug in
 * theirs, a brand's parties carry the brand's name in their title, and the brand is one of the
 * production brands whose nights the brands page lists (BRAND_TITLE_PATTERN).
 */
export const SUITE_FIXTURE = {
  /** The brand's party at a directory club, three days ahead. */
  party: {
    slug: "tehmplo-eclipse-bonbonniere-tulum",
    title: "Tehmplo Eclipse @ Bonbonniere",
    primaryColor: "#7c3aed",
    daysAhead: 3,
  },
  /** At a directory club, with a ticket link. */
  ticketed: { slug: "marea-residency-bonbonniere-tulum", title: "Marea Residency @ Bonbonniere" },
  venue: "bonbonniere-tulum",
  brand: { slug: "tehmplo-tulum", title: "Tehmplo" },
  /** The brand's party of three weeks ago, at another directory club. */
  pastParty: {
    slug: "tehmplo-classic-papaya-playa-tulum",
    title: "Tehmplo Classic @ Papaya Playa",
    venue: "papaya-playa-tulum",
  },
  artists: [
    { slug: "marea-baja", title: "Marea Baja" },
    { slug: "kin-ortega", title: "Kin Ortega" },
  ],
  /** The first artist's set at the brand's party, after midnight: the DJ page shows its time. */
  djSet: { start: "01:30", end: "03:00" },
  /** In San Jose del Cabo, a zone two hours behind Tulum. */
  cabo: { slug: "cabo-gallery-night", title: "Gallery Night @ San Jose del Cabo" },
  /** A club's weekly night (one title on several dates) and a regular party at the same club. */
  weekly: {
    club: "papaya-playa-tulum",
    slug: "papaya-playa-tulum-weekly",
    title: "Lagoon Weekly @ Papaya Playa",
    dates: 3,
  },
  clubNight: { slug: "sunset-terrace-papaya-playa-tulum", title: "Sunset Terrace @ Papaya Playa" },
  article: {
    slug: "where-the-night-ends-in-tulum",
    title: "Where the night ends in Tulum",
    author: "Night desk",
  },
  /** Older articles, newest first: the article's "read next". */
  otherArticles: ["Sunset before the night", "A cenote after the party", "Cash, cards and tips"],
  /** By category, in the order the FAQ page shows them. */
  faqs: {
    Hours: [
      "When do clubs open?",
      "When do clubs close?",
      "Is there a last call?",
      "Are beach clubs open at night?",
    ],
    Safety: ["Is it safe to walk at night?", "Can I bring a camera to a club?"],
  },
  /** A set, a venue film and a short; the TV page features the first and suggests the others. */
  videos: [
    { slug: "marea-baja-live-set", title: "Marea Baja live set", klass: "sets", short: false },
    { slug: "bonbonniere-by-night", title: "Bonbonniere by night", klass: "venues", short: false },
    { slug: "first-drop", title: "First drop", klass: "sets", short: true },
  ],
  gallery: { slug: "eclipse-night-photos", title: "Eclipse night photos", photos: 5 },
  /**
   * Tonight, placed around the moment the bucket is written (the site reads the real clock): a
   * party on now at the fixture's club (started an hour ago, ends in two, with a price, an age
   * and a ticket link), another on now at another club, one that ended an hour ago at the
   * fixture's club, and one tomorrow night (after tonight ends at 06:00).
   */
  onNow: {
    slug: "night-shift-bonbonniere-tulum",
    title: "Night Shift @ Bonbonniere",
    price: "MXN 800-1,500",
    minAge: 21,
  },
  alsoOnNow: { slug: "late-signal-gitano-jungle-tulum", title: "Late Signal @ Gitano Jungle" },
  ended: { slug: "early-session-bonbonniere-tulum", title: "Tehmplo Early Session @ Bonbonniere" },
  tomorrow: { slug: "tide-tomorrow-papaya-playa-tulum", title: "Tide Tomorrow @ Papaya Playa" },
  /**
   * At a beach club this weekend (its first night not past), late enough to be on all night:
   * "this weekend at a beach club" always has a party to find.
   */
  weekendBeach: { slug: "weekend-tide-gitano-beach-tulum", title: "Weekend Tide @ Gitano Beach" },
  /** In Cancun, a flight away: every list labels it with its area. */
  cancun: { slug: "harbour-night-cancun", title: "Harbour Night @ Cancun Marina" },
  /** The facts editors keep on the fixture's club in Cosmic (they override the directory). */
  clubFacts: {
    address: "Avenida Coba Sur 48, Tulum Centro",
    latitude: 20.2071,
    longitude: -87.4656,
    opening_hours: "22:00-03:00",
    days_open: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    price_level: 3,
    dress_code: "Smart casual",
    min_age: 21,
  },
  /** A club with no facts in Cosmic or the directory: its page shows none, and no placeholder. */
  bareClub: "martina-tulum",
} as const;

/** A party's date and wall times around an instant: `from` and `to` minutes from now. */
function around(now: Date, from: number, to: number) {
  const zone = AREAS.tulum.timeZone;
  // A party still on starts within tonight's night: run between 06:00 and 07:00, an hour ago
  // was last night, and it would not be tonight's.
  const nightStart = endOfNight(now, zone) - 24 * 3_600_000;
  const at = now.getTime() + from * 60_000;
  const start = new Date(to > 0 ? Math.max(at, nightStart) : at);
  const end = new Date(now.getTime() + to * 60_000);
  return {
    date: localDate(start, zone),
    start_time: localWallTime(start, zone),
    end_time: localWallTime(end, zone),
  };
}

/**
 * The suites' own bucket, made with the demo bucket's builder: the directory's clubs and a few
 * objects of each kind whose every value a suite chose (SUITE_FIXTURE).
 */
export function writeSuiteBucket(now = new Date()): string {
  // Tonight's date by the one-night rule (until 06:00, last night's), as the emulator dates
  // relative buckets: after midnight the parties placed around now keep their night.
  const anchor = tonightIn(now, AREAS.tulum.timeZone);
  const b = createDemoBuilder(anchor);
  const venues = addVenues(b);
  const venueId = (slug: string) => venues.get(slug)?.id ?? "";
  const { party, ticketed, brand, pastParty, artists, cabo, weekly, clubNight } = SUITE_FIXTURE;
  const colours: [string, string] = [party.primaryColor, "#ec4899"];
  const brandObject = b.add("brands", brand.slug, brand.title, {
    description: `<p>${brand.title} plays the jungle.</p>`,
    logo: b.poster(`brand-${brand.slug}.svg`, brand.title, colours, 400, 400),
    main_image: b.poster(`brand-${brand.slug}-cover.svg`, brand.title, colours),
    video: "",
    instagram_profile: "",
    past_parties: [],
  });
  const artistObjects = artists.map((artist) =>
    b.add("artists", artist.slug, artist.title, {
      genere: "Techno",
      headline: "Techno selector",
      short: `${artist.title} plays techno.`,
      spotify_listeners: 4200,
      main_image: b.poster(`artist-${artist.slug}.svg`, artist.title, colours, 800, 800),
      flag: "MX",
      primary_color: colours[0],
      secondary_color: colours[1],
      parties: [],
    }),
  );
  const partyFields = (slug: string, title: string, daysAhead: number) => ({
    date: b.day(daysAhead),
    start_time: "23:00",
    caption: `${title.split(" @ ")[0]}: techno until late.`,
    tickets_link: "",
    reservations_link: "",
    event_link: "",
    extra_content: "",
    lineup: artists.map((artist) => artist.title).join(", "),
    primary_color: colours[0],
    secondary_color: colours[1],
    main_image: b.poster(`party-${slug}.svg`, title, colours),
    show_in_main_page: true,
    hide_from_calendar: false,
    video: "",
    videoid: "",
    brand: "",
    venue: venueId(SUITE_FIXTURE.venue),
    // Only the parties the artists list as theirs name them (both sides of the relation agree).
    artist: [],
    image_url: "",
    magicEvent: false,
  });
  const lineup = artistObjects.map((artist) => artist.id);
  const upcoming = [
    b.add(
      "parties",
      party.slug,
      party.title,
      {
        ...partyFields(party.slug, party.title, party.daysAhead),
        brand: brandObject.id,
        artist: lineup,
      },
      `<p>${party.title} opens the season.</p>`,
    ),
    b.add("parties", ticketed.slug, ticketed.title, {
      ...partyFields(ticketed.slug, ticketed.title, 2),
      artist: lineup,
      tickets_link: `https://tickets.example.com/${ticketed.slug}`,
    }),
  ];
  for (const artist of artistObjects) artist.metadata.parties = upcoming.map((p) => p.id);
  const [headliner] = artists;
  b.add(
    "dj-schedule",
    `set-${headliner.slug}-${party.slug}`,
    `${headliner.title} at ${party.title}`,
    {
      event_link: `/event/${party.slug}`,
      event_name: party.title,
      artist_link: `/djs/${headliner.slug}`,
      date: b.day(party.daysAhead),
      start_time: SUITE_FIXTURE.djSet.start,
      end_time: SUITE_FIXTURE.djSet.end,
      highlight: false,
      caption: `${headliner.title} closes the night.`,
      image_url: "",
      genre: "Techno",
    },
  );
  const past = b.add("parties", pastParty.slug, pastParty.title, {
    ...partyFields(pastParty.slug, pastParty.title, -21),
    brand: brandObject.id,
    venue: venueId(pastParty.venue),
  });
  brandObject.metadata.past_parties = [past.id];
  b.add("parties", clubNight.slug, clubNight.title, {
    ...partyFields(clubNight.slug, clubNight.title, 5),
    venue: venueId(weekly.club),
    artist: [],
    lineup: "",
  });
  b.add("cabo-parties", cabo.slug, cabo.title, {
    ...partyFields(cabo.slug, cabo.title, 4),
    venue: "",
    show_in_main_page: false,
  });
  for (let i = 0; i < weekly.dates; i++) {
    const image = b.poster(`weekly-${i}.svg`, weekly.title, colours);
    b.add("mini-parties", `${weekly.slug}-${i + 1}`, weekly.title, {
      magicEvent: true,
      image_url: `media:${image}`,
      show_in_calendar: true,
      date: b.day(1 + i * 7),
      start_time: "21:00",
      primary_color: colours[0],
      secondary_color: colours[1],
    });
  }
  addTonight(b, now, partyFields, venueId, brandObject.id);
  addEditorial(b, colours, artistObjects[0]?.id ?? "");
  const folder = mkdtempSync(join(tmpdir(), "suite-bucket-"));
  const file = join(folder, "bucket.json");
  writeBuiltBucket(b, {
    file,
    mediaFolder: join(folder, "media"),
    bucket: { slug: "suite-bucket" },
    anchor,
  });
  return file;
}

/** Tonight's parties (SUITE_FIXTURE.onNow ...), the Cancun party and the club's Cosmic facts. */
function addTonight(
  b: DemoBuilder,
  now: Date,
  fields: (slug: string, title: string, daysAhead: number) => Record<string, unknown>,
  venueId: (slug: string) => string,
  brandId: string,
) {
  const { onNow, alsoOnNow, ended, tomorrow, weekendBeach, cancun, clubFacts, venue } =
    SUITE_FIXTURE;
  const club = b.objects.find((object) => object.slug === venue);
  if (club) Object.assign(club.metadata, clubFacts);
  b.add("parties", onNow.slug, onNow.title, {
    ...fields(onNow.slug, onNow.title, 0),
    ...around(now, -60, 120),
    price: onNow.price,
    min_age: onNow.minAge,
    tickets_link: `https://tickets.example.com/${onNow.slug}`,
  });
  b.add("parties", alsoOnNow.slug, alsoOnNow.title, {
    ...fields(alsoOnNow.slug, alsoOnNow.title, 0),
    ...around(now, -30, 180),
    venue: venueId("gitano-jungle-tulum"),
    artist: [],
  });
  b.add("parties", ended.slug, ended.title, {
    ...fields(ended.slug, ended.title, 0),
    ...around(now, -300, -60),
    brand: brandId,
    tickets_link: `https://tickets.example.com/${ended.slug}`,
  });
  const tomorrowNight = localDate(
    new Date(endOfNight(now, AREAS.tulum.timeZone)),
    AREAS.tulum.timeZone,
  );
  b.add("parties", tomorrow.slug, tomorrow.title, {
    ...fields(tomorrow.slug, tomorrow.title, 0),
    date: tomorrowNight,
    start_time: "22:00",
    end_time: "02:00",
    venue: venueId("papaya-playa-tulum"),
    artist: [],
  });
  const zone = AREAS.tulum.timeZone;
  const tonight = tonightIn(now, zone);
  const friday = whenNights("weekend", now, zone)?.first ?? tonight;
  b.add("parties", weekendBeach.slug, weekendBeach.title, {
    ...fields(weekendBeach.slug, weekendBeach.title, 0),
    // The later of the two nights (YYYY-MM-DD sorts as text).
    date: [tonight, friday].sort()[1],
    start_time: "22:00",
    end_time: "05:59",
    venue: venueId("gitano-beach-tulum"),
    artist: [],
  });
  b.add("parties", cancun.slug, cancun.title, {
    ...fields(cancun.slug, cancun.title, 2),
    area: "cancun",
    venue: "",
    artist: [],
  });
}

/** Articles, FAQs, videos with the TV page's item, and a photo gallery. */
function addEditorial(b: DemoBuilder, colours: [string, string], featuredArtist: string) {
  const { article, otherArticles, faqs, videos, gallery } = SUITE_FIXTURE;
  const articles = [
    { slug: article.slug, title: article.title },
    ...otherArticles.map((title) => ({ slug: title.toLowerCase().replace(/\W+/g, "-"), title })),
  ];
  for (const [i, { slug, title }] of articles.entries()) {
    b.add(
      "articles",
      slug,
      title,
      {
        caption: `${title}, in short.`,
        cover: b.poster(`article-${slug}.svg`, title, colours),
        summary: `${title}: what to know before you go.`,
        soundcloud: "",
        instagram: "",
        genere: "Guide",
        primary_color: colours[0],
        secondary_color: colours[1],
        created_by: article.author,
      },
      "<p>Most clubs close at three.</p><h2>After hours</h2><p>Ask the concierge.</p>",
      -10 - i * 10,
    );
  }
  let faqNumber = 0;
  for (const [category, questions] of Object.entries(faqs)) {
    for (const question of questions) {
      faqNumber++;
      b.add("faqs", `faq-${faqNumber}`, question, { category }, `<p>${question} Ask us.</p>`);
    }
  }
  const videoIds = videos.map(
    ({ slug, title, klass, short }) =>
      b.add("videos", slug, title, {
        videoid: "",
        klass,
        caption: `${title}, filmed this season.`,
        main_image: b.poster(`video-${slug}.svg`, title, colours),
        short,
      }).id,
  );
  b.add("tv", "tulum-tv", "Tulum TV", {
    featured: videoIds[0] ?? "",
    suggestions: videoIds.slice(1),
    artist: featuredArtist,
  });
  const photos = Array.from({ length: gallery.photos }, (_, i) =>
    b.poster(`photo-${i + 1}.svg`, `${gallery.title}, photo ${i + 1}`, colours),
  );
  b.add("photo-galleries", gallery.slug, gallery.title, {
    photos,
    caption: "Photos from the dance floor.",
    date: b.day(-7),
  });
}
