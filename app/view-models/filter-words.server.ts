import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { areaName, areaSlugOf } from "#app/config/site.ts";
import { formatShortDate } from "#app/domain/dates.ts";
import type {
  FilterField,
  FilterFormState,
  FilterWording,
  WordedFilterForm,
} from "#app/domain/filtered-list.ts";
import type { FilterName, Filters } from "#app/domain/list-filters.ts";
import type { Locale } from "#app/i18n/locales.ts";

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

/** A form with its words (app/components/ui/party-filters/ shows them). */
export function wordedFilterForm(
  form: FilterFormState,
  words: ReturnType<typeof filterWords>,
  i18n: I18n,
): WordedFilterForm {
  const values: FilterWording["values"] = {};
  for (const field of form.fields) {
    values[field.name] = Object.fromEntries(
      field.options.map((option) => [option.value, words.valueName(field, option.value)]),
    );
  }
  const widening =
    form.widening &&
    (words.describe(form.fields, form.widening.filters, form.defaults) || t(i18n)`every party`);
  // Worded here, so the words of a rare note cost the browser nothing.
  const notes = form.ignored.map(
    ({ name, value }) =>
      t(i18n)`${words.label[name]}: “${value}” is not one of the choices, so it was not applied.`,
  );
  return { ...form, words: { label: words.label, any: words.any, values, widening, notes } };
}
