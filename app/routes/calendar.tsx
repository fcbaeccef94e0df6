import { useLingui } from "@lingui/react/macro";
import { redirect } from "react-router";
import { CalendarDays, SpanNav } from "#app/components/calendar/calendar-days.tsx";
import { routeMeta } from "#app/components/route-meta.ts";
import { ServerMarkup } from "#app/components/server-markup.tsx";
import { followMenuMarkup } from "#app/components/ui/follow-menu.server.tsx";
import { PartyFilters } from "#app/components/ui/party-filters/form.tsx";
import { NoMatch } from "#app/components/ui/party-filters/no-match.tsx";
import { EmptyState, PageHeader } from "#app/components/ui/party-grid.tsx";
import { ShareButton } from "#app/components/ui/share-button.tsx";
import { areaTitle, DEFAULT_TIME_ZONE, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { getPartiesAroundTonight } from "#app/content/types/parties.server.ts";
import {
  discover,
  type FoundParty,
  getCalendarDiscovery,
} from "#app/discovery/discovery.server.ts";
import { formatDateSpan } from "#app/domain/dates.ts";
import { type FilteredList, filteredList, filterForm } from "#app/domain/filtered-list.ts";
import {
  DESTINATION_FILTERS,
  FILTER_NAMES,
  filtersSearch,
  isRespelled,
} from "#app/domain/list-filters.ts";
import { keptUntilChange } from "#app/domain/memo.ts";
import { pageFromSearch, pageValueUsed } from "#app/domain/page-numbers.ts";
import { eveningAheadName, nightLabel } from "#app/domain/time/day-labels.server.ts";
import {
  type DateSpan,
  dateSpans,
  groupByNight,
  nextListChange,
  tonightIn,
} from "#app/domain/time/index.ts";
import {
  criticalContent,
  firstPageUnlessUsed,
  pageFreshUntil,
} from "#app/http/loader-answers.server.ts";
import { keptUnlessIgnored, pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { afterMidnight } from "#app/view-models/after-midnight.server.ts";
import { calendarHeading, calendarMeta } from "#app/view-models/calendar-page.server.ts";
import { filterWords, wordedFilterForm } from "#app/view-models/filter-words.server.ts";
import { areaAtomFeed, areaFollowLinks } from "#app/view-models/follow-links.server.ts";
import { itemOf } from "#app/view-models/party-cards.server.ts";
import { listingContext, venueTypeNames } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/calendar";

export const headers = pageHeaders;

const query = declareQuery(...FILTER_NAMES, "page");
export const handle = query.handle;

const keptPages = keptUntilChange<
  readonly FoundParty[],
  { list: FilteredList<FoundParty>; spans: DateSpan<FoundParty>[]; until: number }
>();

export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const { parties, choices } = await criticalContent(() => getCalendarDiscovery(now));
  const read = query.read(request);
  const locale = localeOf(request);
  // Kept until the next party ends or the night turns: a five-year list is filtered, counted
  // and cut into pages once per change, not once per request (issue 40).
  const filterValues = FILTER_NAMES.map((name) => read[name] ?? "").join("\n");
  const { list, spans } = keptPages(parties, `${locale}\n${filterValues}`, now, () => {
    const types = venueTypeNames(i18nOf(request));
    const list = filteredList(
      parties,
      { ...choices, types },
      read,
      FILTER_NAMES,
      now,
      DESTINATION_FILTERS,
    );
    const spans = dateSpans(list.parties, tonightIn(now, DEFAULT_TIME_ZONE));
    const until = nextListChange(parties, now);
    return { result: { list, spans, until }, until };
  });
  if (isRespelled(read, list.filters, DESTINATION_FILTERS)) {
    const search = new URLSearchParams(filtersSearch(list.filters, DESTINATION_FILTERS));
    if (read.page) search.set("page", read.page);
    throw redirect(localizedPath(locale, `${PATHS.calendar}?${search}`), 301);
  }
  const words = filterWords(i18nOf(request), locale);
  const context = listingContext(request, now);
  // After midnight "Tomorrow" is the evening of the phone's own date: named by its day (issue 52).
  const ahead = eveningAheadName(now, DEFAULT_TIME_ZONE, locale);
  const fields = list.fields.map((field) =>
    ahead && field.name === "when"
      ? { ...field, names: { ...field.names, tomorrow: ahead } }
      : field,
  );
  const page = pageFromSearch(read.page, spans.length);
  const span = spans[page - 1];
  const spanLabel = (index: number) => {
    const other = spans[index - 1];
    return other ? formatDateSpan(other.first, other.last, context.locale) : null;
  };
  // Each night lists its parties in the order they start, every area's row labelled with it.
  const days = groupByNight(span?.items ?? []).map(({ night, items }) => ({
    date: night,
    label: nightLabel(night, now, DEFAULT_TIME_ZONE, context.locale),
    items: items.map((party) => itemOf(party, context)),
  }));
  // A page number past the end is sent to the first page, rendering nothing (issue 54).
  firstPageUnlessUsed(request, "page", pageValueUsed(read.page, page, span !== undefined));
  const ignored = list.ignored.length > 0;
  // Tonight's view emptied after midnight says what happened and what is next (issue 52),
  // when no other filter narrows it (a "next" line would not be the filter's).
  const { when, type, genre, venue } = list.filters;
  const nothingOn =
    days.length === 0 && when === "tonight" && !type && !genre && !venue
      ? afterMidnight(
          (await discover(await optionalContent(getPartiesAroundTonight(now), [], "tonight"), now))
            .parties,
          list.filters.area,
          context,
        )
      : null;
  const i18n = i18nOf(request);
  // A filtered list is titled by its filters: "Techno · Next 7 days".
  const summary = words.describe(fields, list.filters, DESTINATION_FILTERS);
  const form = wordedFilterForm(filterForm({ ...list, fields }), words, i18n);
  const meta = calendarMeta(i18n, summary, page, form, areaAtomFeed(list.filters.area, context));
  return keptUnlessIgnored(
    {
      meta,
      summary,
      ...calendarHeading(
        areaTitle(list.filters.area, locale),
        // What narrows the list besides its area (the area is in the title already).
        words.describe(
          fields.filter((field) => field.name !== "area"),
          list.filters,
          DESTINATION_FILTERS,
        ),
        i18n,
      ),
      days,
      filters: form,
      page,
      span: spans.length > 1 ? spanLabel(page) : null,
      earlier: spanLabel(page - 1),
      later: spanLabel(page + 1),
      nothingOn,
      follow: followMenuMarkup(areaFollowLinks(list.filters.area, context)),
      // A tab left open asks again when a row starts ("On now") or the list changes (issue 52).
      freshUntil: pageFreshUntil(),
    },
    ignored,
  );
}

export const meta: Route.MetaFunction = routeMeta;

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={loaderData.title} intro={loaderData.intro} />
      <PartyFilters state={loaderData.filters} />
      {loaderData.span && (
        <p className="mb-4 font-bold text-zinc-300" data-calendar-span>
          {loaderData.span}
        </p>
      )}
      {loaderData.days.length === 0 &&
        (loaderData.nothingOn ? (
          <EmptyState>{loaderData.nothingOn}</EmptyState>
        ) : loaderData.filters.filtered ? (
          <NoMatch state={loaderData.filters} />
        ) : (
          <EmptyState>{t`No parties are announced yet. Check back soon.`}</EmptyState>
        ))}
      <CalendarDays days={loaderData.days} />
      <SpanNav earlier={loaderData.earlier} later={loaderData.later} page={loaderData.page} />
      {/* After the list: on a phone the rows come right under the filters (issue 42). */}
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <ShareButton page={{ title: t`${PRODUCT_NAME} party calendar`, path: PATHS.calendar }} />
        <ServerMarkup markup={loaderData.follow} />
      </div>
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
