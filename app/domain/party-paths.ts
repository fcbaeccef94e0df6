import { type AreaSlug, areaName, PATHS, PRODUCT_SLUG } from "#app/config/site.ts";
import { CMS_TYPES, type EventKind } from "#app/domain/cms-types.ts";
import type { Party } from "#app/domain/content-types.ts";
import { foldText } from "./slug.ts";

/** Where a party's page lives: Isla and Cabo parties have their own area paths. */
export function partyPath(party: Pick<Party, "kind" | "slug">): string {
  if (party.kind === CMS_TYPES.islaParties) return PATHS.islaEvent(party.slug);
  if (party.kind === CMS_TYPES.caboParties) return PATHS.caboEvent(party.slug);
  return PATHS.event(party.slug);
}

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
  if (kind === CMS_TYPES.islaParties) return "isla-mujeres";
  if (kind === CMS_TYPES.caboParties) return "san-jose-cabo";
  if (area) return area;
  const folded = foldText(title);
  if (folded.includes("cancun")) return "cancun";
  if (folded.includes("playa del carmen")) return "playa-del-carmen";
  return "tulum";
}

const EVENT_PATH = new RegExp(
  `^(?:/(san-jose-cabo|isla-mujeres)|/${PRODUCT_SLUG}-clubs/[\\w-]+)?/event/([\\w-]+)$`,
);

/** The party an event path names (a DJ set links to its party by path), or null. */
export function eventOfPath(path: string): { kind: EventKind; slug: string } | null {
  const match = EVENT_PATH.exec(path);
  if (!match?.[2]) return null;
  const kind =
    match[1] === "san-jose-cabo"
      ? CMS_TYPES.caboParties
      : match[1] === "isla-mujeres"
        ? CMS_TYPES.islaParties
        : CMS_TYPES.parties;
  return { kind, slug: match[2] };
}

/** The name of the area a party happens in, in a language ("Cancun" / "Cancún"). */
export function areaNameOf(party: Pick<Party, "area">, locale: "en" | "es" = "en"): string {
  return areaName(party.area, locale);
}
