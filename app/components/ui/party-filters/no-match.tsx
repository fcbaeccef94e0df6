import { useLingui } from "@lingui/react/macro";
import type { WordedFilterForm } from "#app/domain/filtered-list.ts";
import { filtersSearch } from "#app/domain/list-filters.ts";
import { EmptyState } from "../party-grid.tsx";
import { PageLink } from "./page-link.tsx";

/** What a filtered list says when nothing matches: the nearest search that finds something. */
export function NoMatch({ state }: { state: WordedFilterForm }) {
  const { t } = useLingui();
  const { widening } = state;
  return (
    <EmptyState>
      <span data-no-match>{t`No party matches these filters.`}</span>{" "}
      {widening && (
        <PageLink
          query={filtersSearch(widening.filters, state.defaults)}
          className="link-accent"
          data-widening
        >
          {t`Try ${state.words.widening} (${widening.count})`}
        </PageLink>
      )}
    </EmptyState>
  );
}
