import { z } from "zod";
import { PRODUCT_SLUG } from "#app/config/site.ts";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import type { Festival } from "#app/domain/editorial-types.ts";
import { defineQuery } from "../queries/define-query.server.ts";
import { LIMITS } from "../queries/limits.ts";
import { imageSchema, lenient, text } from "../queries/wire-fields.server.ts";

export const FESTIVAL_SLUG = `${PRODUCT_SLUG}-new-year-festival-2025`;
export const FESTIVAL_2024_SLUG = `${PRODUCT_SLUG}-new-year-festival-2024`;

export const festivalWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  metadata: z
    .object({
      parties: lenient(z.array(z.string())),
      caption: text,
      main_image: lenient(imageSchema),
    })
    .loose()
    .default({}),
});

const festivals = defineQuery(
  "festival",
  festivalWireSchema,
  (wire): Festival => ({
    slug: wire.slug,
    title: wire.title,
    caption: wire.metadata.caption ?? "",
    image: wire.metadata.main_image ?? null,
    partyIds: wire.metadata.parties ?? [],
  }),
);

/** A festival and the ids of its parties (product.md#content-types: metadata.parties). */
export async function getFestival(
  slug: string,
  partyLimit: number = LIMITS.partyList,
): Promise<Festival | null> {
  const { items } = await festivals({ type: CMS_TYPES.festivals, query: { slug }, limit: 1 });
  const [festival] = items;
  return festival ? { ...festival, partyIds: festival.partyIds.slice(0, partyLimit) } : null;
}

export function getFestival2024(): Promise<Festival | null> {
  return getFestival(FESTIVAL_2024_SLUG, LIMITS.festival2024);
}
