import type { SearchKind } from "#app/domain/search-index.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { didYouMean } from "#app/search/search.server.ts";
import { criticalContent, notFound } from "./loader-answers.server.ts";

/**
 * The opening of every detail page's loader (a party, a club, a DJ, a brand): a slug no object
 * can have is a 404 before anything is read, so a made-up URL costs no call.
 */
export function plausibleSlug(slug: string | undefined): string {
  if (slug === undefined || !isPlausibleSlug(slug)) notFound();
  return slug;
}

/**
 * A detail page's critical read: the object the page is about, a 503 while the CMS cannot answer,
 * a 404 naming the nearest real pages ("did you mean") when there is none. Start the page's
 * optional reads before awaiting it.
 */
export async function criticalDetail<T>(
  slug: string,
  kind: SearchKind,
  read: () => Promise<T | null | undefined>,
  now: Date,
): Promise<T> {
  const found = await criticalContent(read);
  if (found === null || found === undefined) notFound(await didYouMean(slug, kind, now));
  return found;
}
