import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { PartyItem } from "#app/domain/content-types.ts";
import { Link } from "#app/i18n/links.tsx";
import { PartyCard, PartyRow } from "./party-card.tsx";

/** The line under a list cut to ROWS_SHOWN that links the rest ("12 more dates"). */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-4">
      <Link to={to} className="underline">
        {children}
      </Link>
    </p>
  );
}

/** A few parties as large cards with their images (tonight, festivals). */
export function PartyGrid({
  parties,
  priorityFirst = false,
}: {
  parties: readonly PartyItem[];
  priorityFirst?: boolean;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {parties.map((party, index) => (
        <li key={`${party.kind}-${party.id}`}>
          <PartyCard party={party} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** Parties as compact rows: every list of more than a few. `stacked` keeps one column. */
export function PartyList({
  parties,
  stacked = false,
}: {
  parties: readonly PartyItem[];
  stacked?: boolean;
}) {
  return (
    <ul className={`grid grid-cols-1 gap-2 ${stacked ? "" : "md:grid-cols-2 xl:grid-cols-3"}`}>
      {parties.map((party) => (
        <li
          key={`${party.kind}-${party.id}`}
          data-kind={party.kind}
          data-slug={party.slug}
          data-date={party.date}
        >
          <PartyRow party={party} />
        </li>
      ))}
    </ul>
  );
}

export function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-black tracking-tight sm:text-3xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function PageHeader({
  title,
  intro,
  children,
  lang,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
  /** Set when the title and intro come from the CMS in another language than the page. */
  lang?: string;
}) {
  return (
    <header className="mb-8">
      <h1 lang={lang} className="text-3xl font-black tracking-tight sm:text-5xl">
        {title}
      </h1>
      {intro && (
        <p lang={lang} className="mt-3 max-w-3xl text-lg text-zinc-300">
          {intro}
        </p>
      )}
      {children}
    </header>
  );
}

/**
 * A list whose content failed to load: said as such, never as "none" (the page around it is
 * kept only briefly, and renders the list again a few seconds later).
 */
export function PartiesNotLoaded() {
  const { t } = useLingui();
  return (
    <EmptyState>{t`These dates could not be loaded just now. Try again in a minute.`}</EmptyState>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="card p-6 text-zinc-300">{children}</p>;
}
