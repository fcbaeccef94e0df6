import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { AREAS, areaSlugOf } from "#app/config/site.ts";
import { formatShortDate } from "#app/domain/dates.ts";
import {
  type FilterField,
  type FilterName,
  type FilterFormState as FilterState,
  type Filters,
  filtersSearch,
} from "#app/domain/discovery.ts";
import { Link, useLocale } from "#app/i18n/links.tsx";
import type { Locale } from "#app/i18n/locales.ts";
import { FilterForm, FilterSelect } from "./filter-form.tsx";
import { EmptyState } from "./party-grid.tsx";

/** How filters and their values read in a language (the form's labels, titles of filtered pages). */
export function filterWords(i18n: I18n, locale: Locale) {
  const label: Record<FilterName, string> = {
    when: t(i18n)`When`,
    area: t(i18n)`Area`,
    genre: t(i18n)`Genre`,
    venue: t(i18n)`Club`,
  };
  const any: Record<FilterName, string> = {
    when: t(i18n)`Any day`,
    area: t(i18n)`All areas`,
    genre: t(i18n)`All genres`,
    venue: t(i18n)`All clubs`,
  };
  const when: Record<string, string> = {
    tonight: t(i18n)`Tonight`,
    weekend: t(i18n)`This weekend`,
    week: t(i18n)`Next 7 days`,
  };
  const valueName = (field: Pick<FilterField, "name" | "names">, value: string): string => {
    if (field.name === "when") return when[value] ?? formatShortDate(value, locale);
    if (field.name === "area") {
      const area = areaSlugOf(value);
      return area ? AREAS[area].name : value;
    }
    return field.names[value] ?? value;
  };
  /** "Techno · Next 7 days": the values of a set of filters, in the form's order. */
  const describe = (fields: readonly FilterField[], filters: Filters): string =>
    fields
      .flatMap((field) => {
        const value = filters[field.name];
        return value ? [valueName(field, value)] : [];
      })
      .join(" · ");
  return { label, any, valueName, describe };
}

function useFilterWords() {
  const { i18n } = useLingui();
  return filterWords(i18n, useLocale());
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
  const describe = (filters: Filters) => words.describe(state.fields, filters) || t`every party`;
  return (
    <EmptyState>
      <span data-no-match>{t`No party matches these filters.`}</span>{" "}
      {widening && (
        <Link to={filtersSearch(widening.filters) || "?"} className="link-accent" data-widening>
          {t`Try ${describe(widening.filters)} (${widening.count})`}
        </Link>
      )}
    </EmptyState>
  );
}
