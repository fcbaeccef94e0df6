import type { Article as ArticleEntity, WithContext } from "schema-dts";
import { SITE_NAME } from "#app/config/site.ts";
import type { Article } from "#app/domain/editorial-types.ts";

export function articleEntity(article: Article, url: string): WithContext<ArticleEntity> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.summary,
    ...(article.cover ? { image: [article.cover.url] } : {}),
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    ...(article.modifiedAt ? { dateModified: article.modifiedAt } : {}),
    author: { "@type": "Organization", name: article.author || SITE_NAME },
    publisher: { "@type": "Organization", name: SITE_NAME },
    mainEntityOfPage: url,
  };
}
