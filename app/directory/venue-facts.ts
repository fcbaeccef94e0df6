import type { Venue } from "#app/domain/content-types.ts";
import type { DirectoryRecord } from "./schema.ts";

/**
 * What a visitor needs to know to go to a venue, from Cosmic's metafields where an editor gave
 * them and from the static directory otherwise. Unknown facts are empty (or null): pages leave
 * them out rather than say "not confirmed".
 */
export interface VenueFacts {
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** True when the position is estimated (from a km marker), not surveyed. */
  approximate: boolean;
  placeId: string;
  openingHours: string;
  daysOpen: number[];
  priceLevel: number | null;
  minAge: number | null;
  dressCode: string;
  music: string[];
  goodFor: string[];
}

const tagValues = (record: DirectoryRecord | null, label: string) =>
  (record?.tags ?? []).filter((tag) => tag.label === label).map((tag) => tag.value);

/** The directory's street address, with its postal code and region. */
export function directoryAddress(record: DirectoryRecord): string {
  return [record.address, record.postalCode, record.addressRegion, "Mexico"]
    .filter(Boolean)
    .join(", ");
}

export function venueFacts(record: DirectoryRecord | null, venue: Venue | null): VenueFacts {
  const cms = venue?.facts;
  const cmsPosition = cms?.latitude != null && cms.longitude != null;
  return {
    address: cms?.address || (record?.address ? directoryAddress(record) : ""),
    latitude: cmsPosition ? cms.latitude : (record?.directions.latitude ?? null),
    longitude: cmsPosition ? cms.longitude : (record?.directions.longitude ?? null),
    approximate: cmsPosition ? false : (record?.directions.approximate ?? false),
    placeId: record?.directions.placeId ?? "",
    openingHours: cms?.openingHours || record?.openingHours || "",
    daysOpen: cms?.daysOpen.length ? cms.daysOpen : (record?.daysOpen ?? []),
    priceLevel: cms?.priceLevel ?? record?.priceLevel ?? null,
    minAge: cms?.minAge ?? null,
    dressCode: cms?.dressCode || tagValues(record, "DRESS").join(", "),
    music: tagValues(record, "MUSIC"),
    goodFor: tagValues(record, "GOOD FOR"),
  };
}

/**
 * An "Open in Maps" link that works on every phone: the position when known (with the place id),
 * else the address with the venue's name, else none.
 */
export function mapsLinkOf(facts: VenueFacts, name: string): string | null {
  const query =
    facts.latitude !== null && facts.longitude !== null
      ? `${facts.latitude},${facts.longitude}`
      : facts.address
        ? `${name}, ${facts.address}`
        : "";
  if (!query) return null;
  const params = new URLSearchParams({ api: "1", query });
  if (facts.placeId) params.set("query_place_id", facts.placeId);
  return `https://www.google.com/maps/search/?${params}`;
}
