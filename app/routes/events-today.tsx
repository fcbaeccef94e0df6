import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { redirect } from "react-router";
import { OnNow } from "#app/components/ui/on-now.tsx";
import { filterWords, NoMatch, PartyFilters } from "#app/components/ui/party-filters.tsx";
import { PartyListPage } from "#app/components/ui/party-list-page.tsx";
import { areaTitle, DEFAULT_TIME_ZONE, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { getPartiesAroundTonight } from "#app/content/types/parties.server.ts";
import { discover, itemOf, tonight } from "#app/discovery/discovery.server.ts";
import { formatLongDate } from "#app/domain/dates.ts";
import {
  DESTINATION_FILTERS,
  type FilterName,
  filterParties,
  filtersSearch,
  isRespelled,
} from "#app/domain/discovery.ts";
import { filteredList, filterForm } from "#app/domain/filtered-list.ts";
import { tonightIn } from "#app/domain/time/index.ts";
import { tonightsParties } from "#app/domain/tonight.ts";
import { criticalContent } from "#app/http/loader-answers.server.ts";
import { keptUnlessIgnored, pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { i18nForPath } from "#app/i18n/i18n.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { pageMeta, siteUrlFrom } from "#app/seo/meta.ts";
import { listingContext, venueTypeNames } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/events-today";

export const headers = pageHeaders;

/** Today is the page's day: its filters are the place and the taste, not the date. */

const FILTERS = ["area", "type", "genre", "venue"] as const satisfies readonly FilterName[];
const query = declareQuery(...FILTERS);
export const handle = query.handle;

/** Today's title says what the list holds: an area, or every area (issue 42). */
const eventsTodayTitle = (area: string | null, i18n: I18n): string =>
  area ? t(i18n)`${area} events today` : t(i18n)`Events today: every area`;

export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const { parties, choices, sets } = await criticalContent(async () =>
    discover(await getPartiesAroundTonight(now), now),
  );
  // Each party's tonight is its own area's (until 06:00; Cabo's clock is behind), not over yet;
  // hidden parties are not read (getPartiesAroundTonight).
  const today = tonightsParties(parties, now);
  const read = query.read(request);
  const types = venueTypeNames(i18nOf(request));
  const list = filteredList(today, { ...choices, types }, read, FILTERS, now, DESTINATION_FILTERS);
  if (isRespelled(read, list.filters, DESTINATION_FILTERS))
    throw redirect(
      localizedPath(
        localeOf(request),
        `${PATHS.eventsToday}${filtersSearch(list.filters, DESTINATION_FILTERS)}`,
      ),
      301,
    );
  const words = filterWords(i18nOf(request), localeOf(request));
  const context = listingContext(request, now);
  const onNow = tonight(filterParties(parties, list.filters, now), sets, context);
  // A party on now or later tonight is listed there once, not again below.
  const shownAbove = new Set([...onNow.onNow, ...onNow.next].map((party) => party.id));
  return keptUnlessIgnored(
    {
      summary: words.describe(list.fields, list.filters, DESTINATION_FILTERS),
      // Worded here, so the page's script carries neither title.
      title: eventsTodayTitle(areaTitle(list.filters.area, localeOf(request)), i18nOf(request)),
      today: formatLongDate(tonightIn(now, DEFAULT_TIME_ZONE), context.locale),
      parties: list.parties
        .filter((party) => !shownAbove.has(party.party.id))
        .map((party) => itemOf(party, context)),
      tonight: onNow,
      form: filterForm(list),
    },
    list.ignored.length > 0,
  );
}

export function meta({ loaderData: data, matches, location }: Route.MetaArgs) {
  const i18n = i18nForPath(location.pathname);
  return pageMeta({
    i18n,
    title: [data?.summary, t(i18n)`${PRODUCT_NAME} events today`].filter(Boolean).join(" · "),
    description: [
      data?.summary,
      t(i18n)`What's on in ${PRODUCT_NAME} tonight: today's parties and weekly nights.`,
    ]
      .filter(Boolean)
      .join(": "),
    path: PATHS.eventsToday,
    siteUrl: siteUrlFrom(matches),
    noindex: Boolean(data?.form.filtered || data?.form.ignored.length),
  });
}

export default function EventsToday({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { form, parties } = loaderData;
  const day = loaderData.today;
  return (
    <PartyListPage
      title={loaderData.title}
      intro={t`${day}, ${PRODUCT_NAME} time.`}
      parties={parties}
      empty={
        loaderData.tonight.onNow.length + loaderData.tonight.next.length > 0
          ? undefined
          : t`Nothing is announced for today yet. See the calendar for the coming days.`
      }
      before={
        <>
          <OnNow {...loaderData.tonight} always />
          <PartyFilters state={form} />
        </>
      }
      noMatch={form.filtered && parties.length === 0 ? <NoMatch state={form} /> : undefined}
    />
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
