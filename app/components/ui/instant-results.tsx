import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { isSearchKind, type SearchKind } from "#app/domain/search-index.ts";
import { foldText } from "#app/domain/slug.ts";
import { useLocalizedPath } from "#app/i18n/links.tsx";

/**
 * The search box's instant results: asked from /search.json as the visitor types, checked
 * before they are shown, and listed by kind in the combobox's listbox.
 */

/** product.md#limits: the search box waits 7 ms of quiet before it searches. */
export const SEARCH_DEBOUNCE_MS = 7;

const KIND_LABELS = {
  party: msg`Parties`,
  club: msg`Clubs`,
  dj: msg`DJs`,
  brand: msg`Brands`,
  article: msg`Articles`,
  faq: msg`Questions`,
  page: msg`Guide pages`,
} as const;

export const kindLabel = (i18n: I18n, kind: SearchKind): string => i18n._(KIND_LABELS[kind]);

interface InstantItem {
  kind: SearchKind;
  title: string;
  url: string;
  detail: string;
  contentLang?: string;
}

export interface InstantAnswer {
  /** The text these results are for: the box may already hold more letters. */
  text: string;
  total: number;
  groups: { kind: SearchKind; total: number; items: InstantItem[] }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

function isItem(value: unknown): value is InstantItem {
  return (
    isRecord(value) &&
    isSearchKind(value.kind) &&
    typeof value.title === "string" &&
    typeof value.url === "string" &&
    value.url.startsWith("/") &&
    typeof value.detail === "string"
  );
}

/** The instant results come over the network: checked before they are shown. */
function instantAnswer(text: string, value: unknown): InstantAnswer | null {
  if (!isRecord(value) || typeof value.total !== "number" || !Array.isArray(value.groups))
    return null;
  const groups = value.groups.flatMap((group: unknown) =>
    isRecord(group) &&
    isSearchKind(group.kind) &&
    typeof group.total === "number" &&
    Array.isArray(group.items)
      ? [{ kind: group.kind, total: group.total, items: group.items.filter(isItem) }]
      : [],
  );
  return { text, total: value.total, groups };
}

/** The listbox of instant results by kind, and the option that opens every result. */
export function InstantResults({
  id,
  answer,
  expanded,
  active,
  choose,
  resultsUrl,
}: {
  id: string;
  answer: InstantAnswer | null;
  expanded: boolean;
  /** The chosen option's position, -1 for none. */
  active: number;
  choose: (url: string) => void;
  /** The search page for the answered text. */
  resultsUrl: string;
}) {
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  const optionId = (index: number) => `${id}-option-${index}`;
  const answeredText = answer?.text ?? "";
  const last = answer ? answer.groups.reduce((sum, group) => sum + group.items.length, 0) : -1;
  let index = -1;
  return (
    <div
      id={`${id}-listbox`}
      role="listbox"
      aria-label={t`Instant results`}
      hidden={!expanded}
      className="absolute inset-x-0 top-full z-30 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-white/20 bg-zinc-900 p-2 shadow-2xl"
    >
      {answer?.total === 0 && (
        <div role="presentation" className="p-3 text-zinc-300">
          {t`No results. Press Enter for suggestions.`}
        </div>
      )}
      {answer?.groups.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA combobox pattern); a fieldset groups form controls.
        <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`}>
          <div id={`${id}-group-${group.kind}`} className="eyebrow px-3 pt-2 pb-1">
            {kindLabel(i18n, group.kind)} ({group.total})
          </div>
          {group.items.map((item) => {
            index++;
            const position = index;
            return (
              <div
                key={item.url}
                id={optionId(position)}
                role="option"
                aria-selected={position === active}
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(localize(item.url))}
                onKeyDown={() => {}}
                className={`cursor-pointer rounded-lg px-3 py-2 ${position === active ? "bg-white/15" : "hover:bg-white/10"}`}
              >
                <span className="block font-bold" lang={item.contentLang}>
                  {item.title}
                </span>
                {item.detail && <span className="block text-sm text-zinc-300">{item.detail}</span>}
              </div>
            );
          })}
        </div>
      ))}
      {answer && answer.total > 0 && (
        <div
          id={optionId(last)}
          role="option"
          aria-selected={active === last}
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(resultsUrl)}
          onKeyDown={() => {}}
          className={`cursor-pointer rounded-lg px-3 py-2 font-bold text-amber-300 ${active === last ? "bg-white/15" : "hover:bg-white/10"}`}
        >
          {t({
            message: plural(answer.total, {
              one: `# result for “${answeredText}”`,
              other: `All # results for “${answeredText}”`,
            }),
          })}
        </div>
      )}
    </div>
  );
}

/**
 * The instant results for what the box holds: asked SEARCH_DEBOUNCE_MS after the last key, a
 * newer question aborting the older one's answer; checked before they are shown.
 */
export function useInstantAnswer(searchJsonPath: string) {
  const [answer, setAnswer] = useState<InstantAnswer | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );

  function lookUp(text: string) {
    pending.current?.abort();
    if (!text) {
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    // Asked as the index reads it: one answer for every spelling (no redirect on the way).
    fetch(`${searchJsonPath}?q=${encodeURIComponent(foldText(text))}`, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then((response) => response.json())
      .then((json: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer(instantAnswer(text, json));
      })
      .catch(() => {
        // Aborted by a newer query, or offline: the form still submits.
      });
  }

  const lookUpSoon = (text: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => lookUp(text), SEARCH_DEBOUNCE_MS);
  };
  return { answer, lookUpSoon };
}
