import { z } from "zod";
import { cachedObjects, parseEach } from "./cms.server.ts";
import { LIMITS } from "./limits.ts";
import { sanitizeContent } from "./sanitize.server.ts";
import { lenient, text } from "./schemas.server.ts";
import type { Faq } from "./types.ts";

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

const PROPS = ["slug", "title", "content", "metadata.category"];

/** All FAQs (SPEC 9: 40). */
export async function getFaqs(): Promise<Faq[]> {
  const result = await cachedObjects({ type: "faqs", props: PROPS, limit: LIMITS.faqsAll });
  return parseEach(result.objects, faqWireSchema, "faqs").map(reshape);
}

/**
 * FAQs of one category, under any of its spellings (15). SPEC 8: a failure is answered with an
 * empty list, as a success.
 */
export async function getFaqsByCategory(spellings: readonly string[]): Promise<Faq[]> {
  const category = spellings.join(", ");
  try {
    const result = await cachedObjects({
      type: "faqs",
      query: { "metadata.category": { $in: spellings } },
      props: PROPS,
      limit: LIMITS.faqsByCategory,
    });
    return parseEach(result.objects, faqWireSchema, "faqs").map(reshape);
  } catch (error) {
    console.warn(`content: FAQs of "${category}" unavailable: ${String(error)}`);
    return [];
  }
}
