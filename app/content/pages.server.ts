import { z } from "zod";
import { escapeRegex } from "#app/domain/regex.ts";
import { cachedObjects, parseEach } from "./cms.server.ts";
import { LIMITS } from "./limits.ts";
import { sanitizeContent } from "./sanitize.server.ts";
import { imageSchema, lenient, text } from "./schemas.server.ts";
import type { Activity, Page, QuestionAnswer } from "./types.ts";

export const pageWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  content: lenient(z.string()),
  metadata: z
    .object({ summary: text, cover: lenient(imageSchema) })
    .loose()
    .default({}),
});

/** An editorial page (about, contact, concierge, ...) by slug. */
export async function getPage(slug: string): Promise<Page | null> {
  const result = await cachedObjects({
    type: "pages",
    query: { slug },
    props: ["slug", "title", "content", "metadata"],
    limit: 1,
  });
  const [wire] = parseEach(result.objects, pageWireSchema, "pages");
  if (!wire) return null;
  return {
    slug: wire.slug,
    title: wire.title,
    summary: wire.metadata.summary ?? "",
    content: sanitizeContent(wire.content ?? ""),
    cover: wire.metadata.cover ?? null,
  };
}

export const qaWireSchema = z.object({
  slug: z.string().min(1),
  metadata: z.object({ question: z.string().min(1), answer: z.string().min(1) }).loose(),
});

/** AI Q&A entries by slug prefix (SPEC 9: 5). */
export async function getQuestionAnswers(prefix: string): Promise<QuestionAnswer[]> {
  const result = await cachedObjects({
    type: "ai-qas",
    query: { slug: { $regex: `^${escapeRegex(prefix)}` } },
    props: ["slug", "metadata.question", "metadata.answer"],
    limit: LIMITS.linksAndQa,
  });
  return parseEach(result.objects, qaWireSchema, "ai-qas").map((wire) => ({
    slug: wire.slug,
    question: wire.metadata.question,
    answer: wire.metadata.answer,
  }));
}

export const activityWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  metadata: z
    .object({ description: text, main_image: lenient(imageSchema) })
    .loose()
    .default({}),
});

export async function getActivities(): Promise<Activity[]> {
  const result = await cachedObjects({
    type: "activities",
    props: ["slug", "title", "metadata"],
    limit: LIMITS.defaultDetail,
  });
  return parseEach(result.objects, activityWireSchema, "activities").map((wire) => ({
    slug: wire.slug,
    title: wire.title,
    description: wire.metadata.description ?? "",
    image: wire.metadata.main_image ?? null,
  }));
}
