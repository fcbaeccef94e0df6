import { z } from "zod";
import { PRODUCT_SLUG } from "#app/config/site.ts";
import { escapeRegex } from "#app/domain/regex.ts";
import { cachedObjects, parseEach } from "./cms.server.ts";
import { LIMITS } from "./limits.ts";
import { imageSchema, lenient, safeLink, text } from "./schemas.server.ts";
import type { LinkCard } from "./types.ts";

export const linkWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string(),
  metadata: z
    .object({ image: lenient(imageSchema), text, caption: text })
    .loose()
    .default({}),
});

async function loadLinks(slug: string | { $regex: string }): Promise<LinkCard[]> {
  const result = await cachedObjects({
    type: "links",
    query: { slug },
    props: ["slug", "title", "metadata"],
    limit: LIMITS.linksAndQa,
  });
  return parseEach(result.objects, linkWireSchema, "links").map((wire) => ({
    slug: wire.slug,
    title: wire.title,
    text: wire.metadata.text ?? wire.title,
    // Editors put the link's target (a path or an https URL) in the caption field.
    href: safeLink(wire.metadata.caption),
    image: wire.metadata.image ?? null,
  }));
}

/** Links by slug prefix (limit 5); when none exist (Cosmic's 404), the link with slug {product}. */
export async function getLinks(prefix: string): Promise<LinkCard[]> {
  const links = await loadLinks({ $regex: `^${escapeRegex(prefix)}` });
  if (links.length > 0) return links;
  return loadLinks(PRODUCT_SLUG);
}
