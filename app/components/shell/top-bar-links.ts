import { msg } from "@lingui/core/macro";
import { PATHS } from "#app/config/site.ts";

/**
 * Top bar links of product.md#routes. SPEC's first, "EVENT LINE", named the home page (which the
 * logo opens); it is tonight's parties now, what a visitor looks for first (issue 54).
 */
export const TOP_BAR_LINKS = [
  { name: msg`TONIGHT`, path: PATHS.eventsToday },
  { name: msg`CALENDAR`, path: PATHS.calendar },
  { name: msg`CLUBS`, path: PATHS.clubs },
  { name: "ZAMNA", path: PATHS.brand("zamna-tulum") },
  { name: msg`NEW YEAR`, path: PATHS.festival },
] as const;
