import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { ConciergeButton } from "#app/components/shell/concierge-button.tsx";
import { CmsHtml } from "#app/components/ui/cms-html.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { EmptyState, PageHeader, Section } from "#app/components/ui/party-grid.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { INSTAGRAM_URL, PATHS } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { getLinks } from "#app/content/types/links.server.ts";
import {
  getActivities,
  getEditorialPage,
  getQuestionAnswers,
} from "#app/content/types/pages.server.ts";
import type { Activity, LinkCard, QuestionAnswer } from "#app/domain/editorial-types.ts";
import { criticalContent, notFound } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { Link } from "#app/i18n/links.tsx";
import { contentLangAttribute } from "#app/i18n/locales.ts";
import { EDITORIAL_PAGES, patternPath } from "#app/route-data.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import type { Route } from "./+types/editorial-page";

export const headers = pageHeaders;

export async function loader({ pattern, request }: Route.LoaderArgs) {
  // Each of this module's routes is a fixed path: its pattern is its path.
  const path = patternPath(pattern);
  const config = EDITORIAL_PAGES[path];
  if (!config) notFound();
  const page = await criticalContent(() => getEditorialPage(config.slug, localeOf(request)));
  if (!page) notFound();
  const [links, answers, activities] = await Promise.all([
    config.linksPrefix
      ? optionalContent(getLinks(config.linksPrefix), [] as LinkCard[], "links")
      : [],
    config.qaPrefix
      ? optionalContent(getQuestionAnswers(config.qaPrefix), [] as QuestionAnswer[], "Q&A")
      : [],
    config.activities ? optionalContent(getActivities(), [] as Activity[], "activities") : [],
  ]);
  const meta = pageMeta({
    i18n: i18nOf(request),
    title: page.title,
    description: page.summary || page.title,
    path,
    image: page.cover?.url,
  });
  return { path, page, links, answers, activities, isContact: path === PATHS.contact, meta };
}

export const meta: Route.MetaFunction = routeMeta;

export default function Editorial({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { page, links, answers, activities } = loaderData;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={page.title} intro={page.summary} lang={contentLangAttribute(page)}>
        <div className="mt-5 flex flex-wrap gap-3">
          <ConciergeButton intent="talk" />
          <ConciergeButton intent="book" />
          {loaderData.isContact && (
            <NewTabLink
              href={INSTAGRAM_URL}
              className="btn btn-outline px-4 text-xs font-black tracking-wider"
            >
              INSTAGRAM
            </NewTabLink>
          )}
        </div>
      </PageHeader>
      {page.cover && (
        <ResponsiveImage
          image={page.cover}
          alt=""
          width={1200}
          height={800}
          priority
          className="aspect-[3/1] w-full rounded-2xl object-cover"
        />
      )}
      <CmsHtml
        html={page.content}
        lang={contentLangAttribute(page)}
        className="mt-6 text-lg text-zinc-100"
      />
      {links.length > 0 && (
        <Section id="links" title={t`Links`}>
          <ul className="grid gap-3 sm:grid-cols-3">
            {links.map((link) => (
              <li key={link.slug}>
                {link.href.startsWith("/") ? (
                  <Link
                    to={link.href}
                    className="card block p-4 text-center font-extrabold hover:border-amber-400"
                  >
                    <span lang={contentLangAttribute(link)}>{link.text}</span>
                  </Link>
                ) : (
                  <a
                    href={link.href || "/"}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="card block p-4 text-center font-extrabold hover:border-amber-400"
                  >
                    <span lang={contentLangAttribute(link)}>{link.text}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {activities.length > 0 && (
        <Section id="activities" title={t`Between nights out`}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {activities.map((activity) => (
              <li key={activity.slug} lang={contentLangAttribute(activity)} className="card p-4">
                <h3 className="font-extrabold">{activity.title}</h3>
                <p className="text-sm text-zinc-300">{activity.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {answers.length > 0 && (
        <Section id="answers" title={t`Quick answers`}>
          <dl className="space-y-3">
            {answers.map((qa) => (
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
      {!page.content && <EmptyState>{t`More soon.`}</EmptyState>}
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
