import { useLingui } from "@lingui/react/macro";
import { ServerMarkup, type ServerMarkupHtml } from "#app/components/server-markup.tsx";
import type { OnNowWords, TonightCard } from "#app/domain/tonight.ts";
import { PartyRow } from "./party-card.tsx";
import { phaseAt, useNow } from "./use-now.ts";

/** Columns of a wide screen's three (written whole, so the style sheet holds each class). */
const SPAN = { 1: "lg:col-span-1", 2: "lg:col-span-2", 3: "lg:col-span-3" } as const;
const LIST_COLUMNS = { 1: "lg:grid-cols-1", 2: "lg:grid-cols-2", 3: "lg:grid-cols-3" } as const;
type Columns = keyof typeof SPAN;

function TonightList({
  parties,
  kind,
  empty,
  columns,
  now,
  playingNow,
}: {
  parties: readonly TonightCard[];
  kind: "now" | "next";
  empty: string;
  columns: Columns;
  now: number;
  playingNow: string;
}) {
  if (parties.length === 0) return <p className="text-zinc-300">{empty}</p>;
  return (
    <ul className={`grid grid-cols-1 gap-2 md:grid-cols-2 ${LIST_COLUMNS[columns]}`}>
      {parties.map((party) => (
        <li key={`${party.kind}-${party.id}`} data-tonight={kind} data-slug={party.slug}>
          <PartyRow party={party}>
            {party.sets.map(
              (set) =>
                kind === "now" &&
                phaseAt(now, set.start, set.end) === "on" && (
                  <p key={set.artist} className="mt-1 text-sm text-zinc-200" data-set-now>
                    {playingNow} {set.artist}, {set.hours}
                  </p>
                ),
            )}
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
  always = false,
  ...tonight
}: {
  onNow: readonly TonightCard[];
  next: readonly TonightCard[];
  /** The server's clock when it listed them; a page left open moves on from it (issue 52). */
  now: number;
  /** "After 1 AM", drawn by the server (app/components/tonight/after-one.server.tsx), until `closes`. */
  afterOne?: { closes: number; markup: ServerMarkupHtml } | null;
  /** After midnight, what an empty "On now" says instead (worded on the server). */
  nothingOn?: string | null;
  words: OnNowWords;
  always?: boolean;
}) {
  const { t } = useLingui();
  const now = useNow(tonight.now);
  const { onNow, next } = atTheMinute(tonight, now);
  // Home shows the section when something is on or to come, or after midnight to say what next.
  const showNow = always || onNow.length > 0 || Boolean(tonight.nothingOn);
  if (!showNow && next.length === 0) return null;
  // After midnight the server's words say what is next: no "nothing else starts" beside them.
  const showNext = next.length > 0 || (always && !tonight.nothingOn);
  // On a wide screen the two lists sit side by side, each as wide as its parties need, so
  // tonight uses the width (issue 42) instead of a third of it.
  const nowColumns: Columns = !showNext ? 3 : onNow.length >= 2 ? 2 : 1;
  const nextColumns: Columns = !showNow ? 3 : nowColumns === 2 ? 1 : 2;
  return (
    <section
      aria-labelledby="on-now"
      className="mb-8 space-y-5 lg:grid lg:grid-cols-3 lg:gap-x-4 lg:space-y-0"
      data-on-now-section
    >
      {showNow && (
        <div className={SPAN[nowColumns]}>
          <h2 id="on-now" className="mb-2 text-xl font-black sm:text-2xl">
            {t`On now`}
          </h2>
          <TonightList
            parties={onNow}
            kind="now"
            empty={tonight.nothingOn ?? tonight.words.nothingOn}
            columns={nowColumns}
            now={now}
            playingNow={tonight.words.playingNow}
          />
        </div>
      )}
      {showNext && (
        <div className={SPAN[nextColumns]}>
          <h2 id={showNow ? undefined : "on-now"} className="mb-2 text-xl font-black sm:text-2xl">
            {tonight.words.later}
          </h2>
          <TonightList
            parties={next}
            kind="next"
            empty={tonight.words.nothingLater}
            columns={nextColumns}
            now={now}
            playingNow={tonight.words.playingNow}
          />
        </div>
      )}
      {tonight.afterOne && now < tonight.afterOne.closes && (
        <ServerMarkup className="lg:col-span-3" markup={tonight.afterOne.markup} />
      )}
    </section>
  );
}

/**
 * The server's lists moved to `now`: a party that has begun is on now, one that has ended
 * leaves, the rest wait; the server's order (by start) holds.
 */
function atTheMinute(
  tonight: { onNow: readonly TonightCard[]; next: readonly TonightCard[] },
  now: number,
): { onNow: TonightCard[]; next: TonightCard[] } {
  const phase = (party: TonightCard) => phaseAt(now, party.hours.start, party.hours.end);
  return {
    onNow: [...tonight.onNow, ...tonight.next]
      .filter((party) => phase(party) === "on")
      .map((party) => ({ ...party, onNow: true })),
    next: tonight.next.filter((party) => phase(party) === "coming"),
  };
}
