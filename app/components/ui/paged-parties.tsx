import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { PartyItem } from "#app/domain/content-types.ts";
import { DATES_PARAM } from "#app/domain/page-numbers.ts";
import { Pagination } from "./pagination.tsx";
import { EmptyState, MoreLink, PartiesNotLoaded, PartyList, Section } from "./party-grid.tsx";

export { DATES_PARAM };

/**
 * A detail page's coming dates (a DJ's, a brand's): a page of them, the rest in pages of the
 * same size (`?dates=2`), so "18 more dates" leads to those dates (issue 54).
 */
export function PagedParties({
  id,
  title,
  parties,
  total,
  page,
  size,
  empty,
}: {
  id: string;
  title: string;
  /** null when they could not be read: said so, never "none announced". */
  parties: readonly PartyItem[] | null;
  total: number;
  page: number;
  size: number;
  empty: string;
}) {
  const { t } = useLingui();
  const later = total - page * size;
  return (
    <Section id={id} title={page > 1 ? t`${title}, page ${page}` : title}>
      {parties === null ? (
        <PartiesNotLoaded />
      ) : parties.length > 0 ? (
        <>
          <PartyList parties={parties} />
          {page === 1 && later > 0 && (
            <MoreLink to={`?${DATES_PARAM}=2#${id}`}>
              {t({ message: plural(later, { one: "# more date", other: "# more dates" }) })}
            </MoreLink>
          )}
          <Pagination page={page} total={total} limit={size} param={DATES_PARAM} />
        </>
      ) : (
        <EmptyState>{empty}</EmptyState>
      )}
    </Section>
  );
}
