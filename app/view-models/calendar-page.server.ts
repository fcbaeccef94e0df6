import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";

/**
 * The page's title and intro say what the list holds: an area or every area (issue 42), and
 * the filters that narrow it ("Parties in Tulum: This weekend · Beach club", issue 54), so a
 * one-tap link from home lands on a page that names what it shows.
 */
export function calendarHeading(
  area: string | null,
  narrowing: string,
  i18n: I18n,
): { title: string; intro: string } {
  if (narrowing)
    return {
      title: area
        ? t(i18n)`Parties in ${area}: ${narrowing}`
        : t(i18n)`Parties on the coast: ${narrowing}`,
      intro: t(
        i18n,
      )`Only the parties that match these filters, night by night in the order they start. “Clear filters” shows every one.`,
    };
  return area
    ? {
        title: t(i18n)`${area} party calendar`,
        intro: t(
          i18n,
        )`Every party in ${area}, night by night in the order they start. The other areas are a tap away: “All areas” in the filters.`,
      }
    : {
        title: t(i18n)`Party calendar: every area`,
        intro: t(
          i18n,
        )`Every party on the coast, night by night in the order they start; each row names its area.`,
      };
}

/** The calendar's title and description name its filters; a filtered list is not indexed. */
export function calendarMeta(
  i18n: I18n,
  summary: string,
  page: number,
  form: { filtered: boolean; ignored: readonly unknown[] },
  feed?: { title: string; path: string },
) {
  return pageMeta({
    i18n,
    title: [summary, t(i18n)`${PRODUCT_NAME} party calendar`].filter(Boolean).join(" · "),
    description: [
      summary,
      t(
        i18n,
      )`Every party in ${PRODUCT_NAME}, day by day: club nights, beach parties, weekly nights and festivals.`,
    ]
      .filter(Boolean)
      .join(": "),
    path: page > 1 ? `${PATHS.calendar}?page=${page}` : PATHS.calendar,
    // Filtered lists are for visitors; search engines get the plain calendar.
    noindex: Boolean(form.filtered || form.ignored.length),
    feed,
  });
}
