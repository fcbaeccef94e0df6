import { z } from "zod";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import type { Paged } from "#app/domain/content-types.ts";
import type { Article, ArticleSummary } from "#app/domain/editorial-types.ts";
import { skipFor } from "#app/domain/page-numbers.ts";
import { defineQuery } from "../queries/define-query.server.ts";
import { LIMITS } from "../queries/limits.ts";
import { readAll } from "../queries/read-all.server.ts";
import { sanitizeContent } from "../queries/sanitize.server.ts";
import {
  colour,
  imageSchema,
  lenient,
  soundcloudUrl,
  text,
} from "../queries/wire-fields.server.ts";

const articleMetadata = z
  .object({
    caption: text,
    cover: lenient(imageSchema),
    summary: text,
    soundcloud: text,
    instagram: text,
    genere: text,
    primary_color: colour,
    secondary_color: colour,
    created_by: text,
  })
  .loose();

export const articleWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  content: lenient(z.string()),
  published_at: lenient(z.string()),
  modified_at: lenient(z.string()),
  created_at: lenient(z.string()),
  metadata: articleMetadata.default({}),
});

const summaryWireSchema = articleWireSchema
  .pick({ slug: true, title: true, published_at: true, created_at: true })
  .extend({
    metadata: articleMetadata
      .pick({ caption: true, cover: true, summary: true, genere: true })
      .default({}),
  });

function reshapeSummary(wire: z.infer<typeof summaryWireSchema>): ArticleSummary {
  return {
    slug: wire.slug,
    title: wire.title,
    caption: wire.metadata.caption ?? "",
    summary: wire.metadata.summary ?? "",
    cover: wire.metadata.cover ?? null,
    genre: wire.metadata.genere ?? "",
    publishedAt: wire.published_at ?? wire.created_at ?? "",
  };
}

const summaries = defineQuery("summaries", summaryWireSchema, reshapeSummary);

const details = defineQuery("detail", articleWireSchema, (wire): Article => {
  const m = wire.metadata;
  return {
    ...reshapeSummary(wire),
    content: sanitizeContent(wire.content ?? ""),
    soundcloud: soundcloudUrl(m.soundcloud),
    instagram: /^https:\/\/www\.instagram\.com\/(p|reel)\/[\w-]+\/?$/.test(m.instagram ?? "")
      ? (m.instagram ?? "")
      : "",
    primaryColor: m.primary_color ?? null,
    secondaryColor: m.secondary_color ?? null,
    author: m.created_by ?? "",
    modifiedAt: wire.modified_at ?? wire.published_at ?? "",
  };
});

/** Articles, newest first, a page at a time (product.md#calls: limit and skip). */
export async function getArticles(
  page: number,
  limit: number = LIMITS.defaultDetail,
): Promise<Paged<ArticleSummary>> {
  const { items, total } = await summaries({
    type: CMS_TYPES.articles,
    sort: "-created_at",
    limit,
    skip: skipFor(page, limit),
  });
  return { items, total };
}

/** Every article, newest first, read `LIMITS.searchArticles` at a time (the search index). */
export async function getAllArticles(): Promise<ArticleSummary[]> {
  const { items } = await readAll(summaries, {
    type: CMS_TYPES.articles,
    sort: "-created_at",
    limit: LIMITS.searchArticles,
  });
  return items;
}

export async function getArticleBySlug(slug: string): Promise<Article | null> {
  const { items } = await details({ type: CMS_TYPES.articles, query: { slug }, limit: 1 });
  return items[0] ?? null;
}

/** Other articles of the same genre first, then the newest. */
export async function getRelatedArticles(
  article: ArticleSummary,
  count = 3,
  /** The other articles, when already asked for (getArticlesOtherThan). */
  others: Promise<ArticleSummary[]> = getArticlesOtherThan(article.slug),
): Promise<ArticleSummary[]> {
  const read = await others;
  const sameGenre = read.filter((a) => a.genre && a.genre === article.genre);
  return [...sameGenre, ...read.filter((a) => !sameGenre.includes(a))].slice(0, count);
}

/** The newest articles but this one: depends on the slug alone, so it is asked with the article. */
export async function getArticlesOtherThan(slug: string): Promise<ArticleSummary[]> {
  const { items } = await summaries({
    type: CMS_TYPES.articles,
    query: { slug: { $ne: slug } },
    sort: "-created_at",
    limit: LIMITS.defaultDetail,
  });
  return items;
}
