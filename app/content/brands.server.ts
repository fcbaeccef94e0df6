import { z } from "zod";
import { PRODUCT_NAME } from "#app/config/site.ts";
import { escapeRegex } from "#app/domain/regex.ts";
import { cachedObjects, parseEach } from "./cms.server.ts";
import { LIMITS } from "./limits.ts";
import { sanitizeContent } from "./sanitize.server.ts";
import { imageSchema, lenient, relations, text } from "./schemas.server.ts";
import type { Brand, BrandSummary } from "./types.ts";

export const brandWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  content: lenient(z.string()),
  metadata: z
    .object({
      description: text,
      logo: lenient(imageSchema),
      main_image: lenient(imageSchema),
      video: text,
      instagram_profile: text,
      past_parties: relations.optional(),
    })
    .loose()
    .default({}),
});

type BrandWire = z.infer<typeof brandWireSchema>;

function reshapeSummary(wire: BrandWire): BrandSummary {
  return {
    slug: wire.slug,
    title: wire.title,
    logo: wire.metadata.logo ?? null,
    image: wire.metadata.main_image ?? null,
  };
}

/** The production brands list (SPEC 9: 16). */
export async function getBrands(): Promise<BrandSummary[]> {
  const result = await cachedObjects({
    type: "brands",
    props: ["slug", "title", "metadata.logo", "metadata.main_image"],
    limit: LIMITS.brandsList,
    sort: "title",
  });
  return parseEach(result.objects, brandWireSchema, "brands").map(reshapeSummary);
}

/** A brand; at depth 1 its past parties come with their venue names (SPEC 7). */
export async function getBrandBySlug(slug: string, depth: 0 | 1 = 1): Promise<Brand | null> {
  const result = await cachedObjects({
    type: "brands",
    query: { slug },
    props: ["slug", "title", "content", "metadata"],
    limit: 1,
    depth,
  });
  const [wire] = parseEach(result.objects, brandWireSchema, "brands");
  if (!wire) return null;
  return {
    ...reshapeSummary(wire),
    content: sanitizeContent(wire.content ?? ""),
    description: sanitizeContent(wire.metadata.description ?? ""),
    video: wire.metadata.video ?? "",
    instagram: (wire.metadata.instagram_profile ?? "").replace(/^@/, ""),
    pastParties: wire.metadata.past_parties ?? [],
  };
}

/** The brand's name as it appears in party titles: "Zamna Tulum" -> "Zamna", "Day Zero" as is. */
export function brandNamePattern(title: string): string {
  const name = title.replace(new RegExp(`\\s+${PRODUCT_NAME}$`, "i"), "").trim();
  return escapeRegex(name || title);
}
