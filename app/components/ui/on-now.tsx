import { useLingui } from "@lingui/react/macro";
import type { TonightCard } from "#app/domain/discovery.ts";
import { PartyRow } from "./party-card.tsx";

function TonightList({
  parties,
  kind,
  empty,
}: {
  parties: readonly TonightCard[];
  kind: "now" | "next";
  empty: string;
}) {
  const { t } = useLingui();
  if (parties.length === 0) return <p className="text-zinc-300">{empty}</p>;
  return (
    <ul className="grid grid-cols-1 gap-2 md:grid-cols-2 xl:grid-cols-3">
      {parties.map((party) => (
        <li key={`${party.kind}-${party.id}`} data-tonight={kind} data-slug={party.slug}>
          <PartyRow party={party}>
            {party.sets.map((set) => (
              <p key={set.artist} className="mt-1 text-sm text-zinc-200" data-set-now>
                {t`Playing now:`} {set.artist}, {set.hours}
              </p>
            ))}
          </PartyRow>
        </li>
      ))}
    </ul>
  );
}

/**
 * Parties on now and the ones starting later tonight. `always` shows the section with a line
 * for an empty list (the events-today page); otherwise it is left out when both are empty.
 */
export function OnNow({
  onNow,
  next,
  always = false,
}: {
  onNow: readonly TonightCard[];
  next: readonly TonightCard[];
  always?: boolean;
}) {
  const { t } = useLingui();
  if (!always && onNow.length === 0 && next.length === 0) return null;
  return (
    <section aria-labelledby="on-now" className="mb-8 space-y-5" data-on-now-section>
      {(always || onNow.length > 0) && (
        <div>
          <h2 id="on-now" className="mb-2 text-xl font-black sm:text-2xl">
            {t`On now`}
          </h2>
          <TonightList parties={onNow} kind="now" empty={t`Nothing is on right now.`} />
        </div>
      )}
      {(always || next.length > 0) && (
        <div>
          <h2
            id={onNow.length > 0 || always ? undefined : "on-now"}
            className="mb-2 text-xl font-black sm:text-2xl"
          >
            {t`Later tonight`}
          </h2>
          <TonightList parties={next} kind="next" empty={t`Nothing else starts tonight.`} />
        </div>
      )}
    </section>
  );
}
