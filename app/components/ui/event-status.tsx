import { useLingui } from "@lingui/react/macro";
import type { EventStatus } from "#app/domain/content-types.ts";

const BADGE_COLOURS: Record<Exclude<EventStatus, "scheduled">, string> = {
  cancelled: "bg-red-700 text-white",
  postponed: "bg-amber-300 text-zinc-950",
  rescheduled: "bg-sky-300 text-zinc-950",
  "sold-out": "bg-zinc-200 text-zinc-950",
};

/** A party's status at a glance (nothing for a scheduled one); a rescheduled one says from when. */
export function StatusBadge({
  status,
  previousDay,
}: {
  status: EventStatus;
  /** A rescheduled party's former day, as a label made on the server ("Sat, Nov 21"). */
  previousDay?: string | undefined;
}) {
  const { t } = useLingui();
  if (status === "scheduled") return null;
  const labels = {
    cancelled: t`Cancelled`,
    postponed: t`Postponed`,
    rescheduled: previousDay ? t`Rescheduled from ${previousDay}` : t`Rescheduled`,
    "sold-out": t`Sold out`,
  };
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-black tracking-wide uppercase ${BADGE_COLOURS[status]}`}
    >
      {labels[status]}
    </span>
  );
}
