import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ErrorPage } from "#app/components/error-page.tsx";
import { SubscribeLink } from "#app/components/ui/calendar-links.tsx";
import { filterWords, NoMatch, PartyFilters } from "#app/components/ui/party-filters.tsx";
import { EmptyState, PageHeader, PartyList } from "#app/components/ui/party-grid.tsx";
import { ShareButton } from "#app/components/ui/share-button.tsx";
import { DEFAULT_TIME_ZONE, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { getCalendarDiscovery, itemOf } from "#app/content/discovery.server.ts";
import { withContent } from "#app/content/errors.server.ts";
import { listingContext } from "#app/content/party-items.server.ts";
import { formatEventLabel } from "#app/domain/dates.ts";
import { FILTER_NAMES, filteredList, filterForm } from "#app/domain/discovery.ts";
import { calendarDays } from "#app/domain/parties.ts";
import { pageHeaders } from "#app/http/cache-control.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { i18nForPath } from "#app/i18n/i18n.ts";
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
  const context = listingContext(request, now);
  // Each day lists the destination's parties first, then the rest of the coast (labelled).
  const items = [
    ...list.parties.filter((party) => party.area === "tulum"),
    ...list.parties.filter((party) => party.area !== "tulum"),
  ].map((party) => itemOf(party, context));
  return {
    // A filtered list is titled by its filters: "Techno · Next 7 days".
    summary: words.describe(list.fields, list.filters),
    days: calendarDays([], items).map((day) => ({
      ...day,
      label: formatEventLabel(day.date, undefined, now, DEFAULT_TIME_ZONE, context.locale),
    })),
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
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t`${PRODUCT_NAME} party calendar`}
        intro={t`Every party on the coast, day by day: ${PRODUCT_NAME} first, then the other areas.`}
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
            <h2 id={`day-${day.date}`} className="mb-3 text-xl font-black text-amber-300">
              {day.label}
            </h2>
            <PartyList parties={day.items} />
          </li>
        ))}
      </ol>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
