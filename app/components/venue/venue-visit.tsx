import { useLingui } from "@lingui/react/macro";
import { ConciergeButton } from "#app/components/shell/concierge-button.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { ShareButton } from "#app/components/ui/share-button.tsx";
import type { FactLines } from "#app/view-models/venue-facts.server.ts";

function Fact({ label, value, lang }: { label: string; value: string; lang?: string }) {
  return (
    <div>
      <dt className="text-xs font-black tracking-widest text-zinc-400 uppercase">{label}</dt>
      <dd className="mt-0.5 font-semibold" lang={lang}>
        {value}
      </dd>
    </div>
  );
}

/**
 * What a visitor needs to decide tonight, first on a venue's page: open or not, price, age,
 * dress code, music, where; and the concierge, the map, sharing, its Instagram. Unknown facts
 * are left out, and the concierge is offered for them.
 */
export function VenueVisit({
  name,
  path,
  facts,
  dressLang,
  instagram,
}: {
  name: string;
  path: string;
  facts: FactLines;
  /** The language of a dress code Cosmic gave (its object's), when it is not the page's. */
  dressLang: string | undefined;
  instagram: string | undefined;
}) {
  const { t } = useLingui();
  const known = [facts.tonight, facts.price, facts.dress, facts.music, facts.address].some(Boolean);
  return (
    <section aria-labelledby="visit" className="card mt-5 p-4 sm:p-6" data-testid="venue-facts">
      <h2 id="visit" className="sr-only">
        {t`Going there`}
      </h2>
      {facts.tonight && (
        <p className="text-lg font-black text-amber-300" data-fact="tonight">
          {facts.tonight}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        {facts.days && <Fact label={t`Open`} value={facts.days} />}
        {facts.price && <Fact label={t`Price`} value={facts.price} />}
        {facts.minAge && <Fact label={t`Minimum age`} value={facts.minAge} />}
        {facts.dress && <Fact label={t`Dress code`} value={facts.dress} lang={dressLang} />}
        {facts.music && <Fact label={t`Music`} value={facts.music} />}
        {facts.goodFor && <Fact label={t`Good for`} value={facts.goodFor} />}
      </dl>
      {facts.address && (
        <p className="mt-3 text-zinc-200" data-fact="address">
          {facts.address}
          {facts.approximate && (
            <span className="block text-sm text-zinc-400">{t`The map position is approximate.`}</span>
          )}
        </p>
      )}
      {!known && (
        <p className="mt-1 text-zinc-300">{t`Ask the concierge for tonight's hours, prices and tables.`}</p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ConciergeButton intent="book" />
        {facts.maps && (
          <NewTabLink
            href={facts.maps}
            className="btn btn-outline px-4 text-sm"
            data-testid="open-in-maps"
          >
            {t`Open in Maps`}
          </NewTabLink>
        )}
        <ShareButton page={{ title: name, path }} />
        {instagram && (
          <NewTabLink
            href={`https://www.instagram.com/${encodeURIComponent(instagram)}/`}
            className="btn btn-outline px-4 text-sm"
          >
            Instagram
          </NewTabLink>
        )}
      </div>
    </section>
  );
}
