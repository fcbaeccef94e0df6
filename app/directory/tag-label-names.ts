import { msg } from "@lingui/core/macro";
import type { TagLabel } from "./tag-labels.ts";

/**
 * How each tag label reads on a page. Apart from tag-labels.ts, which scripts run by plain
 * Node import through the directory's schema: Lingui's macros need the build.
 */
export const TAG_LABEL_NAMES = {
  DAY: msg`DAY`,
  NIGHT: msg`NIGHT`,
  SHOW: msg`SHOW`,
  MUSIC: msg`MUSIC`,
  DRESS: msg`DRESS`,
  "GOOD FOR": msg`GOOD FOR`,
} satisfies Record<TagLabel, unknown>;
