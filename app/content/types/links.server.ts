import { z } from "zod";
import { PRODUCT_SLUG } from "#app/config/site.ts";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import type { LinkCard } from "#app/domain/editorial-types.ts";
import { escapeRegex } from "#app/domain/regex.ts";
import { defineQuery } from "../queries/define-query.server.ts";
import { LIMITS } from "../queries/limits.ts";
import { imageSchema, lenient, safeLink, text } from "../queries/wire-fields.server.ts";

export const linkWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string(),
  metadata: z
    .object({ image: lenient(imageSchema), text, caption: text })
    .loose()
    .default({}),
});

const links = defineQuery(
  "links",
  linkWireSchema,
  (wire): LinkCard => ({
    slug: wire.slug,
    title: wire.title,
    text: wire.metadata.text ?? wire.title,
    // Editors put the link's target (a path or an https URL) in the caption field.
    href: safeLink(wire.metadata.caption),
    image: wire.metadata.image ?? null,
  }),
);

async function loadLinks(slug: string | { $regex: string }): Promise<LinkCard[]> {
  const { items } = await links({
    type: CMS_TYPES.links,
    query: { slug },
    limit: LIMITS.linksAndQa,
  });
  return items;
}

/** Links by slug prefix (limit 5); when none exist (Cosmic's 404), the link with slug {product}. */
export async function getLinks(prefix: string): Promise<LinkCard[]> {
  const found = await loadLinks({ $regex: `^${escapeRegex(prefix)}` });
  if (found.length > 0) return found;
  return loadLinks(PRODUCT_SLUG);
}
