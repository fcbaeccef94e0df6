import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { PATHS } from "#app/config/site.ts";
import { MAX_SEARCH_LENGTH } from "#app/domain/regex.ts";
import { useLocalizedPath } from "#app/i18n/links.tsx";
import { InstantResults, useInstantAnswer } from "./instant-results.tsx";

/**
 * The keys of the combobox: arrows move through the options (wrapping through the input),
 * Escape closes them, Enter opens the chosen one (with none chosen, the form submits).
 */
function optionKeys({
  options,
  active,
  expanded,
  setOpen,
  choose,
  open,
}: {
  options: readonly string[];
  active: number;
  expanded: boolean;
  setOpen: (open: boolean) => void;
  choose: (url: string | null) => void;
  open: (url: string) => void;
}) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // Positions -1 (the input) to the last option, wrapping both ways.
      const next = ((active + 1 + step + options.length + 1) % (options.length + 1)) - 1;
      choose(options[next] ?? null);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        choose(null);
      }
    } else if (event.key === "Enter" && expanded && active >= 0) {
      const url = options[active];
      if (url) {
        event.preventDefault();
        setOpen(false);
        open(url);
      }
    }
  };
}

/**
 * The search box (ARIA combobox with a listbox popup): as the visitor types, results come from
 * /search.json without a navigation; arrows move through them, Enter opens one (or, with none
 * chosen, submits the form), Escape closes them. Without JavaScript it is a GET form.
 */
export function SearchCombobox({ initial }: { initial: string }) {
  const { t } = useLingui();
  const localize = useLocalizedPath();
  const searchPath = localize(PATHS.search);
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  // The chosen option by its URL, so an answer that arrives after the visitor pressed an arrow
  // (typing outran the network) keeps the choice when the same result is still listed.
  const [activeUrl, setActiveUrl] = useState<string | null>(null);
  const { answer, lookUpSoon } = useInstantAnswer(localize("/search.json"));

  const query = value.trim();
  const resultsUrl = (text: string) => `${searchPath}?q=${encodeURIComponent(text)}`;
  const answeredText = answer?.text ?? query;
  const options = [
    ...(answer?.groups.flatMap((group) => group.items.map((item) => localize(item.url))) ?? []),
    ...(answer && answer.total > 0 ? [resultsUrl(answeredText)] : []),
  ];
  const active = activeUrl === null ? -1 : options.indexOf(activeUrl);
  const expanded = open && answer !== null && query !== "";
  const keys = { options, active, expanded, setOpen, choose: setActiveUrl, open: navigate };

  return (
    <form
      method="get"
      action={searchPath}
      aria-label={t`Search the guide`}
      className="relative mb-8"
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        navigate(resultsUrl(query));
      }}
    >
      <label htmlFor={`${id}-input`} className="mb-2 block font-bold">
        {t`Parties, clubs, DJs or articles`}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-input`}
          name="q"
          // A search input may not be a combobox (ARIA in HTML): a text input that asks phones
          // for their search key.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          value={value}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          // Arriving to search (the search buttons of the top bar and the menu lead here): the
          // cursor is in the field. With results shown, the page is for reading them.
          // biome-ignore lint/a11y/noAutofocus: the page's only purpose is this field.
          autoFocus={!initial}
          onKeyDown={optionKeys(keys)}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onChange={(event) => {
            const next = event.target.value;
            setValue(next);
            // Typing opens the results again after Escape; an answer arriving late does not.
            setOpen(true);
            setActiveUrl(null);
            lookUpSoon(next.trim());
          }}
          className="min-h-12 w-full min-w-0 rounded-xl border border-white/30 bg-zinc-900 px-4 text-lg"
        />
        <button
          type="submit"
          className="min-h-12 shrink-0 rounded-xl bg-amber-300 px-5 font-bold text-zinc-950 hover:bg-amber-200"
        >
          {t`Search`}
        </button>
      </div>
      <InstantResults
        id={id}
        answer={answer}
        expanded={expanded}
        active={active}
        choose={(url) => {
          setOpen(false);
          navigate(url);
        }}
        resultsUrl={resultsUrl(answeredText)}
      />
      <div role="status" className="sr-only">
        {answer && query
          ? t({ message: plural(answer.total, { one: "# result", other: "# results" }) })
          : ""}
      </div>
    </form>
  );
}
