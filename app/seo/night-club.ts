import type { NightClub, WithContext } from "schema-dts";
import { PRODUCT_NAME } from "#app/config/site.ts";
import type { DirectoryRecord } from "#app/directory/schema.ts";
import type { Image } from "#app/domain/content-types.ts";
import { formatPriceLevel } from "#app/domain/venue-paths.ts";
import { instagramProfile } from "./instagram.ts";

/** A club's page: the directory record's facts (address, coordinates, hours, price). */
export function nightClub(input: {
  name: string;
  url: string;
  description: string;
  areaName: string;
  image: Image | null;
  record: DirectoryRecord | null;
}): WithContext<NightClub> {
  const { record } = input;
  const { latitude, longitude } = record?.directions ?? { latitude: null, longitude: null };
  return {
    "@context": "https://schema.org",
    "@type": "NightClub",
    name: input.name,
    url: input.url,
    description: input.description,
    ...(input.image ? { image: input.image.url } : {}),
    address: {
      "@type": "PostalAddress",
      ...(record?.address ? { streetAddress: record.address } : {}),
      ...(record?.postalCode ? { postalCode: record.postalCode } : {}),
      addressLocality: input.areaName.startsWith(PRODUCT_NAME) ? PRODUCT_NAME : input.areaName,
      addressRegion: record?.addressRegion || "Quintana Roo",
      addressCountry: "MX",
    },
    ...(latitude !== null && longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude, longitude } }
      : {}),
    ...(record?.priceLevel ? { priceRange: formatPriceLevel(record.priceLevel) } : {}),
    ...(record?.openingHours ? { openingHours: record.openingHours } : {}),
    ...(record?.socials.instagram ? { sameAs: instagramProfile(record.socials.instagram) } : {}),
  };
}
