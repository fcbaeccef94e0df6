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

/** The site's round "T" mark beside its name (decorative: the link around it has the name). */
export function SiteMark({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-teal-500 to-amber-400 text-zinc-950 ${className}`}
    >
      T
    </span>
  );
}
