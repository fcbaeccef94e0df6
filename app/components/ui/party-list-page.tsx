import type { PartyItem } from "#app/domain/content-types.ts";
import { EmptyState, PageHeader, PartyList } from "./party-grid.tsx";

/** A themed list of parties: brunch, new year dinners, Isla Mujeres, events today. */
export function PartyListPage({
  title,
  intro,
  parties,
  heading,
  headingShown = false,
  empty,
  before,
  noMatch,
  children,
}: {
  title: string;
  intro: string;
  parties: readonly PartyItem[];
  /** The list's title, unseen unless `headingShown` ("Friday night"); words the page sends. */
  heading: string;
  headingShown?: boolean;
  /** Said when the list is empty; nothing when the page has shown its parties above. */
  empty: string | undefined;
  /** Between the header and the list (filters, what is on now). */
  before?: React.ReactNode;
  /** Said instead of `empty` when filters left nothing. */
  noMatch?: React.ReactNode | undefined;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={title} intro={intro} />
      {before}
      {/* Cards are h3s: the list gets its h2, so no heading level is skipped. */}
      <h2 className={headingShown ? "mb-3 text-xl font-black sm:text-2xl" : "sr-only"}>
        {heading}
      </h2>
      {parties.length > 0 ? (
        <PartyList parties={parties} />
      ) : (
        (noMatch ?? (empty ? <EmptyState>{empty}</EmptyState> : null))
      )}
      {children}
    </div>
  );
}
