import { z } from "zod";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import type { HomeContent } from "#app/domain/editorial-types.ts";
import { defineQuery } from "../queries/define-query.server.ts";
import { LIMITS } from "../queries/limits.ts";
import { sanitizeContent } from "../queries/sanitize.server.ts";
import { colour, imageSchema, lenient, text } from "../queries/wire-fields.server.ts";

export const homeContentWireSchema = z.object({
  title: z.string(),
  content: lenient(z.string()),
  metadata: z
    .object({
      image: lenient(imageSchema),
      link: text,
      primary_color: colour,
      secondary_color: colour,
    })
    .loose(),
});

const homeContents = defineQuery("home-content", homeContentWireSchema, (wire): HomeContent => {
  const link = wire.metadata.link ?? "";
  return {
    title: wire.title,
    content: sanitizeContent(wire.content ?? ""),
    image: wire.metadata.image ?? null,
    link: link.startsWith("/") ? link : "",
    primaryColor: wire.metadata.primary_color ?? null,
    secondaryColor: wire.metadata.secondary_color ?? null,
  };
});

/** The editor-managed hero of the home page (product.md#limits: one object). */
export async function getHomeContent(): Promise<HomeContent | null> {
  const { items } = await homeContents({
    type: CMS_TYPES.homeContents,
    limit: LIMITS.tvAndHomeContent,
  });
  return items[0] ?? null;
}
