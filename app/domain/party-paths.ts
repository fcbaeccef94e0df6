import { AREAS, type AreaSlug, DEFAULT_TIME_ZONE, PATHS } from "#app/config/site.ts";
import type { Party } from "#app/domain/content-types.ts";
import { foldText } from "./slug.ts";

/** Where a party's page lives: Isla and Cabo parties have their own area paths. */
export function partyPath(party: Pick<Party, "kind" | "slug">): string {
  if (party.kind === "isla-parties") return PATHS.islaEvent(party.slug);
  if (party.kind === "cabo-parties") return PATHS.caboEvent(party.slug);
  return PATHS.event(party.slug);
}

export type EventKind = "parties" | "cabo-parties" | "isla-parties";

/**
 * The area a party happens in: Isla Mujeres and Cabo have types of their own; a party of the
 * other types is where its `area` metafield says, else in Cancun or Playa del Carmen when its
 * title names the city ("Night @ Coco Bongo Cancun"), else in the destination.
 */
export function partyArea(
  kind: Party["kind"],
  area: AreaSlug | undefined,
  title: string,
): AreaSlug {
  if (kind === "isla-parties") return "isla-mujeres";
  if (kind === "cabo-parties") return "san-jose-cabo";
  if (area) return area;
  const folded = foldText(title);
  if (folded.includes("cancun")) return "cancun";
  if (folded.includes("playa del carmen")) return "playa-del-carmen";
  return "tulum";
}

/** The zone a party's times are in: Cabo's own, otherwise the destination's. */
export function timeZoneFor(kind: Party["kind"]): string {
  return kind === "cabo-parties" ? AREAS["san-jose-cabo"].timeZone : DEFAULT_TIME_ZONE;
}

/** The name of the area a party happens in ("Cancun" for a Cancun night of the `parties` type). */
export function areaNameOf(party: Pick<Party, "area">): string {
  return AREAS[party.area].name;
}
