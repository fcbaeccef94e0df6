import { ErrorPage } from "#app/components/error-page.tsx";
import { PartyListPage } from "#app/components/ui/party-list-page.tsx";
import { DEFAULT_TIME_ZONE, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { withContent } from "#app/content/errors.server.ts";
import { getTodayParties } from "#app/content/parties.server.ts";
import { formatLongDate, localDate } from "#app/domain/dates.ts";
import { pageHeaders } from "#app/http/cache-control.ts";
import { pageMeta, siteUrlFrom } from "#app/seo/meta.ts";
import type { Route } from "./+types/events-today";

export const headers = pageHeaders;

export async function loader() {
  const now = new Date();
  const parties = await withContent(() => getTodayParties(now));
  return { now: now.toISOString(), today: localDate(now, DEFAULT_TIME_ZONE), parties };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `${PRODUCT_NAME} events today`,
    description: `What's on in ${PRODUCT_NAME} tonight: today's parties and weekly nights.`,
    path: PATHS.eventsToday,
    siteUrl: siteUrlFrom(matches),
  });
}

export default function EventsToday({ loaderData }: Route.ComponentProps) {
  return (
    <PartyListPage
      title={`${PRODUCT_NAME} events today`}
      intro={`${formatLongDate(loaderData.today)}, ${PRODUCT_NAME} time.`}
      parties={loaderData.parties}
      now={loaderData.now}
      empty="Nothing is announced for today yet. See the calendar for the coming days."
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
