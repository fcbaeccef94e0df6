import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AREAS } from "#app/config/site.ts";
import { localDate } from "#app/domain/dates.ts";
import { createDemoBuilder, writeBuiltBucket } from "#scripts/demo-bucket/builder.ts";
import { addVenues } from "#scripts/demo-bucket/venues-and-people.ts";

/** What the event page suite's bucket holds, for its assertions. */
export const EVENT_FIXTURE = {
  party: {
    slug: "eclipse-opening-night",
    title: "Eclipse Opening @ Bonbonniere",
    primaryColor: "#7c3aed",
    daysAhead: 3,
  },
  /** At a directory club, with a ticket link. */
  ticketed: { slug: "marea-residency-night", title: "Marea Residency @ Bonbonniere" },
  venue: "bonbonniere-tulum",
  brand: { slug: "selva-sound-system", title: "Selva Sound System" },
  artists: [
    { slug: "marea-baja", title: "Marea Baja" },
    { slug: "kin-ortega", title: "Kin Ortega" },
  ],
} as const;

/**
 * The event page suite's own bucket, made with the demo bucket's builder: the directory's clubs,
 * one brand, two artists and two parties whose every value the suite chose.
 */
export function writeEventBucket(now = new Date()): string {
  const anchor = localDate(now, AREAS.tulum.timeZone);
  const b = createDemoBuilder(anchor);
  const venues = addVenues(b);
  const venue = venues.get(EVENT_FIXTURE.venue)?.id ?? "";
  const { party, ticketed, brand, artists } = EVENT_FIXTURE;
  const colours: [string, string] = [party.primaryColor, "#ec4899"];
  const brandObject = b.add("brands", brand.slug, brand.title, {
    description: `<p>${brand.title} plays the jungle.</p>`,
    logo: b.poster(`brand-${brand.slug}.svg`, brand.title, colours, 400, 400),
    main_image: b.poster(`brand-${brand.slug}-cover.svg`, brand.title, colours),
    video: "",
    instagram_profile: "",
    past_parties: [],
  });
  const artistIds = artists.map(
    (artist) =>
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
      }).id,
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
    venue,
    artist: artistIds,
    image_url: "",
    magicEvent: false,
  });
  b.add(
    "parties",
    party.slug,
    party.title,
    { ...partyFields(party.slug, party.title, party.daysAhead), brand: brandObject.id },
    `<p>${party.title} opens the season.</p>`,
  );
  b.add("parties", ticketed.slug, ticketed.title, {
    ...partyFields(ticketed.slug, ticketed.title, 2),
    tickets_link: `https://tickets.example.com/${ticketed.slug}`,
  });
  const folder = mkdtempSync(join(tmpdir(), "event-bucket-"));
  const file = join(folder, "bucket.json");
  writeBuiltBucket(b, {
    file,
    mediaFolder: join(folder, "media"),
    bucket: { slug: "event-suite" },
    anchor,
  });
  return file;
}
