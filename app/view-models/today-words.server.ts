import { t } from "@lingui/core/macro";
import { DEFAULT_TIME_ZONE, PRODUCT_NAME } from "#app/config/site.ts";
import { formatLongDate } from "#app/domain/dates.ts";
import { tonightIn } from "#app/domain/time/index.ts";
import type { ListingContext } from "./party-items.server.ts";

/**
 * The Today page's own words, worded on the server so the page's script carries none of them
 * (it is the page nearest its first-load budget): its title for an area or every area (and
 * its document title and description, with the filters' summary), the day it is, and the line
 * for a night with nothing announced.
 */
export function todayWords(
  area: string | null,
  summary: string,
  { now, locale, i18n }: ListingContext,
) {
  const day = formatLongDate(tonightIn(now, DEFAULT_TIME_ZONE), locale);
  return {
    metaTitle: [summary, t(i18n)`${PRODUCT_NAME} events today`].filter(Boolean).join(" · "),
    metaDescription: [
      summary,
      t(i18n)`What's on in ${PRODUCT_NAME} tonight: today's parties and weekly nights.`,
    ]
      .filter(Boolean)
      .join(": "),
    title: area ? t(i18n)`${area} events today` : t(i18n)`Events today: every area`,
    intro: t(i18n)`${day}, ${PRODUCT_NAME} time.`,
    nothingToday: t(
      i18n,
    )`Nothing is announced for today yet. See the calendar for the coming days.`,
  };
}
