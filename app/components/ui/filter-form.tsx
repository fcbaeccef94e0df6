import { type ReactNode, useEffect, useRef } from "react";
import { useSubmit } from "react-router";

/**
 * A GET form of filters: the choice lives in the URL, so filtered pages can be shared and
 * cached. Without JavaScript it submits as any form; with it, the page updates in place, the
 * URL keeps only the filters chosen, and (`autoSubmit`) each change applies at once.
 */
export function FilterForm({
  label,
  submitLabel,
  values,
  autoSubmit = false,
  children,
}: {
  label: string;
  submitLabel: string;
  /** The values the page was rendered with: the fields follow them after a navigation. */
  values?: Record<string, string>;
  autoSubmit?: boolean;
  children: ReactNode;
}) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  // Only when the rendered values change (a navigation landed), not on every render: a field
  // just changed keeps its choice while that navigation is still loading.
  const rendered = new URLSearchParams(values).toString();
  useEffect(() => {
    for (const [name, value] of new URLSearchParams(rendered)) {
      const field = form.current?.elements.namedItem(name);
      if (field instanceof HTMLSelectElement) field.value = value;
    }
  }, [rendered]);
  const send = (target: HTMLFormElement) => {
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(target)) {
      if (typeof value === "string" && value) search.append(name, value);
    }
    void submit(search, { method: "get", preventScrollReset: true });
  };
  return (
    <form
      ref={form}
      method="get"
      // Laid out in app.css: the calendar's script carries this module, within its budget.
      className="filter-form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        send(event.currentTarget);
      }}
      onChange={autoSubmit ? (event) => send(event.currentTarget) : undefined}
    >
      {children}
      <button type="submit" className="btn btn-primary col-span-full sm:col-span-1">
        {submitLabel}
      </button>
    </form>
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
  optionLang,
}: {
  label: string;
  name: string;
  value: string;
  allLabel: string;
  options: readonly string[];
  /** How an option reads (its value stays as it is, so filtered URLs are the same in every language). */
  optionLabel?: (option: string) => string;
  /** The language of an option's words, when they are not the page's (CMS text). */
  optionLang?: (option: string) => string | undefined;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm font-bold">
      {label}
      <select
        name={name}
        defaultValue={value}
        className="min-h-11 w-full rounded-lg border border-white/30 bg-zinc-900 px-3"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option} lang={optionLang?.(option)}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
