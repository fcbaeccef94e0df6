import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ErrorPage } from "#app/components/error-page.tsx";
import { DjSetCard } from "#app/components/ui/dj-set-card.tsx";
import { EmptyState, PageHeader } from "#app/components/ui/party-grid.tsx";
import { DEFAULT_TIME_ZONE, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { getDjSchedule } from "#app/content/dj-schedule.server.ts";
import { withContent } from "#app/content/errors.server.ts";
import { formatEventLabel } from "#app/domain/dates.ts";
import { calendarDays } from "#app/domain/parties.ts";
import { pageHeaders } from "#app/http/cache-control.ts";
import { i18nForPath } from "#app/i18n/i18n.ts";
import { useLocale } from "#app/i18n/links.tsx";
import { pageMeta, siteUrlFrom } from "#app/seo/meta.ts";
import type { Route } from "./+types/dj-schedule";

export const headers = pageHeaders;

export async function loader() {
  const now = new Date();
  const sets = await withContent(() => getDjSchedule(now));
  return { now: now.toISOString(), days: calendarDays([], sets) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const i18n = i18nForPath(location.pathname);
  return pageMeta({
    i18n,
    title: t(i18n)`${PRODUCT_NAME} DJ schedule`,
    description: t(
      i18n,
    )`Who plays where and when in ${PRODUCT_NAME}: set times by day, with genres.`,
    path: PATHS.djSchedule,
    siteUrl: siteUrlFrom(matches),
  });
}

export default function DjSchedule({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const now = new Date(loaderData.now);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t`${PRODUCT_NAME} DJ schedule`}
        intro={t`Set times in ${PRODUCT_NAME} time. Sets stay listed for six hours after they start.`}
      />
      {loaderData.days.length === 0 && <EmptyState>{t`No sets are announced yet.`}</EmptyState>}
      {loaderData.days.map((day) => (
        <section
          key={day.date}
          aria-labelledby={`sets-${day.date}`}
          className="mb-10"
          data-schedule-day={day.date}
        >
          <h2 id={`sets-${day.date}`} className="mb-4 text-2xl font-black text-amber-300">
            {formatEventLabel(day.date, undefined, now, DEFAULT_TIME_ZONE, locale)}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {day.items.map((set) => (
              <li key={set.slug}>
                <DjSetCard set={set} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
