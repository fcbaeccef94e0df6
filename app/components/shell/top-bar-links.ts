import { msg } from "@lingui/core/macro";
import { PATHS } from "#app/config/site.ts";

/** Top bar links of product.md#routes. */
export const TOP_BAR_LINKS = [
  { name: msg`EVENT LINE`, path: PATHS.home },
  { name: msg`CALENDAR`, path: PATHS.calendar },
  { name: msg`CLUBS`, path: PATHS.clubs },
  { name: "ZAMNA", path: PATHS.brand("zamna-tulum") },
  { name: msg`NEW YEAR`, path: PATHS.festival },
] as const;
