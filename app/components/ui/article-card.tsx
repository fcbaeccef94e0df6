import { PATHS } from "#app/config/site.ts";
import type { ArticleSummary } from "#app/domain/editorial-types.ts";
import { Link } from "#app/i18n/links.tsx";
import { contentLangAttribute } from "#app/i18n/locales.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

export function ArticleCard({
  article,
  priority = false,
  heading: Heading = "h2",
}: {
  article: ArticleSummary;
  priority?: boolean;
  /** h3 where the cards sit under a section's own h2 ("Read next"). */
  heading?: "h2" | "h3";
}) {
  return (
    <article className="card overflow-hidden">
      <Link to={PATHS.article(article.slug)} className="group block">
        {article.cover ? (
          <ResponsiveImage
            image={article.cover}
            alt=""
            width={1200}
            height={800}
            priority={priority}
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
            className="aspect-[3/2] w-full object-cover"
          />
        ) : (
          <div className="aspect-[3/2] bg-zinc-800" />
        )}
        <div className="p-4" lang={contentLangAttribute(article)}>
          {article.genre && (
            <p className="text-xs font-black tracking-wider text-amber-300 uppercase">
              {article.genre}
            </p>
          )}
          <Heading className="mt-1 text-lg leading-snug font-black group-hover:underline">
            {article.title}
          </Heading>
          {article.summary && (
            <p className="mt-1 line-clamp-3 text-sm text-zinc-300">{article.summary}</p>
          )}
        </div>
      </Link>
    </article>
  );
}

/** Articles in three columns under a section heading, as "Read next" shows them. */
export function ArticleGrid({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} heading="h3" />
        </li>
      ))}
    </ul>
  );
}
