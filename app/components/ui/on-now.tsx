import { useLingui } from "@lingui/react/macro";
import { formatWallTime } from "#app/domain/dates.ts";
import type { TonightCard } from "#app/domain/discovery.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { Link, useLocale } from "#app/i18n/links.tsx";
import { contentLangAttribute } from "#app/i18n/locales.ts";
import { StatusBadge } from "./event-status.tsx";

function TonightItem({ party, kind }: { party: TonightCard; kind: "now" | "next" }) {
  const { t } = useLingui();
  const locale = useLocale();
  const time = (value: string) => formatWallTime(value, locale);
  return (
    <li data-tonight={kind} data-slug={party.slug} className="card p-4">
      <p className="text-sm font-bold text-amber-300">
        {kind === "now" ? t`On since ${time(party.startTime ?? "")}` : time(party.startTime ?? "")}
        {party.venueName && <span className="text-zinc-300"> · {party.venueName}</span>}
      </p>
      <h3 lang={contentLangAttribute(party)} className="mt-1 font-extrabold">
        <Link to={partyPath(party)} className="hover:underline">
          {party.title}
        </Link>
      </h3>
      <StatusBadge status={party.status} previousDate={party.previousDate} />
      {party.sets.map((set) => (
        <p key={set.artist} className="mt-1 text-sm text-zinc-200" data-set-now>
          {t`Playing now:`} {set.artist}, {time(set.start)}–{time(set.end)}
        </p>
      ))}
    </li>
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
  const list = (parties: readonly TonightCard[], kind: "now" | "next", empty: string) =>
    parties.length > 0 ? (
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {parties.map((party) => (
          <TonightItem key={`${party.kind}-${party.id}`} party={party} kind={kind} />
        ))}
      </ul>
    ) : (
      <p className="text-zinc-300">{empty}</p>
    );
  return (
    <section aria-labelledby="on-now" className="mb-10 space-y-6" data-on-now-section>
      <div>
        <h2 id="on-now" className="mb-3 text-2xl font-black">
          {t`On now`}
        </h2>
        {list(onNow, "now", t`Nothing is on right now.`)}
      </div>
      <div>
        <h2 className="mb-3 text-2xl font-black">{t`Next tonight`}</h2>
        {list(next, "next", t`Nothing else starts tonight.`)}
      </div>
    </section>
  );
}
