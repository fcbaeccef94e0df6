import { type ReactNode, useEffect, useRef } from "react";
import type { FilterWording, WordedFilterForm } from "#app/domain/filtered-list.ts";
import { type FilterName, type Filters, filtersSearch } from "#app/domain/list-filters.ts";
import { PageLink } from "./page-link.tsx";

/** Fields shown as one-tap choices; the others (clubs, a long list) as a menu. */
export const CHIPS: readonly FilterName[] = ["when", "area", "type", "genre"];

/** One choice of a filter, as a link that keeps the other filters: tapping it applies it. */
function Choice({
  filters,
  defaults,
  name,
  value,
  selected,
  children,
}: {
  filters: Filters;
  defaults: Filters;
  name: FilterName;
  value: string;
  selected: boolean;
  children: ReactNode;
}) {
  const query = filtersSearch({ ...filters, [name]: value || undefined }, defaults);
  return (
    <PageLink
      query={query}
      aria-current={selected ? "true" : undefined}
      className="chip"
      data-filter={name}
      data-value={value}
    >
      {children}
    </PageLink>
  );
}

/** The filters one tap away: every choice of when, area and genre, with its count. */
export function FilterChips({
  state,
  filters,
  words,
}: {
  state: WordedFilterForm;
  filters: Filters;
  words: FilterWording;
}) {
  const row = useRef<HTMLDivElement>(null);
  const chosen = filtersSearch(filters, state.defaults);
  // A tap reorders the row (the chosen chips lead it on a phone) but the browser keeps its
  // sideways scroll: back to the start, where the chip just tapped now is.
  // (In braces: Chromium's scrollTo now returns a promise, which React would call as a cleanup.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: run when the chosen filters change, not on every render.
  useEffect(() => {
    row.current?.scrollTo({ left: 0 });
  }, [chosen]);
  return (
    <div className="filter-chips" ref={row}>
      {state.fields
        .filter((field) => CHIPS.includes(field.name))
        .map((field) => (
          <fieldset
            key={field.name}
            // A chosen filter leads the sideways row on a phone: in view after the tap.
            data-active={field.value && field.value !== state.defaults[field.name] ? "" : undefined}
          >
            <legend>{words.label[field.name]}</legend>
            <div className="chip-row">
              <Choice
                filters={filters}
                defaults={state.defaults}
                name={field.name}
                value=""
                selected={!field.value}
              >
                {words.any[field.name]} <span className="chip-count">{field.any}</span>
              </Choice>
              {field.options
                .filter((option) => option.count > 0 || option.value === field.value)
                .map((option) => (
                  <Choice
                    key={option.value}
                    filters={filters}
                    defaults={state.defaults}
                    name={field.name}
                    value={option.value}
                    selected={option.value === field.value}
                  >
                    {words.values[field.name]?.[option.value] ?? option.value}{" "}
                    <span className="chip-count">{option.count}</span>
                  </Choice>
                ))}
            </div>
          </fieldset>
        ))}
    </div>
  );
}
