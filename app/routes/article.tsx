import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { ConciergeButton } from "#app/components/shell/concierge-button.tsx";
import { ArticleGrid } from "#app/components/ui/article-card.tsx";
import { CmsHtml } from "#app/components/ui/cms-html.tsx";
import { EmbedFacade } from "#app/components/ui/embed-facade.tsx";
import { EnglishOnlyNote } from "#app/components/ui/english-only-note.tsx";
import { Section } from "#app/components/ui/party-grid.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { ShareButton } from "#app/components/ui/share-button.tsx";
import { env } from "#app/config/env.server.ts";
import { PATHS } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { mayHoldSlug } from "#app/content/queries/slug-index.server.ts";
import {
  getArticleBySlug,
  getArticlesOtherThan,
  getRelatedArticles,
} from "#app/content/types/articles.server.ts";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import { formatPublishedDay } from "#app/domain/dates.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { criticalContent, notFound } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { useLocale } from "#app/i18n/links.tsx";
import { contentLangAttribute, localizedPath } from "#app/i18n/locales.ts";
import { articleCard, previewImage } from "#app/link-previews/cards.server.ts";
import { articleEntity } from "#app/seo/article-entity.ts";
import { breadcrumbList } from "#app/seo/breadcrumbs.ts";
import { structuredData } from "#app/seo/json-ld.server.ts";
import { StructuredData } from "#app/seo/json-ld.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import type { Route } from "./+types/article";

export const headers = pageHeaders;

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) notFound();
  // The other articles are asked for with this one, unless no article has this slug.
  const others = mayHoldSlug([CMS_TYPES.articles], params.slug)
    ? getArticlesOtherThan(params.slug)
    : undefined;
  others?.catch(() => {});
  const article = await criticalContent(() => getArticleBySlug(params.slug));
  if (!article) notFound();
  const related = await optionalContent(
    getRelatedArticles(article, 3, article.slug === params.slug ? others : undefined),
    [],
    "related articles",
  );
  const locale = localeOf(request);
  const i18n = i18nOf(request);
  const preview = previewImage(articleCard(article, locale, i18n), article.slug, locale);
  const siteUrl = env().SITE_URL;
  const path = PATHS.article(article.slug);
  const pageData = structuredData(
    siteUrl,
    articleEntity(article, `${siteUrl}${localizedPath(locale, path)}`),
    breadcrumbList(siteUrl, locale, [
      { name: "Blog", path: PATHS.blog },
      { name: article.title, path },
    ]),
  );
  const meta = pageMeta({
    i18n,
    title: article.title,
    description: article.summary || article.caption,
    path,
    preview,
    type: "article",
  });
  return { article, related, structuredData: pageData, meta };
}

export const meta: Route.MetaFunction = routeMeta;

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { article, related } = loaderData;
  const author = article.author;
  const lang = contentLangAttribute(article);
  const accent = article.primaryColor ?? "#0f766e";
  return (
    <article className="mx-auto max-w-3xl">
      <StructuredData texts={loaderData.structuredData} />
      <EnglishOnlyNote item={article} />
      <header className="border-l-4 pl-4" style={{ borderColor: accent }}>
        <div lang={lang}>
          {article.genre && (
            <p className="text-sm font-black tracking-wider text-amber-300 uppercase">
              {article.genre}
            </p>
          )}
          <h1 className="mt-1 text-3xl font-black tracking-tight sm:text-5xl">{article.title}</h1>
          {article.caption && !article.summary.startsWith(article.caption) && (
            <p className="mt-3 text-lg text-zinc-200">{article.caption}</p>
          )}
        </div>
        <p className="mt-3 text-sm text-zinc-400">
          {author && (
            <span>
              {/* The author's name is CMS text, in the article's language. */}
              {t`By`} <span lang={lang}>{author}</span> ·{" "}
            </span>
          )}
          {article.publishedAt && (
            <time dateTime={article.publishedAt}>
              {formatPublishedDay(article.publishedAt, locale)}
            </time>
          )}
          {article.modifiedAt && article.modifiedAt !== article.publishedAt && (
            <span>
              {" "}
              · {t`updated`}{" "}
              <time dateTime={article.modifiedAt}>
                {formatPublishedDay(article.modifiedAt, locale)}
              </time>
            </span>
          )}
        </p>
        <div className="mt-4">
          <ShareButton page={{ title: article.title, path: PATHS.article(article.slug) }} />
        </div>
      </header>
      {article.cover && (
        <ResponsiveImage
          image={article.cover}
          alt={article.title}
          width={1200}
          height={800}
          priority
          sizes="(min-width: 768px) 768px, 100vw"
          className="mt-6 aspect-[3/2] w-full rounded-2xl object-cover"
        />
      )}
      {article.summary && (
        <p lang={lang} className="mt-6 text-xl font-semibold text-zinc-100">
          {article.summary}
        </p>
      )}
      <CmsHtml html={article.content} lang={lang} className="mt-4 text-lg text-zinc-100" />
      <div className="mt-8 space-y-4">
        {article.soundcloud && (
          <EmbedFacade
            src={`https://w.soundcloud.com/player/?url=${encodeURIComponent(article.soundcloud)}`}
            title={t`SoundCloud player`}
            label={t`Play on SoundCloud`}
            className="h-40"
          />
        )}
        {article.instagram && (
          <EmbedFacade
            src={`${article.instagram.replace(/\/?$/, "/")}embed`}
            title={t`Instagram post`}
            label={t`Show the Instagram post`}
            className="aspect-square"
          />
        )}
      </div>
      <div className="mt-8">
        <ConciergeButton intent="talk" />
      </div>
      {related.length > 0 && (
        <Section id="related" title={t`Read next`}>
          <ArticleGrid articles={related} />
        </Section>
      )}
    </article>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
