import { PATHS } from "#app/config/site.ts";
import type { VenueKind } from "#app/domain/cms-types.ts";
import { VENUE_AREAS } from "#app/domain/content-types.ts";

/** Where a venue's page lives: destination clubs and beach clubs share the clubs path. */
export function venuePath(kind: VenueKind, slug: string): string {
  const area = VENUE_AREAS[kind];
  if (area === "cancun") return PATHS.cancunClub(slug);
  if (area === "playa-del-carmen") return PATHS.playaClub(slug);
  return PATHS.club(slug);
}

/** Price level 1-4 as "$" to "$$$$". */
export function formatPriceLevel(level: number | null): string {
  return level && level >= 1 && level <= 4 ? "$".repeat(level) : "";
}
