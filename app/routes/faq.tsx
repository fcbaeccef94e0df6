import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { CmsHtml } from "#app/components/ui/cms-html.tsx";
import { FilterForm, FilterSelect } from "#app/components/ui/filter-form.tsx";
import { EmptyState, PageHeader, Section } from "#app/components/ui/party-grid.tsx";
import { env } from "#app/config/env.server.ts";
import { PATHS, PRODUCT_NAME, PRODUCT_SLUG } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { toPlainText } from "#app/content/queries/sanitize.server.ts";
import { getFaqs, getFaqsByCategory } from "#app/content/types/faqs.server.ts";
import { getQuestionAnswers } from "#app/content/types/pages.server.ts";
import type { Faq } from "#app/domain/editorial-types.ts";
import { anchorIds, foldText } from "#app/domain/slug.ts";
import { criticalContent } from "#app/http/loader-answers.server.ts";
import { keptUnlessIgnored, pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import { contentLangAttribute } from "#app/i18n/locales.ts";
import { faqPage } from "#app/seo/faq-page.ts";
import { jsonLdText } from "#app/seo/json-ld.server.ts";
import { JsonLdScript } from "#app/seo/json-ld.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import type { Route } from "./+types/faq";

/** The query parameters this page reads; every other one is ignored (and not cached apart). */
const query = declareQuery("category");
export const handle = query.handle;

export const headers = pageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const all = await criticalContent(() => getFaqs());
  // Editors type categories freely: "Getting there" and "getting  THERE" are one category,
  // shown with its first spelling.
  const categories = groupByCategory(all).map(([name]) => name);
  // A category is the CMS's words: in English on a Spanish page when its questions are.
  const categoryLang = Object.fromEntries(
    groupByCategory(all).map(([name, faqs]) => [name, faqs[0] && contentLangAttribute(faqs[0])]),
  );
  const asked = query.read(request).category;
  const wanted = foldText(asked ?? "");
  const category = categories.find((name) => foldText(name) === wanted) ?? "";
  const spellings = [
    ...new Set(all.filter((faq) => foldText(faq.category) === wanted).map((faq) => faq.category)),
  ];
  const faqs = category ? await criticalContent(() => getFaqsByCategory(spellings)) : all;
  const answers = await optionalContent(getQuestionAnswers(`${PRODUCT_SLUG}-`), [], "Q&A");
  const i18n = i18nOf(request);
  const meta = pageMeta({
    i18n,
    title: category
      ? t(i18n)`${PRODUCT_NAME} traveler questions: ${category}`
      : t(i18n)`${PRODUCT_NAME} traveler questions`,
    description: t(
      i18n,
    )`Answers for visitors to ${PRODUCT_NAME}: closing hours, tickets, tables, getting there, money and safety.`,
    path: PATHS.faq,
  });
  return keptUnlessIgnored(
    {
      meta,
      category,
      categories,
      categoryLang,
      faqs,
      answers,
      structuredData: jsonLdText(
        faqPage(
          faqs.map((faq) => ({ question: faq.question, answer: toPlainText(faq.answer, 1000) })),
        ),
        env().SITE_URL,
      ),
    },
    asked !== null && !category,
  );
}

export const meta: Route.MetaFunction = routeMeta;

function groupByCategory(faqs: readonly Faq[]): [string, Faq[]][] {
  const groups = new Map<string, [string, Faq[]]>();
  for (const faq of faqs) {
    const key = foldText(faq.category);
    const group = groups.get(key);
    if (group) group[1].push(faq);
    else groups.set(key, [faq.category, [faq]]);
  }
  return [...groups.values()];
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const groups = groupByCategory(loaderData.faqs);

  const categoryIds = anchorIds(
    "faq",
    groups.map(([category]) => category),
  );
  return (
    <div className="mx-auto max-w-4xl">
      <JsonLdScript json={loaderData.structuredData} />
      <PageHeader
        title={t`${PRODUCT_NAME} traveler questions`}
        intro={t`What visitors ask us most, answered by people who live here.`}
      />
      <FilterForm label={t`Filter questions`} submitLabel={t`Show`}>
        <FilterSelect
          label={t`Category`}
          name="category"
          value={loaderData.category}
          allLabel={t`All categories`}
          options={loaderData.categories}
          optionLang={(category) => loaderData.categoryLang[category]}
        />
      </FilterForm>
      {groups.length === 0 && (
        <EmptyState>{t`No questions in this category right now.`}</EmptyState>
      )}
      {groups.map(([category, faqs], index) => (
        <section
          key={category}
          aria-labelledby={categoryIds[index]}
          className="mb-8"
          data-faq-category={category}
        >
          <h2
            id={categoryIds[index]}
            lang={faqs[0] ? contentLangAttribute(faqs[0]) : undefined}
            className="mb-3 text-2xl font-black text-amber-300"
          >
            {category}
          </h2>
          <Accordion
            activeIndex={0}
            items={faqs.map((faq) => ({
              id: faq.slug,
              title: <span lang={contentLangAttribute(faq)}>{faq.question}</span>,
              content: <CmsHtml html={faq.answer} lang={contentLangAttribute(faq)} />,
            }))}
          />
        </section>
      ))}
      {loaderData.answers.length > 0 && (
        <Section id="quick-answers" title={t`Quick answers`}>
          <dl className="space-y-4">
            {loaderData.answers.map((qa) => (
              <div
                key={qa.slug}
                lang={contentLangAttribute(qa)}
                className="rounded-2xl border border-white/10 p-4"
              >
                <dt className="font-bold">{qa.question}</dt>
                <dd className="mt-1 text-zinc-300">{qa.answer}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
