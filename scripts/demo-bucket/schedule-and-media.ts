import type { DemoBuilder } from "./builder.ts";
import { P } from "./builder.ts";
import type { BucketObject } from "./factories.ts";

/** DJ sets over the next ten days (at the regular parties) and the New Year schedule. */
export function addDjSchedules(b: DemoBuilder, artists: BucketObject[], parties: BucketObject[]) {
  for (let i = 0; i < 36; i++) {
    const artist = artists[(i * 3) % artists.length];
    const party = parties[5 + (i % 30)];
    if (!artist || !party) continue;
    b.add("dj-schedule", `set-${i + 1}-${artist.slug}`, `${artist.title} at ${party.title}`, {
      event_link: `/event/${party.slug}`,
      event_name: party.title,
      artist_link: `/djs/${artist.slug}`,
      date: b.day(Math.floor(i / 4)),
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
    b.add("nye-dj-schedule", `nye-set-${i + 1}`, `${artist.title} New Year set`, {
      main_image: `media:artist-${artist.slug}.svg`,
      link: `/djs/${artist.slug}`,
      date: b.day(-1 + (i % 2)),
      start_time: ["22:00", "23:30", "01:00"][i % 3],
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
