import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { DjSetCard, type ShownSet } from "#app/components/ui/dj-set-card.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { EmptyState, PageHeader } from "#app/components/ui/party-grid.tsx";
import { useNow } from "#app/components/ui/use-now.ts";
import {
  AREA_SLUGS,
  AREAS,
  areaName,
  DEFAULT_TIME_ZONE,
  PATHS,
  PRODUCT_NAME,
} from "#app/config/site.ts";
import { LIMITS } from "#app/content/queries/limits.ts";
import { getDjSchedule } from "#app/content/types/dj-schedule.server.ts";
import { packInPages, pageFromSearch, pageValueUsed } from "#app/domain/page-numbers.ts";
import { nightLabel } from "#app/domain/time/day-labels.server.ts";
import { setHours } from "#app/domain/time/index.ts";
import {
  criticalContent,
  firstPageUnlessUsed,
  pageFreshUntil,
} from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import type { Route } from "./+types/dj-schedule";

export const headers = pageHeaders;

/** The query parameters this page reads; every other one is ignored (and not cached apart). */
const query = declareQuery("page");
export const handle = query.handle;

export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const locale = localeOf(request);
  const placed = await criticalContent(() => getDjSchedule(now));
  const days: { date: string; label: string; items: ShownSet[] }[] = [];
  for (const { set, night, timeZone, start, end } of placed) {
    // A set in another clock than the destination's says whose (Los Cabos is two hours behind).
    const clock = AREA_SLUGS.find(
      (area) => AREAS[area].timeZone === timeZone && timeZone !== DEFAULT_TIME_ZONE,
    );
    const shown: ShownSet = {
      ...set,
      ...(clock ? { clockArea: areaName(clock, locale) } : {}),
      hours: { start, end, until: setHours({ start, end })?.end ?? null },
    };
    const last = days[days.length - 1];
    if (last?.date === night) last.items.push(shown);
    else
      days.push({
        date: night,
        label: nightLabel(night, now, DEFAULT_TIME_ZONE, locale),
        items: [shown],
      });
  }
  // Every set is listed; a page holds whole nights, up to the original's 150 sets.
  const pages = packInPages(days, LIMITS.djSchedule);
  const raw = query.read(request).page;
  const page = pageFromSearch(raw, pages.length);
  const shown = pages[page - 1] ?? [];
  // A page number past the end is sent to the first page, rendering nothing (issue 54).
  firstPageUnlessUsed(request, "page", pageValueUsed(raw, page, shown.length > 0));
  const i18n = i18nOf(request);
  const meta = pageMeta({
    i18n,
    title: t(i18n)`${PRODUCT_NAME} DJ schedule`,
    description: t(
      i18n,
    )`Who plays where and when in ${PRODUCT_NAME}: set times by day, with genres.`,
    path: page > 1 ? `${PATHS.djSchedule}?page=${page}` : PATHS.djSchedule,
  });
  return {
    days: shown,
    page,
    pages: pages.length,
    now: now.getTime(),
    meta,
    freshUntil: pageFreshUntil(),
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function DjSchedule({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const now = useNow(loaderData.now);
  // A page left open drops what finishes while it is open (the loader already left out the rest).
  const days = loaderData.days
    .map((day) => ({
      ...day,
      items: day.items.filter((set) => !set.hours?.until || now < set.hours.until),
    }))
    .filter((day) => day.items.length > 0);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t`${PRODUCT_NAME} DJ schedule`}
        intro={t`Each night's sets in the order they play, in local time (Los Cabos is two hours behind ${PRODUCT_NAME}). A set stays listed until the next one at its party begins.`}
      />
      {days.length === 0 && <EmptyState>{t`No sets are announced yet.`}</EmptyState>}
      {days.map((day) => (
        <section
          key={day.date}
          aria-labelledby={`sets-${day.date}`}
          className="mb-10"
          data-schedule-day={day.date}
        >
          <h2 id={`sets-${day.date}`} className="mb-4 text-2xl font-black text-amber-300">
            {day.label}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {day.items.map((set) => (
              <li key={set.slug}>
                <DjSetCard set={set} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Pagination page={loaderData.page} total={loaderData.pages} limit={1} />
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
