import { useLingui } from "@lingui/react/macro";
import { ArtistChips } from "#app/components/ui/artist-chips.tsx";
import { useNow } from "#app/components/ui/use-now.ts";
import type { Party } from "#app/domain/content-types.ts";
import { onAndNext } from "#app/domain/time/phase.ts";
import { Link } from "#app/i18n/links.tsx";
import type { SetTimeRow } from "#app/view-models/event-page.server.ts";

/** Who plays: the lineup as written, the DJs' pages, and the set times in running order. */
export function EventLineup({
  party,
  sets,
  lang,
  serverNow,
}: {
  party: Party;
  sets: readonly SetTimeRow[];
  lang: string | undefined;
  serverNow: number;
}) {
  const { t } = useLingui();
  const now = useNow(serverNow);
  const { on, next } = onAndNext(sets, now);
  return (
    <aside className="space-y-6">
      {(party.lineup || party.artists.length > 0) && (
        <section aria-labelledby="lineup">
          <h2 id="lineup" className="mb-2 text-xl font-black">
            {t`Lineup`}
          </h2>
          {party.lineup && <p lang={lang}>{party.lineup}</p>}
          {party.artists.length > 0 && <ArtistChips artists={party.artists} className="mt-3" />}
        </section>
      )}
      {sets.length > 0 && (
        <section aria-labelledby="set-times">
          <h2 id="set-times" className="mb-2 text-xl font-black">
            {t`Set times`}
          </h2>
          <NowAndNext on={on} next={next} />
          <ol className="space-y-2" data-testid="set-times">
            {sets.map((set) => (
              <li
                key={set.slug}
                className={`flex justify-between gap-3 ${set.end !== null && set.end <= now ? "text-zinc-500" : ""}`}
              >
                <span>
                  {set.artistLink ? (
                    <Link to={set.artistLink} className="font-semibold underline">
                      {set.artist}
                    </Link>
                  ) : (
                    <span className="font-semibold">{set.artist}</span>
                  )}
                  {set.headliner && (
                    <span className="ml-2 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-black text-zinc-950">
                      {t`Headliner`}
                    </span>
                  )}
                </span>
                <span className="text-zinc-400">{set.time}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </aside>
  );
}

/**
 * "Now: Nox Verde (until 2:30 AM) · Next: Marea Baja at 2:30 AM"; before the party, who opens
 * ("Next"); after it, nothing: no DJ is claimed to play. A set on now always has its end.
 */
function NowAndNext({ on, next }: { on: readonly SetTimeRow[]; next: SetTimeRow | null }) {
  const { t } = useLingui();
  if (on.length === 0 && !next) return null;
  return (
    <p className="mb-3 rounded-xl bg-emerald-400/10 px-3 py-2 font-semibold" data-now-next>
      {on.map((set) => (
        <span key={set.slug} className="block text-emerald-300">
          {t`Now: ${set.artist} (until ${set.until})`}
        </span>
      ))}
      {next && <span className="block">{t`Next: ${next.artist} at ${next.time}`}</span>}
    </p>
  );
}
