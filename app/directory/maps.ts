import type { DirectoryRecord } from "./schema.ts";

/** A plain "Open in Maps" link that works on every phone, with or without coordinates. */
export function mapsLink(record: DirectoryRecord): string | null {
  const { latitude, longitude, placeId, mapEmbed, address } = record.directions;
  const query =
    latitude !== null && longitude !== null ? `${latitude},${longitude}` : mapEmbed || address;
  if (!query) return null;
  const params = new URLSearchParams({ api: "1", query });
  if (placeId) params.set("query_place_id", placeId);
  return `https://www.google.com/maps/search/?${params}`;
}

export function fullAddress(record: DirectoryRecord): string {
  return [record.address, record.postalCode, record.addressRegion, "Mexico"]
    .filter(Boolean)
    .join(", ");
}
