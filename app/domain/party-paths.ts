import { AREAS, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import type { Party } from "#app/domain/content-types.ts";

/** Where a party's page lives: Isla and Cabo parties have their own area paths. */
export function partyPath(party: Pick<Party, "kind" | "slug">): string {
  if (party.kind === "isla-parties") return PATHS.islaEvent(party.slug);
  if (party.kind === "cabo-parties") return PATHS.caboEvent(party.slug);
  return PATHS.event(party.slug);
}

export type EventKind = "parties" | "cabo-parties" | "isla-parties";

/** The area a party happens in, by its CMS type. */
export function areaNameOf(kind: Party["kind"]): string {
  if (kind === "isla-parties") return AREAS["isla-mujeres"].name;
  if (kind === "cabo-parties") return AREAS["san-jose-cabo"].name;
  return PRODUCT_NAME;
}
