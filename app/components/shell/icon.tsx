import sprite from "./icons.svg?no-inline";
import type { IconName } from "./navigation.ts";

export type IconId =
  | IconName
  | "menu"
  | "chevron"
  | "collapse"
  | "whatsapp"
  | "close"
  | "search"
  | "share"
  | "heart";

/**
 * One of the site's icons, drawn from the sprite file (icons.svg, a hashed asset the browser
 * caches): a page carries a short reference per icon instead of its path data, and the icons'
 * shapes stay out of the page's script. Decorative: the control around it has the name.
 */
export function Icon({ name, className = "h-5 w-5" }: { name: IconId; className?: string }) {
  return (
    <svg aria-hidden="true" className={`icon ${className}`}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
