import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ErrorPage } from "#app/components/error-page.tsx";
import { SubscribeLink } from "#app/components/ui/calendar-links.tsx";
import { PartyCard } from "#app/components/ui/party-card.tsx";
import { filterWords, NoMatch, PartyFilters } from "#app/components/ui/party-filters.tsx";
import { EmptyState, PageHeader } from "#app/components/ui/party-grid.tsx";
import { ShareButton } from "#app/components/ui/share-button.tsx";
import { DEFAULT_TIME_ZONE, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { getCalendarDiscovery, toCard } from "#app/content/discovery.server.ts";
import { withContent } from "#app/content/errors.server.ts";
import { formatEventLabel } from "#app/domain/dates.ts";
import { FILTER_NAMES, filteredList, filterForm } from "#app/domain/discovery.ts";
import { calendarDays } from "#app/domain/parties.ts";
import { timeZoneFor } from "#app/domain/party-paths.ts";
import { pageHeaders } from "#app/http/cache-control.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { i18nForPath } from "#app/i18n/i18n.ts";
import { useLocale } from "#app/i18n/links.tsx";
import { pageMeta, siteUrlFrom } from "#app/seo/meta.ts";
import type { Route } from "./+types/calendar";

export const headers = pageHeaders;

const query = declareQuery(...FILTER_NAMES);
export const handle = query.handle;

export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const { parties, choices } = await withContent(() => getCalendarDiscovery(now));
  const list = filteredList(parties, choices, query.read(request), FILTER_NAMES, now);
  const words = filterWords(i18nOf(request), localeOf(request));
  return {
    now: now.toISOString(),
    // A filtered list is titled by its filters: "Techno · Next 7 days".
    summary: words.describe(list.fields, list.filters),
    days: calendarDays([], list.parties.map(toCard)),
    filters: filterForm(list),
  };
}

export function meta({ loaderData: data, matches, location }: Route.MetaArgs) {
  const i18n = i18nForPath(location.pathname);
  return pageMeta({
    i18n,
    title: [data?.summary, t(i18n)`${PRODUCT_NAME} party calendar`].filter(Boolean).join(" · "),
    description: [
      data?.summary,
      t(
        i18n,
      )`Every party in ${PRODUCT_NAME}, day by day: club nights, beach parties, weekly nights and festivals.`,
    ]
      .filter(Boolean)
      .join(": "),
    path: PATHS.calendar,
    siteUrl: siteUrlFrom(matches),
    // Filtered lists are for visitors; search engines get the plain calendar.
    noindex: Boolean(data?.filters.filtered || data?.filters.ignored.length),
  });
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const now = new Date(loaderData.now);
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t`${PRODUCT_NAME} party calendar`}
        intro={t`Weekly nights first, then every party, day by day.`}
      >
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <ShareButton page={{ title: t`${PRODUCT_NAME} party calendar`, path: PATHS.calendar }} />
          <SubscribeLink path="/feeds/parties.ics" label={t`Subscribe to every party (.ics)`} />
        </div>
      </PageHeader>
      <PartyFilters state={loaderData.filters} />
      {loaderData.days.length === 0 &&
        (loaderData.filters.filtered ? (
          <NoMatch state={loaderData.filters} />
        ) : (
          <EmptyState>{t`No parties are announced yet. Check back soon.`}</EmptyState>
        ))}
      <ol className="space-y-10">
        {loaderData.days.map((day) => (
          <li key={day.date} aria-labelledby={`day-${day.date}`} data-calendar-day={day.date}>
            <h2 id={`day-${day.date}`} className="mb-4 text-2xl font-black text-amber-300">
              {formatEventLabel(day.date, undefined, now, DEFAULT_TIME_ZONE, locale)}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {day.items.map((party) => (
                <li key={`${party.kind}-${party.id}`} data-kind={party.kind}>
                  <PartyCard party={party} now={now} timeZone={timeZoneFor(party.kind)} compact />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
