import { useLingui } from "@lingui/react/macro";
import type { PartyItem } from "#app/domain/content-types.ts";
import { Link } from "#app/i18n/links.tsx";
import { usePageHref } from "../ui/page-href.ts";
import { PartyList } from "../ui/party-grid.tsx";

/** The calendar's span, a day at a time, each titled with its day. */
export function CalendarDays({
  days,
}: {
  days: readonly { date: string; label: string; items: readonly PartyItem[] }[];
}) {
  return (
    <ol className="space-y-10">
      {days.map((day) => (
        <li key={day.date} aria-labelledby={`day-${day.date}`} data-calendar-day={day.date}>
          <h2 id={`day-${day.date}`} className="mb-3 text-xl font-black text-amber-300">
            {day.label}
          </h2>
          <PartyList parties={day.items} />
        </li>
      ))}
    </ol>
  );
}

/** Links to the two weeks before and after, labelled with their dates. */
export function SpanNav({
  earlier,
  later,
  page,
}: {
  earlier: string | null;
  later: string | null;
  page: number;
}) {
  const { t } = useLingui();
  const href = usePageHref();
  if (!earlier && !later) return null;
  return (
    <nav aria-label={t`More dates`} className="my-8 flex flex-wrap justify-between gap-3">
      {earlier && (
        <Link to={href(page - 1)} rel="prev" className="btn btn-outline">
          <span aria-hidden="true">‹</span> {t`Earlier: ${earlier}`}
        </Link>
      )}
      {later && (
        <Link to={href(page + 1)} rel="next" className="btn btn-outline ml-auto">
          {t`Later: ${later}`} <span aria-hidden="true">›</span>
        </Link>
      )}
    </nav>
  );
}
