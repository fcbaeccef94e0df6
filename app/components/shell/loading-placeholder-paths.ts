import { PATHS } from "#app/config/site.ts";
import { pathWithoutLocale } from "#app/i18n/locales.ts";

const DETAIL_PREFIXES = [
  "/event/",
  "/djs/",
  "/brands/",
  "/isla-mujeres/event/",
  "/san-jose-cabo/event/",
];

export type Placeholder = "schedule" | "detail";

/** product.md#rules: while a client navigation loads, the screen it leads to shows a placeholder. */
export function placeholderFor(pathname: string): Placeholder | null {
  const path = pathWithoutLocale(pathname);
  if (path === PATHS.djSchedule) return "schedule";
  return DETAIL_PREFIXES.some((prefix) => path.startsWith(prefix)) ? "detail" : null;
}

/** The placeholders' code (loading-placeholder.tsx): no page needs it until a link is followed. */
export const loadPlaceholder = () => import("./loading-placeholder.tsx");
