import { PATHS } from "#app/config/site.ts";
import type { VenueKind } from "#app/domain/content-types.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** Where a venue's page lives: destination clubs and beach clubs share the clubs path. */
export function venuePath(kind: VenueKind, slug: string): string {
  if (kind === "cancun-clubs") return PATHS.cancunClub(slug);
  if (kind === "playa-del-carmen-clubs") return PATHS.playaClub(slug);
  return PATHS.club(slug);
}

const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  es: ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"],
};
const EVERY_DAY: Record<Locale, string> = { en: "Daily", es: "Todos los días" };

/** ISO weekdays (1 = Monday) as "Wed, Thu, Fri" / "mié, jue, vie"; every day reads "Daily". */
export function formatDaysOpen(days: readonly number[], locale: Locale): string {
  const sorted = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort();
  if (sorted.length === 7) return EVERY_DAY[locale];
  return sorted.map((d) => WEEKDAYS[locale][d - 1]).join(", ");
}

/** Price level 1-4 as "$" to "$$$$". */
export function formatPriceLevel(level: number | null): string {
  return level && level >= 1 && level <= 4 ? "$".repeat(level) : "";
}
