import { useLingui } from "@lingui/react/macro";
import { ArtistChips } from "#app/components/ui/artist-chips.tsx";
import type { Party } from "#app/domain/content-types.ts";
import { Link } from "#app/i18n/links.tsx";
import type { SetTimeRow } from "#app/view-models/event-page.ts";

/** Who plays: the lineup as written, the DJs' pages, and the set times in running order. */
export function EventLineup({
  party,
  sets,
  lang,
}: {
  party: Party;
  sets: readonly SetTimeRow[];
  lang: string | undefined;
}) {
  const { t } = useLingui();
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
          <ol className="space-y-2" data-testid="set-times">
            {sets.map((set) => (
              <li key={set.slug} className="flex justify-between gap-3">
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
