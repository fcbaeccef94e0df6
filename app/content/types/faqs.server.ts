import { z } from "zod";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import type { Faq } from "#app/domain/editorial-types.ts";
import { defineQuery } from "../queries/define-query.server.ts";
import { LIMITS } from "../queries/limits.ts";
import { sanitizeContent } from "../queries/sanitize.server.ts";
import { lenient, text } from "../queries/wire-fields.server.ts";

export const faqWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  content: lenient(z.string()),
  metadata: z.object({ category: text }).loose().default({}),
});

function reshape(wire: z.infer<typeof faqWireSchema>): Faq {
  return {
    slug: wire.slug,
    question: wire.title,
    answer: sanitizeContent(wire.content ?? ""),
    category: wire.metadata.category?.replace(/\s+/g, " ").trim() || "General",
  };
}

const faqs = defineQuery("faqs", faqWireSchema, reshape);

/** All FAQs (product.md#limits: 40). */
export async function getFaqs(): Promise<Faq[]> {
  const { items } = await faqs({ type: CMS_TYPES.faqs, limit: LIMITS.faqsAll });
  return items;
}

/**
 * FAQs of one category, under any of its spellings (15). The original answered a failure with
 * an empty list as a success; here it fails like any content (docs/decisions/0044).
 */
export async function getFaqsByCategory(spellings: readonly string[]): Promise<Faq[]> {
  const { items } = await faqs({
    type: CMS_TYPES.faqs,
    query: { "metadata.category": { $in: spellings } },
    limit: LIMITS.faqsByCategory,
  });
  return items;
}
