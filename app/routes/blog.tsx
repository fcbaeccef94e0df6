import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { ArticleCard } from "#app/components/ui/article-card.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { EmptyState, PageHeader } from "#app/components/ui/party-grid.tsx";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { LIMITS } from "#app/content/queries/limits.ts";
import { getArticles } from "#app/content/types/articles.server.ts";
import { pageFromSearch, pageValueUsed } from "#app/domain/page-numbers.ts";
import { criticalContent, firstPageUnlessUsed } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import type { Route } from "./+types/blog";

/** The query parameters this page reads; every other one is ignored (and not cached apart). */
const query = declareQuery("page");
export const handle = query.handle;

export const headers = pageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const raw = query.read(request).page;
  const page = pageFromSearch(raw);
  const { items, total } = await criticalContent(() => getArticles(page));
  // A page number past the end is sent to the first page, rendering nothing (issue 54).
  firstPageUnlessUsed(request, "page", pageValueUsed(raw, page, items.length > 0));
  const i18n = i18nOf(request);
  const meta = pageMeta({
    i18n,
    title:
      page > 1
        ? t(i18n)`${PRODUCT_NAME} nightlife blog, page ${page}`
        : t(i18n)`${PRODUCT_NAME} nightlife blog`,
    description: t(
      i18n,
    )`Guides, culture and news from ${PRODUCT_NAME}'s nights: closing hours, tables, festivals and music.`,
    path: page > 1 ? `${PATHS.blog}?page=${page}` : PATHS.blog,
  });
  return { page, total, articles: items, meta };
}

export const meta: Route.MetaFunction = routeMeta;

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t`${PRODUCT_NAME} nightlife blog`}
        intro={t`Guides for planning your nights, and stories from the dance floor.`}
      />
      {loaderData.articles.length === 0 && <EmptyState>{t`No articles yet.`}</EmptyState>}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {loaderData.articles.map((article, index) => (
          <li key={article.slug}>
            <ArticleCard article={article} priority={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination
        page={loaderData.page}
        total={loaderData.total}
        limit={LIMITS.defaultDetail}
        type="success"
      />
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
