import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import { areaName } from "#app/config/site.ts";
import type { PartyItem } from "#app/domain/content-types.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { Link, useLocale } from "#app/i18n/links.tsx";
import { contentLangAttribute } from "#app/i18n/locales.ts";
import { SaveButton } from "#app/my-night/save-button.tsx";
import { savedPartyOf } from "#app/my-night/saved-parties.ts";
import { StatusBadge } from "./event-status.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

/** Where a party is: its venue when known, and always its area. */
export function PartyPlace({ party }: { party: PartyItem }) {
  const area = areaName(party.area, useLocale());
  // The part of town where the directory knows the venue (one name each, issue 42).
  const place = party.partOfTown ?? area;
  return (
    <p className="text-sm text-zinc-300" data-area={party.area}>
      {[party.venueName, party.venueType, place].filter(Boolean).join(" · ")}
    </p>
  );
}

/** What kind of night, where known: "Afro house · Nox Verde · From MXN 800 · 18+". */
function PartyFacts({ party }: { party: PartyItem }) {
  const facts = (["genre", "headliner", "price", "age"] as const).filter((name) => party[name]);
  return facts.length > 0 ? (
    <p className="text-sm text-zinc-400">
      {facts.map((name, index) => (
        <span key={name} data-fact={name}>
          {index > 0 && " · "}
          {party[name]}
        </span>
      ))}
    </p>
  ) : null;
}

/** When a party is ("On now" while it is), or when a weekly night is. */
function PartyWhen({ party }: { party: PartyItem }) {
  const { t } = useLingui();
  return (
    <p className="eyebrow">
      {party.onNow && <span className="text-emerald-300">{t`On now`} · </span>}
      {party.repeats?.label ?? party.when}
    </p>
  );
}

const titleClass = (party: PartyItem) =>
  // A cancelled party stays listed until its date passes, struck through.
  party.status === "cancelled" ? "line-through decoration-2" : "";

/** A party's title, linking to its page from the whole card (the heart keeps its own tap). */
function PartyTitle({ party, id, className }: { party: PartyItem; id: string; className: string }) {
  return (
    <h3
      id={id}
      lang={contentLangAttribute(party)}
      className={`${className} leading-snug ${titleClass(party)}`}
    >
      <Link to={partyPath(party)} className="stretched-link">
        {party.title}
      </Link>
    </h3>
  );
}

/**
 * A party in a list, compact: when, title, where and status, and the heart to save it. The
 * whole row opens the party; the heart keeps its own tap.
 */
export function PartyRow({ party, children }: { party: PartyItem; children?: ReactNode }) {
  const titleId = useId();
  return (
    <article className="card party-row">
      <div className="min-w-0 flex-1">
        <PartyWhen party={party} />
        <PartyTitle party={party} id={titleId} className="mt-0.5 font-extrabold" />
        <PartyPlace party={party} />
        <PartyFacts party={party} />
        <StatusBadge status={party.status} previousDay={party.previousDay} />
        {children}
      </div>
      <SaveButton party={savedPartyOf(party)} titleId={titleId} />
    </article>
  );
}

/** A party with its image and line: for the few parties a page puts forward (tonight, festivals). */
export function PartyCard({ party, priority = false }: { party: PartyItem; priority?: boolean }) {
  const titleId = useId();
  return (
    <article className="card group relative overflow-hidden">
      {party.image ? (
        <ResponsiveImage
          image={party.image}
          alt=""
          width={1200}
          height={800}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          priority={priority}
          className="aspect-[3/2] w-full object-cover"
        />
      ) : (
        <div className="aspect-[3/2] bg-gradient-to-br from-teal-700 to-amber-500" />
      )}
      <div className="p-4">
        <PartyWhen party={party} />
        <PartyTitle party={party} id={titleId} className="mt-1 text-lg font-black" />
        <PartyPlace party={party} />
        <PartyFacts party={party} />
        <StatusBadge status={party.status} previousDay={party.previousDay} />
        {party.caption && (
          <p lang={contentLangAttribute(party)} className="mt-1 line-clamp-2 text-sm text-zinc-300">
            {party.caption}
          </p>
        )}
      </div>
      <div className="absolute top-2 right-2 z-10">
        <SaveButton party={savedPartyOf(party)} titleId={titleId} />
      </div>
    </article>
  );
}
