import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";

/**
 * The page's title and intro say what the list holds: an area or every area (issue 42), and
 * the filters that narrow it ("Parties in Tulum: This weekend · Beach club", issue 54), so a
 * one-tap link from home lands on a page that names what it shows. Worded on the server, in a
 * module of its own: the page's script carries neither (a route module carries every message
 * it names, its loader's too).
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
