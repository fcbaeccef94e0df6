import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { usePublicEnv, useSiteUrl } from "#app/components/public-env.tsx";
import { Icon } from "#app/components/shell/icon.tsx";
import { formatLongDate, formatWallTime, isWallTime } from "#app/domain/dates.ts";
import { whatsappLink } from "#app/domain/whatsapp.ts";
import { useLocale } from "#app/i18n/links.tsx";
import { groupBookingMessage, holdsItsDate, planSummary } from "./night-plan.ts";
import type { SavedParty } from "./saved-parties.ts";

const MAX_GROUP = 50;

/**
 * One WhatsApp message to the concierge for the group's night (issue 53): every party still on
 * its date, by name, day, time and link, and the group's size and arrival when given. Without
 * script the link still names the parties.
 */
export function GroupBooking({ parties }: { parties: readonly SavedParty[] }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const siteUrl = useSiteUrl() ?? "";
  const { conciergeWhatsapp } = usePublicEnv();
  const [size, setSize] = useState("");
  // An arrival per night: a plan of two nights arrives at two hours (issue 66).
  const [arrivals, setArrivals] = useState<Record<string, string>>({});
  const sizeId = useId();
  const arrivalId = useId();
  const onTheirDate = parties.filter(holdsItsDate);
  if (onTheirDate.length === 0) return null;
  const nights = [...new Set(onTheirDate.map((party) => party.date))].sort();
  const people = Number(size);
  const message = groupBookingMessage(i18n, {
    summary: planSummary(onTheirDate, locale, i18n, siteUrl),
    size: Number.isInteger(people) && people > 0 && people <= MAX_GROUP ? people : null,
    nights: nights.length,
    arrivals: nights.flatMap((night) => {
      const time = arrivals[night] ?? "";
      return isWallTime(time)
        ? [{ day: formatLongDate(night, locale), time: formatWallTime(time, locale) }]
        : [];
    }),
  });
  return (
    <section className="card mt-6 p-4" aria-labelledby={`${sizeId}-title`} data-group-booking>
      <h2 id={`${sizeId}-title`} className="text-lg font-black">
        {t`Book a table for the group`}
      </h2>
      <div className="mt-3 flex flex-wrap gap-4">
        <label htmlFor={sizeId} className="flex flex-col text-sm font-bold text-zinc-300">
          {t`How many of you`}
          <input
            id={sizeId}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_GROUP}
            value={size}
            onChange={(event) => setSize(event.target.value)}
            className="mt-1 min-h-11 w-28 rounded-lg border border-white/20 bg-zinc-900 px-3 text-base"
          />
        </label>
        {nights.map((night) => (
          <label
            key={night}
            htmlFor={`${arrivalId}-${night}`}
            className="flex flex-col text-sm font-bold text-zinc-300"
          >
            {nights.length > 1
              ? t`Arriving around, ${formatLongDate(night, locale)}`
              : t`Arriving around`}
            <input
              id={`${arrivalId}-${night}`}
              type="time"
              value={arrivals[night] ?? ""}
              onChange={(event) => setArrivals({ ...arrivals, [night]: event.target.value })}
              className="mt-1 min-h-11 w-36 rounded-lg border border-white/20 bg-zinc-900 px-3 text-base"
            />
          </label>
        ))}
      </div>
      <a
        href={whatsappLink(conciergeWhatsapp, message)}
        target="_blank"
        rel="noopener noreferrer"
        data-concierge="book"
        data-subject={onTheirDate.map((party) => party.title).join(" · ")}
        className="btn btn-primary mt-4 gap-1.5 px-4 text-sm font-black tracking-wider"
      >
        <Icon name="whatsapp" className="h-4 w-4" />
        {t`BOOK A TABLE`}
        <span className="sr-only"> {t`(opens WhatsApp in a new window)`}</span>
      </a>
    </section>
  );
}
