import { useLingui } from "@lingui/react/macro";
import type { WordedFilterForm } from "#app/domain/filtered-list.ts";
import { type FilterName, type Filters, filtersSearch } from "#app/domain/list-filters.ts";
import { KEEP_SCROLL_ATTRIBUTE } from "#app/i18n/links.tsx";
import { FilterSelect } from "../filter-form.tsx";
import { CHIPS, FilterChips } from "./chips.tsx";
import { PageLink } from "./page-link.tsx";

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

/**
 * A party list's filters, thumb-sized: every choice of when, area and genre one tap away (with
 * how many parties it gives), a date, the club from a menu, and "Clear filters". Links and GET
 * forms: they work without JavaScript, and their URLs are the ones pages are cached by.
 */
export function PartyFilters({ state }: { state: WordedFilterForm }) {
  const { t } = useLingui();
  const { words } = state;
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
                  `${words.values[field.name]?.[value] ?? value} (${field.options.find((option) => option.value === value)?.count ?? 0})`
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
      {words.notes.length > 0 && (
        <ul className="space-y-1 text-sm text-amber-200" data-filter-notes>
          {words.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
