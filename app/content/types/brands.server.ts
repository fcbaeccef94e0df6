import { z } from "zod";
import { PRODUCT_NAME } from "#app/config/site.ts";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import type { Brand, BrandSummary } from "#app/domain/content-types.ts";
import { escapeRegex } from "#app/domain/regex.ts";
import { defineQuery } from "../queries/define-query.server.ts";
import { LIMITS } from "../queries/limits.ts";
import { sanitizeContent } from "../queries/sanitize.server.ts";
import { imageSchema, lenient, relations, text } from "../queries/wire-fields.server.ts";

const brandMetadata = z
  .object({
    description: text,
    logo: lenient(imageSchema),
    main_image: lenient(imageSchema),
    video: text,
    instagram_profile: text,
    past_parties: relations.optional(),
  })
  .loose();

export const brandWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  content: lenient(z.string()),
  metadata: brandMetadata.default({}),
});

const summaryWireSchema = brandWireSchema.pick({ slug: true, title: true }).extend({
  metadata: brandMetadata.pick({ logo: true, main_image: true }).default({}),
});

function reshapeSummary(wire: z.infer<typeof summaryWireSchema>): BrandSummary {
  return {
    slug: wire.slug,
    title: wire.title,
    logo: wire.metadata.logo ?? null,
    image: wire.metadata.main_image ?? null,
  };
}

const summaries = defineQuery("summaries", summaryWireSchema, reshapeSummary);

const details = defineQuery(
  "detail",
  brandWireSchema,
  (wire): Brand => ({
    ...reshapeSummary(wire),
    content: sanitizeContent(wire.content ?? ""),
    description: sanitizeContent(wire.metadata.description ?? ""),
    video: wire.metadata.video ?? "",
    instagram: (wire.metadata.instagram_profile ?? "").replace(/^@/, ""),
    pastParties: wire.metadata.past_parties ?? [],
  }),
);

/** The production brands list (product.md#limits: 16). */
export async function getBrands(): Promise<BrandSummary[]> {
  const { items } = await summaries({
    type: CMS_TYPES.brands,
    limit: LIMITS.brandsList,
    sort: "title",
  });
  return items;
}

/** A brand; at depth 1 its past parties come with their venue names (product.md#calls). */
export async function getBrandBySlug(slug: string, depth: 0 | 1 = 1): Promise<Brand | null> {
  const { items } = await details({ type: CMS_TYPES.brands, query: { slug }, limit: 1, depth });
  return items[0] ?? null;
}

/** The brand's name as it appears in party titles: "Zamna Tulum" -> "Zamna", "Day Zero" as is. */
export function brandNamePattern(title: string): string {
  const name = title.replace(new RegExp(`\\s+${PRODUCT_NAME}$`, "i"), "").trim();
  return escapeRegex(name || title);
}
