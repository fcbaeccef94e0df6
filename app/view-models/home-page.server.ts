import { plural, t } from "@lingui/core/macro";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { formatLongDate, localDate } from "#app/domain/dates.ts";
import { capitalized, dayWord } from "#app/domain/time/day-labels.server.ts";
import { nightFromNow } from "#app/domain/time/index.ts";
import type { ListingContext } from "./party-items.server.ts";

/**
 * The title of the next night with parties: "Tonight", "Tomorrow night" or "Next parties: …";
 * after midnight the night ahead is today's date, "Saturday night", never "Tomorrow" (issue 63).
 */
export function nextNightTitle(night: string, now: Date, { locale, i18n }: ListingContext): string {
  const which = nightFromNow(night, now, DEFAULT_TIME_ZONE);
  if (which === "tonight") return t(i18n)`Tonight`;
  if (which === "tomorrow" && night === localDate(now, DEFAULT_TIME_ZONE))
    return capitalized(dayWord(night, now, DEFAULT_TIME_ZONE, locale) ?? "", locale);
  if (which === "tomorrow") return t(i18n)`Tomorrow night`;
  const day = formatLongDate(night, locale);
  return t(i18n)`Next parties: ${day}`;
}

/**
 * "And 3 parties tonight in Cancún, …": counted lines worded here, not in the browser (a
 * plural's first number costs the phone an Intl.NumberFormat, ~100 ms at Lighthouse's
 * throttling, while hydrating).
 */
export function otherAreasLines(
  otherAreasTonight: number,
  otherAreasWeekend: number,
  { i18n }: ListingContext,
) {
  return {
    otherAreasTonight:
      otherAreasTonight > 0
        ? t(i18n)({
            message: plural(otherAreasTonight, {
              one: "And # party tonight in Cancún, Playa del Carmen, Isla Mujeres or Los Cabos",
              other: "And # parties tonight in Cancún, Playa del Carmen, Isla Mujeres or Los Cabos",
            }),
          })
        : null,
    otherAreasWeekend:
      otherAreasWeekend > 0
        ? t(i18n)({
            message: plural(otherAreasWeekend, {
              one: "And # party in Cancún, Playa del Carmen, Isla Mujeres or Los Cabos",
              other: "And # parties in Cancún, Playa del Carmen, Isla Mujeres or Los Cabos",
            }),
          })
        : null,
  };
}
