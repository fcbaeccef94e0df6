import { useLingui } from "@lingui/react/macro";
import { addDays } from "#app/domain/dates.ts";

/** Shown while the schedule loads on a client navigation: cards for the next three days. */
export function DjSchedulePlaceholder({ today }: { today: string }) {
  const { t } = useLingui();
  const days = [1, 2, 3].map((offset) => addDays(today, offset));
  return (
    <div className="mx-auto max-w-5xl" aria-busy="true" data-testid="dj-schedule-placeholder">
      <p className="mb-6 text-2xl font-black">{t`Spinning The Hamster…`}</p>
      {days.map((date) => (
        <section key={date} className="mb-8">
          <h2 className="mb-3 text-xl font-black text-zinc-500">{date}</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {[0, 1].map((i) => (
              <div
                key={i}
                className="h-28 animate-pulse rounded-2xl bg-zinc-900 motion-reduce:animate-none"
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
