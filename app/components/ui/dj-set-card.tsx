import { useLingui } from "@lingui/react/macro";
import type { DjSet } from "#app/domain/content-types.ts";
import { formatWallTime } from "#app/domain/dates.ts";
import { setArtist } from "#app/domain/dj-sets.ts";
import { Link, useLocale } from "#app/i18n/links.tsx";
import { phaseAt } from "./use-now.ts";

/**
 * A set as a list shows it; `clockArea` names the area whose clock its time is in, when not the
 * destination's; `hours` are its instants in the one clock for sets (app/domain/time/sets.ts):
 * `end` when known, `until` when it leaves the list.
 */
export type ShownSet = DjSet & {
  clockArea?: string;
  hours?: { start: number | null; end: number | null; until: number | null };
};

export function DjSetCard({ set, now }: { set: ShownSet; now?: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const phase =
    now === undefined ? "unknown" : phaseAt(now, set.hours?.start ?? null, set.hours?.end ?? null);
  // An editor's highlight marks a set to come or playing, never one that is over.
  const highlight = set.highlight && phase !== "over";
  const frame =
    phase === "on"
      ? "border-emerald-400 bg-emerald-400/10"
      : highlight
        ? "border-amber-400 bg-amber-400/10"
        : "border-white/10 bg-zinc-900";
  return (
    <article
      className={`flex gap-4 rounded-2xl border p-4 ${frame}`}
      data-dj-set={set.slug}
      data-set-phase={phase}
    >
      {set.image ? (
        <img
          src={set.image}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className="h-20 w-20 shrink-0 rounded-xl object-cover"
        />
      ) : (
        <div className="h-20 w-20 shrink-0 rounded-xl bg-gradient-to-br from-teal-700 to-amber-500" />
      )}
      <div className="min-w-0">
        <p className="text-sm font-black text-amber-300">
          {set.startTime ? formatWallTime(set.startTime, locale) : t`Time to be announced`}
          {set.startTime && set.clockArea && (
            <span className="font-bold text-zinc-300"> · {t`${set.clockArea} time`}</span>
          )}
          {phase === "on" && (
            <span
              className="ml-2 rounded-full bg-emerald-400 px-2 py-0.5 text-xs text-zinc-950"
              data-set-on-now
            >
              {t`On now`}
            </span>
          )}
          {highlight && (
            <span className="ml-2 rounded-full bg-amber-400 px-2 py-0.5 text-xs text-zinc-950">
              {t`Highlight`}
            </span>
          )}
        </p>
        <h3 className="font-extrabold">
          {set.artistLink ? (
            <Link to={set.artistLink} className="hover:underline">
              {setArtist(set.title)}
            </Link>
          ) : (
            set.title
          )}
        </h3>
        {set.eventLink && (
          <p className="text-sm">
            {t`at`}{" "}
            <Link to={set.eventLink} className="underline">
              {set.eventName || t`the event`}
            </Link>
          </p>
        )}
        {set.genre && <p className="text-sm text-zinc-400">{set.genre}</p>}
        {set.caption && <p className="mt-1 text-sm text-zinc-300">{set.caption}</p>}
      </div>
    </article>
  );
}
