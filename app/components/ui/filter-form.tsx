import type { ReactNode } from "react";
import { Form } from "react-router";

/** A GET form of filters: the choice lives in the URL, so filtered pages can be shared and cached. */
export function FilterForm({
  label,
  submitLabel,
  children,
}: {
  label: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" className="mb-8 flex flex-wrap items-end gap-4" aria-label={label}>
      {children}
      <button
        type="submit"
        className="min-h-11 rounded-full bg-amber-400 px-5 font-bold text-zinc-950"
      >
        {submitLabel}
      </button>
    </Form>
  );
}

/** One filter: an "all" choice (empty value) and then each option as its own value. */
export function FilterSelect({
  label,
  name,
  value,
  allLabel,
  options,
  optionLabel = (option) => option,
}: {
  label: string;
  name: string;
  value: string;
  allLabel: string;
  options: readonly string[];
  /** How an option reads (its value stays as it is, so filtered URLs are the same in every language). */
  optionLabel?: (option: string) => string;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-bold">
      {label}
      <select
        name={name}
        defaultValue={value}
        className="min-h-11 rounded-lg border border-white/30 bg-zinc-900 px-3"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
