import type { MusicEvent, WithContext } from "schema-dts";
import { PRODUCT_NAME } from "#app/config/site.ts";
import type { DirectoryRecord } from "#app/directory/schema.ts";
import type { EventStatus, Party } from "#app/domain/content-types.ts";
import { areaNameOf } from "#app/domain/party-paths.ts";

const EVENT_STATUS = {
  scheduled: "https://schema.org/EventScheduled",
  "sold-out": "https://schema.org/EventScheduled",
  cancelled: "https://schema.org/EventCancelled",
  postponed: "https://schema.org/EventPostponed",
  rescheduled: "https://schema.org/EventRescheduled",
} as const satisfies Record<EventStatus, string>;

/**
 * A party's page: Google's event rich result (name, startDate, location required). A cancelled,
 * postponed or rescheduled party says so (a rescheduled one with the start it had before); a
 * sold-out one keeps its status and offers no more tickets; one that has ended keeps the event
 * and its status, and no offer claims tickets in stock.
 */
export function musicEvent(input: {
  party: Party;
  venue: DirectoryRecord | null;
  description: string;
  startDate: string;
  /** When it ends (its end time, else the default length), as startDate is written. */
  endDate?: string;
  /** A rescheduled party's former start, as startDate is written. */
  previousStartDate?: string;
  url: string;
  /** The party is over (its end has passed). */
  ended?: boolean;
}): WithContext<MusicEvent> {
  const { party, venue } = input;
  const soldOut = party.status === "sold-out";
  // Nothing is on offer for a party that is over or cancelled.
  const offered = !input.ended && party.status !== "cancelled" && (party.ticketsLink || soldOut);
  return {
    "@context": "https://schema.org",
    "@type": "MusicEvent",
    name: party.title,
    description: input.description,
    startDate: input.startDate,
    ...(input.endDate ? { endDate: input.endDate } : {}),
    eventStatus: EVENT_STATUS[party.status],
    ...(party.status === "rescheduled" && input.previousStartDate
      ? { previousStartDate: input.previousStartDate }
      : {}),
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
        addressLocality: areaNameOf(party),
        addressRegion: venue?.addressRegion || "Quintana Roo",
        addressCountry: "MX",
      },
    },
    ...(party.artists.length > 0
      ? { performer: party.artists.map((artist) => ({ "@type": "Person", name: artist.title })) }
      : {}),
    ...(party.brand ? { organizer: { "@type": "Organization", name: party.brand.title } } : {}),
    ...(offered
      ? {
          offers: {
            "@type": "Offer",
            url: party.ticketsLink || input.url,
            availability: soldOut ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
          },
        }
      : {}),
  };
}
