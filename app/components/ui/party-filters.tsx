import { useLingui } from "@lingui/react/macro";
import { AREA_SLUGS, AREAS } from "#app/config/site.ts";
import { formatShortDate } from "#app/domain/dates.ts";
import {
  type FilterField,
  type FilterName,
  type FilterFormState as FilterState,
  type Filters,
  filtersSearch,
} from "#app/domain/discovery.ts";
import { Link, useLocale } from "#app/i18n/links.tsx";
import { FilterForm, FilterSelect } from "./filter-form.tsx";
import { EmptyState } from "./party-grid.tsx";

/** How filters and their values read in the page's language. */
function useFilterWords() {
  const { t } = useLingui();
  const locale = useLocale();
  const label: Record<FilterName, string> = {
    when: t`When`,
    area: t`Area`,
    genre: t`Genre`,
    venue: t`Club`,
  };
  const any: Record<FilterName, string> = {
    when: t`Any day`,
    area: t`All areas`,
    genre: t`All genres`,
    venue: t`All clubs`,
  };
  const when: Record<string, string> = {
    tonight: t`Tonight`,
    weekend: t`This weekend`,
    week: t`Next 7 days`,
  };
  const areas: Record<string, string> = Object.fromEntries(
    AREA_SLUGS.map((slug) => [slug, AREAS[slug].name]),
  );
  const valueName = (field: Pick<FilterField, "name" | "names">, value: string): string => {
    if (field.name === "when") return when[value] ?? formatShortDate(value, locale);
    if (field.name === "area") return areas[value] ?? value;
    return field.names[value] ?? value;
  };
  return { label, any, valueName };
}

/** The filter form of a party list, with how many parties each choice gives and what was ignored. */
export function PartyFilters({ state }: { state: FilterState }) {
  const { t } = useLingui();
  const words = useFilterWords();
  const values = Object.fromEntries(state.fields.map((field) => [field.name, field.value]));
  return (
    <section aria-label={t`Filters`}>
      <FilterForm
        label={t`Filter parties`}
        submitLabel={t`Show parties`}
        values={values}
        autoSubmit
      >
        {state.fields.map((field) => {
          const counts = new Map(field.options.map((option) => [option.value, option.count]));
          return (
            <FilterSelect
              key={field.name}
              label={words.label[field.name]}
              name={field.name}
              value={field.value}
              allLabel={`${words.any[field.name]} (${field.any})`}
              options={field.options.map((option) => option.value)}
              optionLabel={(value) =>
                `${words.valueName(field, value)} (${counts.get(value) ?? 0})`
              }
            />
          );
        })}
      </FilterForm>
      {state.ignored.length > 0 && (
        <ul className="mb-6 space-y-1 text-sm text-amber-200" data-filter-notes>
          {state.ignored.map(({ name, value }) => (
            <li key={name}>
              {t`Ignored: ${words.label[name]} “${value}” is not one of the choices.`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What a filtered list says when nothing matches: the nearest search that finds something. */
export function NoMatch({ state }: { state: FilterState }) {
  const { t } = useLingui();
  const words = useFilterWords();
  const { widening } = state;
  const fields = new Map(state.fields.map((field) => [field.name, field]));
  const describe = (filters: Filters) =>
    state.fields
      .flatMap((field) => {
        const value = filters[field.name];
        return value ? [words.valueName(fields.get(field.name) ?? field, value)] : [];
      })
      .join(" · ") || t`every party`;
  return (
    <EmptyState>
      <span data-no-match>{t`No party matches these filters.`}</span>{" "}
      {widening && (
        <Link
          to={{ search: filtersSearch(widening.filters) }}
          className="font-bold text-amber-300 underline"
          data-widening
        >
          {t`Try ${describe(widening.filters)} (${widening.count})`}
        </Link>
      )}
    </EmptyState>
  );
}
