import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ErrorPage } from "#app/components/error-page.tsx";
import { PartyListPage } from "#app/components/ui/party-list-page.tsx";
import { DEFAULT_TIME_ZONE, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { withContent } from "#app/content/errors.server.ts";
import { getTodayParties } from "#app/content/parties.server.ts";
import { formatLongDate, localDate } from "#app/domain/dates.ts";
import { pageHeaders } from "#app/http/cache-control.ts";
import { i18nForPath } from "#app/i18n/i18n.ts";
import { useLocale } from "#app/i18n/links.tsx";
import { pageMeta, siteUrlFrom } from "#app/seo/meta.ts";
import type { Route } from "./+types/events-today";

export const headers = pageHeaders;

export async function loader() {
  const now = new Date();
  const parties = await withContent(() => getTodayParties(now));
  return { now: now.toISOString(), today: localDate(now, DEFAULT_TIME_ZONE), parties };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const i18n = i18nForPath(location.pathname);
  return pageMeta({
    i18n,
    title: t(i18n)`${PRODUCT_NAME} events today`,
    description: t(i18n)`What's on in ${PRODUCT_NAME} tonight: today's parties and weekly nights.`,
    path: PATHS.eventsToday,
    siteUrl: siteUrlFrom(matches),
  });
}

export default function EventsToday({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const day = formatLongDate(loaderData.today, useLocale());
  return (
    <PartyListPage
      title={t`${PRODUCT_NAME} events today`}
      intro={t`${day}, ${PRODUCT_NAME} time.`}
      parties={loaderData.parties}
      now={loaderData.now}
      empty={t`Nothing is announced for today yet. See the calendar for the coming days.`}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
