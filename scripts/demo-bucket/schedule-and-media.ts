import type { DemoBuilder } from "./builder.ts";
import { P } from "./builder.ts";
import type { BucketObject } from "./factories.ts";

/** Minutes after midnight of an HH:MM time, and back (wrapping past midnight). */
const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};
const timeOf = (minutes: number) => {
  const wrapped = minutes % (24 * 60);
  return `${String(Math.floor(wrapped / 60)).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`;
};

/**
 * DJ sets at the coming regular parties, the way an editor who checks would enter them: one per
 * DJ of the party's lineup, on the party's date (a set after midnight keeps the night's date), the
 * first at the party's start, the next two hours later (sooner when the party ends sooner); none at a cancelled or postponed party
 * (`npm run bucket:check` lists what breaks these rules). Then the New Year schedule.
 */
export function addDjSchedules(b: DemoBuilder, artists: BucketObject[], parties: BucketObject[]) {
  const artistById = new Map(artists.map((artist) => [artist.id, artist]));
  let count = 0;
  for (const party of parties.slice(5, 25)) {
    const m = party.metadata;
    if (m.event_status === "cancelled" || m.event_status === "postponed") continue;
    const start = typeof m.start_time === "string" ? minutesOf(m.start_time) : 22 * 60;
    const lineup = (Array.isArray(m.artist) ? m.artist : []).flatMap((id) => {
      const artist = typeof id === "string" ? artistById.get(id) : undefined;
      return artist ? [artist] : [];
    });
    // Two hours a set, or the party's known length shared out in half hours.
    const length =
      typeof m.end_time === "string" ? (minutesOf(m.end_time) - start + 24 * 60) % (24 * 60) : 0;
    const step = length
      ? Math.min(120, Math.floor(length / Math.max(lineup.length, 1) / 30) * 30)
      : 120;
    for (const [j, artist] of lineup.entries()) {
      count++;
      b.add("dj-schedule", `set-${count}-${artist.slug}`, `${artist.title} at ${party.title}`, {
        event_link: `/event/${party.slug}`,
        event_name: party.title,
        artist_link: `/djs/${artist.slug}`,
        date: m.date,
        start_time: timeOf(start + j * step),
        highlight: count % 5 === 1,
        caption: `${artist.title} plays ${String(artist.metadata.genere).toLowerCase()}.`,
        image_url: `media:artist-${artist.slug}.svg`,
        genre: artist.metadata.genere,
      });
      b.translate("dj-schedule", `set-${count}-${artist.slug}`, "es", {
        title: `${artist.title} en ${party.title}`,
        content: "",
        metadata: {
          caption: `${artist.title} toca ${String(artist.metadata.genere).toLowerCase()}.`,
        },
      });
    }
  }
  for (let i = 0; i < 6; i++) {
    const artist = artists[i * 2];
    if (!artist) continue;
    b.add("nye-dj-schedule", `nye-set-${i + 1}`, `${artist.title} New Year set`, {
      main_image: `media:artist-${artist.slug}.svg`,
      link: `/djs/${artist.slug}`,
      date: b.day(-1 + (i % 2)),
      start_time: ["22:00", "23:30", "01:00"][i % 3],
    });
    b.translate("nye-dj-schedule", `nye-set-${i + 1}`, "es", {
      title: `${artist.title}: set de Año Nuevo`,
      content: "",
    });
  }
}

/** Videos, the TV page's item and two artist highlights. */
export function addVideos(b: DemoBuilder, artists: BucketObject[]) {
  const videos: BucketObject[] = [];
  for (let i = 0; i < 8; i++) {
    videos.push(
      b.add("videos", `demo-video-${i + 1}`, `Jungle Session ${i + 1}`, {
        videoid: "",
        klass: i % 2 === 0 ? "sets" : "venues",
        caption: `A short film from night ${i + 1} of the season.`,
        main_image: b.poster(`video-${i + 1}.svg`, `Session ${i + 1}`, b.colours(i)),
        short: i >= 5,
      }),
    );
    b.translate("videos", `demo-video-${i + 1}`, "es", {
      title: `Sesión en la selva ${i + 1}`,
      content: "",
      metadata: { caption: `Un corto de la noche ${i + 1} de la temporada.` },
    });
  }
  b.add("tv", `${P}-tv`, "Tulum TV", {
    featured: videos[0]?.id ?? "",
    suggestions: videos.slice(1, 5).map((v) => v.id),
    artist: artists[0]?.id ?? "",
  });
  for (let i = 0; i < 2; i++) {
    const artist = artists[i + 4];
    b.add("artist-highlights", `highlight-${i + 1}`, `Highlight: ${artist?.title}`, {
      main_image: `media:artist-${artist?.slug}.svg`,
      djschedule: artist?.slug ?? "",
    });
    b.translate("artist-highlights", `highlight-${i + 1}`, "es", {
      title: `Destacado: ${artist?.title}`,
      content: "",
    });
  }
}

export function addPhotoGalleries(b: DemoBuilder) {
  const galleries = [
    ["full-moon-night", "Full Moon Night"],
    ["jungle-disco-night", "Jungle Disco Night"],
    ["beach-day", "Beach Day"],
  ];
  for (const [g, [slug, title]] of galleries.entries()) {
    const photos = Array.from({ length: 8 }, (_, i) =>
      b.poster(
        `photo-${g + 1}-${i + 1}.svg`,
        `Night ${g + 1}, photo ${i + 1}`,
        b.colours(g * 3 + i),
      ),
    );
    b.add("photo-galleries", slug ?? `gallery-${g}`, title ?? "Gallery", {
      photos,
      caption: "Photos from the dance floor, shared by the people who were there.",
      date: b.day(-7 * (g + 1)),
    });
  }
}
