import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useLocation } from "react-router";
import { areaName, areaSlugOf } from "#app/config/site.ts";
import { formatShortDate } from "#app/domain/dates.ts";
import { type FilterName, type Filters, filtersSearch } from "#app/domain/discovery.ts";
import type { FilterField, FilterFormState as FilterState } from "#app/domain/filtered-list.ts";
import { KEEP_SCROLL_ATTRIBUTE, useLocale } from "#app/i18n/links.tsx";
import type { Locale } from "#app/i18n/locales.ts";
import { FilterSelect } from "./filter-form.tsx";
import { EmptyState } from "./party-grid.tsx";

/** How filters and their values read in a language (the form's labels, titles of filtered pages). */
export function filterWords(i18n: I18n, locale: Locale) {
  const label: Record<FilterName, string> = {
    when: t(i18n)`When`,
    area: t(i18n)`Area`,
    genre: t(i18n)`Genre`,
    venue: t(i18n)`Club`,
    type: t(i18n)`Place`,
  };
  const any: Record<FilterName, string> = {
    when: t(i18n)`Any day`,
    area: t(i18n)`All areas`,
    genre: t(i18n)`All genres`,
    venue: t(i18n)`All clubs`,
    type: t(i18n)`Any place`,
  };
  const when: Record<string, string> = {
    tonight: t(i18n)`Tonight`,
    tomorrow: t(i18n)`Tomorrow`,
    weekend: t(i18n)`This weekend`,
    week: t(i18n)`Next 7 days`,
  };
  const valueName = (field: Pick<FilterField, "name" | "names">, value: string): string => {
    if (field.name === "when")
      return field.names[value] ?? when[value] ?? formatShortDate(value, locale);
    if (field.name === "area") {
      const area = areaSlugOf(value);
      return area ? areaName(area, locale) : value;
    }
    return field.names[value] ?? value;
  };
  /**
   * "Techno · Next 7 days": the values of a set of filters, in the form's order; a list's
   * default goes without saying (its title names it), and its absence reads "All areas".
   */
  const describe = (
    fields: readonly FilterField[],
    filters: Filters,
    defaults: Filters = {},
  ): string =>
    fields
      .flatMap((field) => {
        const value = filters[field.name];
        const fallback = defaults[field.name];
        if (fallback)
          return value === fallback ? [] : [value ? valueName(field, value) : any[field.name]];
        return value ? [valueName(field, value)] : [];
      })
      .join(" · ");
  return { label, any, valueName, describe };
}

function useFilterWords() {
  const { i18n } = useLingui();
  return filterWords(i18n, useLocale());
}

/** Fields shown as one-tap choices; the others (clubs, a long list) as a menu. */
const CHIPS: readonly FilterName[] = ["when", "area", "type", "genre"];

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

/**
 * A link to the page itself with another query (none: the page's bare path, not "?"), keeping the
 * scroll position.
 */
function PageLink({
  query,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { query: string }) {
  const { pathname } = useLocation();
  return <a href={query || pathname} {...{ [KEEP_SCROLL_ATTRIBUTE]: "" }} {...props} />;
}

/**
 * Applies a date or a club as soon as it is chosen (issue 42: no extra "Go"; the button stays
 * for a browser without JavaScript, see app.css), when the field holds a whole valid value.
 */
function applyWhenValid(event: { target: EventTarget }) {
  const field = event.target;
  if (
    (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
    field.checkValidity()
  )
    field.form?.requestSubmit();
}

/** The filters one tap away: every choice of when, area and genre, with its count. */
function FilterChips({
  state,
  filters,
  words,
}: {
  state: FilterState;
  filters: Filters;
  words: ReturnType<typeof useFilterWords>;
}) {
  return (
    <div className="filter-chips">
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
                    {words.valueName(field, option.value)}{" "}
                    <span className="chip-count">{option.count}</span>
                  </Choice>
                ))}
            </div>
          </fieldset>
        ))}
    </div>
  );
}

/**
 * A party list's filters, thumb-sized: every choice of when, area and genre one tap away (with
 * how many parties it gives), a date, the club from a menu, and "Clear filters". Links and GET
 * forms: they work without JavaScript, and their URLs are the ones pages are cached by.
 */
export function PartyFilters({ state }: { state: FilterState }) {
  const { t } = useLingui();
  const words = useFilterWords();
  const filters: Filters = Object.fromEntries(
    state.fields.filter((field) => field.value).map((field) => [field.name, field.value]),
  );
  // The other filters as the list's own URL spells them (a default left out).
  const hidden = (except: FilterName) =>
    [...new URLSearchParams(filtersSearch({ ...filters, [except]: undefined }, state.defaults))]
      .filter(([name]) => name !== except)
      .map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <section aria-label={t`Filters`} data-party-filters>
      <FilterChips state={state} filters={filters} words={words} />
      <div className="flex flex-wrap items-end gap-3">
        {state.fields.some((field) => field.name === "when") && (
          <form
            method="get"
            className="flex items-end gap-2"
            aria-label={t`Pick a date`}
            {...{ [KEEP_SCROLL_ATTRIBUTE]: "" }}
          >
            {hidden("when")}
            <label className="flex flex-col gap-1 text-sm font-bold">
              {t`Date`}
              <input
                type="date"
                name="when"
                required
                min={state.nights?.first}
                max={state.nights?.last}
                // A whole date within the list's nights applies at once (not a year half typed).
                onChange={applyWhenValid}
                className="min-h-11 rounded-lg border border-white/30 bg-zinc-900 px-3"
              />
            </label>
            <button type="submit" className="btn btn-outline go-without-script px-4 text-sm">
              {t`Go`}
            </button>
          </form>
        )}
        {state.fields
          .filter((field) => !CHIPS.includes(field.name))
          .map((field) => (
            <form
              key={field.name}
              method="get"
              className="flex items-end gap-2"
              aria-label={words.label[field.name]}
              onChange={applyWhenValid}
              {...{ [KEEP_SCROLL_ATTRIBUTE]: "" }}
            >
              {hidden(field.name)}
              <FilterSelect
                label={words.label[field.name]}
                name={field.name}
                value={field.value}
                allLabel={`${words.any[field.name]} (${field.any})`}
                // Only clubs with a party under the other filters (and the one chosen).
                options={field.options
                  .filter((option) => option.count > 0 || option.value === field.value)
                  .map((option) => option.value)}
                optionLabel={(value) =>
                  `${words.valueName(field, value)} (${field.options.find((option) => option.value === value)?.count ?? 0})`
                }
              />
              <button type="submit" className="btn btn-outline go-without-script px-4 text-sm">
                {t`Go`}
              </button>
            </form>
          ))}
        {state.filtered && (
          <PageLink query="" className="btn btn-primary px-4 text-sm" data-clear-filters>
            {t`Clear filters`}
          </PageLink>
        )}
      </div>
      {state.ignored.length > 0 && (
        <ul className="space-y-1 text-sm text-amber-200" data-filter-notes>
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
  const describe = (filters: Filters) =>
    words.describe(state.fields, filters, state.defaults) || t`every party`;
  return (
    <EmptyState>
      <span data-no-match>{t`No party matches these filters.`}</span>{" "}
      {widening && (
        <PageLink
          query={filtersSearch(widening.filters, state.defaults)}
          className="link-accent"
          data-widening
        >
          {t`Try ${describe(widening.filters)} (${widening.count})`}
        </PageLink>
      )}
    </EmptyState>
  );
}
