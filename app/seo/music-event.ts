import type { MusicEvent, WithContext } from "schema-dts";
import { PRODUCT_NAME } from "#app/config/site.ts";
import type { DirectoryRecord } from "#app/directory/schema.ts";
import type { Party } from "#app/domain/content-types.ts";
import { areaNameOf } from "#app/domain/party-paths.ts";

/** A party's page: Google's event rich result (name, startDate, location required). */
export function musicEvent(input: {
  party: Party;
  venue: DirectoryRecord | null;
  description: string;
  startDate: string;
  url: string;
}): WithContext<MusicEvent> {
  const { party, venue } = input;
  return {
    "@context": "https://schema.org",
    "@type": "MusicEvent",
    name: party.title,
    description: input.description,
    startDate: input.startDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: input.url,
    ...(party.image ? { image: [party.image.url] } : {}),
    location: {
      "@type": "Place",
      name: venue?.name ?? party.venue?.title ?? PRODUCT_NAME,
      address: {
        "@type": "PostalAddress",
        ...(venue?.address ? { streetAddress: venue.address } : {}),
        ...(venue?.postalCode ? { postalCode: venue.postalCode } : {}),
        addressLocality: areaNameOf(party.kind),
        addressRegion: venue?.addressRegion || "Quintana Roo",
        addressCountry: "MX",
      },
    },
    ...(party.artists.length > 0
      ? { performer: party.artists.map((artist) => ({ "@type": "Person", name: artist.title })) }
      : {}),
    ...(party.brand ? { organizer: { "@type": "Organization", name: party.brand.title } } : {}),
    ...(party.ticketsLink
      ? {
          offers: {
            "@type": "Offer",
            url: party.ticketsLink,
            availability: "https://schema.org/InStock",
          },
        }
      : {}),
  };
}
