import { createHash } from "node:crypto";

/** What a link preview shows: the same fields make the same image (and the same version). */
export interface PreviewCard {
  /** "event", "club", "dj", "article" or "site": the folder of the image's URL; "plan": a shared plan's. */
  kind: "event" | "club" | "dj" | "article" | "site" | "plan";
  /** Upper-case line above the title: the local date and time, or what the page is. */
  eyebrow: string;
  title: string;
  /** The line under the title: venue and area, genres, author. */
  detail: string;
  /** Background and accent colours, already readable against each other. */
  background: string;
  accent: string;
  /** The content image (https or the emulator's media), drawn on the right; none on the default card. */
  imageUrl: string | null;
  /** The card's text alternative (og:image:alt). */
  alt: string;
}

/** A short hash of everything the image shows: a publish that changes the card changes its URL. */
export function cardVersion(card: PreviewCard): string {
  return createHash("sha256").update(JSON.stringify(card)).digest("base64url").slice(0, 12);
}
