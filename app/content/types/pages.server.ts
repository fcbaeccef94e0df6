import { z } from "zod";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import type { Activity, Page, QuestionAnswer } from "#app/domain/editorial-types.ts";
import { escapeRegex } from "#app/domain/regex.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { defineQuery } from "../queries/define-query.server.ts";
import { LIMITS } from "../queries/limits.ts";
import { sanitizeContent } from "../queries/sanitize.server.ts";
import { imageSchema, lenient, text } from "../queries/wire-fields.server.ts";
import { defaultPage } from "./default-pages.ts";

export const pageWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  content: lenient(z.string()),
  metadata: z
    .object({ summary: text, cover: lenient(imageSchema) })
    .loose()
    .default({}),
});

const pages = defineQuery(
  "page",
  pageWireSchema,
  (wire): Page => ({
    slug: wire.slug,
    title: wire.title,
    summary: wire.metadata.summary ?? "",
    content: sanitizeContent(wire.content ?? ""),
    cover: wire.metadata.cover ?? null,
  }),
);

/** An editorial page (about, contact, concierge, ...) by slug. */
export async function getPage(slug: string): Promise<Page | null> {
  const { items } = await pages({ type: CMS_TYPES.pages, query: { slug }, limit: 1 });
  return items[0] ?? null;
}

/**
 * The text of an editorial page: the bucket's page in the page's language, else the built-in
 * copy in that language, else the bucket's page in the default language.
 */
export async function getEditorialPage(slug: string, locale: Locale): Promise<Page | null> {
  const fromCms = await getPage(slug);
  const builtIn = defaultPage(slug, locale);
  return fromCms && fromCms.contentLang !== "en" ? fromCms : (builtIn ?? fromCms);
}

export const qaWireSchema = z.object({
  slug: z.string().min(1),
  metadata: z.object({ question: z.string().min(1), answer: z.string().min(1) }).loose(),
});

const questionAnswers = defineQuery(
  "questions",
  qaWireSchema,
  (wire): QuestionAnswer => ({
    slug: wire.slug,
    question: wire.metadata.question,
    answer: wire.metadata.answer,
  }),
);

/** AI Q&A entries by slug prefix (product.md#limits: 5). */
export async function getQuestionAnswers(prefix: string): Promise<QuestionAnswer[]> {
  const { items } = await questionAnswers({
    type: CMS_TYPES.aiQas,
    query: { slug: { $regex: `^${escapeRegex(prefix)}` } },
    limit: LIMITS.linksAndQa,
  });
  return items;
}

export const activityWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  metadata: z
    .object({ description: text, main_image: lenient(imageSchema) })
    .loose()
    .default({}),
});

const activities = defineQuery(
  "activities",
  activityWireSchema,
  (wire): Activity => ({
    slug: wire.slug,
    title: wire.title,
    description: wire.metadata.description ?? "",
    image: wire.metadata.main_image ?? null,
  }),
);

export async function getActivities(): Promise<Activity[]> {
  const { items } = await activities({ type: CMS_TYPES.activities, limit: LIMITS.defaultDetail });
  return items;
}
