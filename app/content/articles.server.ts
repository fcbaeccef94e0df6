import { z } from "zod";
import { cachedObjects, parseEach } from "./cms.server.ts";
import { LIMITS } from "./limits.ts";
import { sanitizeContent } from "./sanitize.server.ts";
import { colour, imageSchema, lenient, soundcloudUrl, text } from "./schemas.server.ts";
import type { Article, ArticleSummary, Paged } from "./types.ts";

export const articleWireSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  content: lenient(z.string()),
  published_at: lenient(z.string()),
  modified_at: lenient(z.string()),
  created_at: lenient(z.string()),
  metadata: z
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
    .loose()
    .default({}),
});

type ArticleWire = z.infer<typeof articleWireSchema>;
const SUMMARY_PROPS = [
  "slug",
  "title",
  "published_at",
  "created_at",
  "metadata.caption",
  "metadata.cover",
  "metadata.summary",
  "metadata.genere",
];

function reshapeSummary(wire: ArticleWire): ArticleSummary {
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

/** Articles, newest first, a page at a time (SPEC 7: limit and skip). */
export async function getArticles(
  page: number,
  limit: number = LIMITS.defaultDetail,
): Promise<Paged<ArticleSummary>> {
  const result = await cachedObjects({
    type: "articles",
    props: SUMMARY_PROPS,
    sort: "-published_at",
    limit,
    skip: (page - 1) * limit,
  });
  return {
    items: parseEach(result.objects, articleWireSchema, "articles").map(reshapeSummary),
    total: result.total,
  };
}

export async function getArticleBySlug(slug: string): Promise<Article | null> {
  const result = await cachedObjects({
    type: "articles",
    query: { slug },
    props: ["slug", "title", "content", "published_at", "modified_at", "created_at", "metadata"],
    limit: 1,
  });
  const [wire] = parseEach(result.objects, articleWireSchema, "articles");
  if (!wire) return null;
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
}

/** Other articles of the same genre first, then the newest. */
export async function getRelatedArticles(
  article: ArticleSummary,
  count = 3,
): Promise<ArticleSummary[]> {
  const result = await cachedObjects({
    type: "articles",
    query: { slug: { $ne: article.slug } },
    props: SUMMARY_PROPS,
    sort: "-published_at",
    limit: LIMITS.defaultDetail,
  });
  const others = parseEach(result.objects, articleWireSchema, "articles").map(reshapeSummary);
  const sameGenre = others.filter((a) => a.genre && a.genre === article.genre);
  return [...sameGenre, ...others.filter((a) => !sameGenre.includes(a))].slice(0, count);
}

/** Articles whose title matches (search). */
export async function searchArticles(pattern: string): Promise<ArticleSummary[]> {
  const result = await cachedObjects({
    type: "articles",
    query: {
      $or: [
        { title: { $regex: pattern, $options: "i" } },
        { "metadata.summary": { $regex: pattern, $options: "i" } },
      ],
    },
    props: SUMMARY_PROPS,
    limit: LIMITS.defaultDetail,
  });
  return parseEach(result.objects, articleWireSchema, "articles").map(reshapeSummary);
}
