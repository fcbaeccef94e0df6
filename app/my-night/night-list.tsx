import { useLingui } from "@lingui/react/macro";
import { Icon } from "#app/components/shell/icon.tsx";
import { StatusBadge } from "#app/components/ui/event-status.tsx";
import { areaName } from "#app/config/site.ts";
import { formatLongDate, formatTimeRange } from "#app/domain/dates.ts";
import { Link, useLocale } from "#app/i18n/links.tsx";
import { type SavedParty, unsave } from "./saved-parties.ts";

/** The saved parties, each with its day and hours, venue and area, status, and a way to remove it. */
export function SavedList({
  parties,
  venues,
}: {
  parties: readonly SavedParty[];
  venues: ReadonlyMap<string, string>;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <ol className="space-y-3" data-my-night>
      {parties.map(({ title, ...party }) => (
        <li key={party.path} className="card flex items-center gap-3 p-4">
          <div className="min-w-0 flex-1">
            <p className="eyebrow">
              <time dateTime={party.date}>
                {formatLongDate(party.date, locale)}
                {party.startTime
                  ? ` · ${formatTimeRange(party.startTime, party.endTime, locale)}`
                  : ""}
              </time>
            </p>
            <h2 id={`saved-${party.path}`} className="mt-1 text-lg leading-snug font-black">
              <Link to={party.path} className="hover:underline">
                {title}
              </Link>
            </h2>
            <p className="text-sm text-zinc-400">
              {[venues.get(party.path), areaName(party.area, locale)].filter(Boolean).join(" · ")}
            </p>
            {party.status && <StatusBadge status={party.status} />}
          </div>
          <button
            type="button"
            onClick={() => unsave(party.path)}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-bold text-zinc-300 hover:bg-white/10"
            aria-labelledby={`remove-${party.path} saved-${party.path}`}
          >
            <Icon name="close" className="h-4 w-4" />
            <span id={`remove-${party.path}`}>{t`Remove`}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
