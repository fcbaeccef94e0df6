import type { NightClub, WithContext } from "schema-dts";
import { PRODUCT_NAME } from "#app/config/site.ts";
import type { DirectoryRecord } from "#app/directory/schema.ts";
import { directoryAddress, type VenueFacts } from "#app/directory/venue-facts.ts";
import type { Image } from "#app/domain/content-types.ts";
import { formatPriceLevel } from "#app/domain/venue-paths.ts";
import { instagramProfile } from "./instagram.ts";

/** A club's page: its facts (address, coordinates, hours, price), Cosmic's over the directory's. */
export function nightClub(input: {
  name: string;
  url: string;
  description: string;
  areaName: string;
  image: Image | null;
  record: DirectoryRecord | null;
  facts: VenueFacts;
}): WithContext<NightClub> {
  const { record, facts } = input;
  const { latitude, longitude } = facts;
  // The directory's full address carries its postal code and region, which have fields of their own.
  const fromDirectory = record !== null && facts.address === directoryAddress(record);
  const street = fromDirectory ? record.address : facts.address || record?.address;
  return {
    "@context": "https://schema.org",
    "@type": "NightClub",
    name: input.name,
    url: input.url,
    description: input.description,
    ...(input.image ? { image: input.image.url } : {}),
    address: {
      "@type": "PostalAddress",
      ...(street ? { streetAddress: street } : {}),
      ...(record?.postalCode ? { postalCode: record.postalCode } : {}),
      addressLocality: input.areaName.startsWith(PRODUCT_NAME) ? PRODUCT_NAME : input.areaName,
      addressRegion: record?.addressRegion || "Quintana Roo",
      addressCountry: "MX",
    },
    ...(latitude !== null && longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude, longitude } }
      : {}),
    ...(facts.priceLevel ? { priceRange: formatPriceLevel(facts.priceLevel) } : {}),
    ...(facts.openingHours ? { openingHours: facts.openingHours } : {}),
    ...(record?.socials.instagram ? { sameAs: instagramProfile(record.socials.instagram) } : {}),
  };
}
