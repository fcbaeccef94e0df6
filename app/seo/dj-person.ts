import type { Person, WithContext } from "schema-dts";
import type { Artist } from "#app/domain/content-types.ts";
import { instagramProfile } from "./instagram.ts";

export function djPerson(artist: Artist, url: string): WithContext<Person> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: artist.title,
    url,
    jobTitle: "DJ",
    ...(artist.image ? { image: artist.image.url } : {}),
    ...(artist.genre ? { knowsAbout: artist.genre } : {}),
    ...(artist.instagram ? { sameAs: instagramProfile(artist.instagram) } : {}),
  };
}
