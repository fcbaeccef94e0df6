import { type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { Icon } from "#app/components/shell/icon.tsx";

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  /** Several items may start open. */
  openByDefault?: boolean;
}

const FOCUS_KEYS = new Set(["ArrowDown", "ArrowUp", "Home", "End"]);

/** The WAI-ARIA accordion's keys: arrows move between headers, Home and End go to the ends. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  if (!FOCUS_KEYS.has(event.key)) return;
  const accordion = event.currentTarget.closest("[data-accordion]");
  const triggers = [
    ...(accordion?.querySelectorAll<HTMLButtonElement>("[data-accordion-trigger]") ?? []),
  ];
  const current = triggers.indexOf(event.currentTarget);
  if (current === -1) return;
  event.preventDefault();
  const last = triggers.length - 1;
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? last
        : (current + (event.key === "ArrowDown" ? 1 : -1) + triggers.length) % triggers.length;
  triggers[next]?.focus();
}

/**
 * The accordion: several open at once, an optional initially active index, 250 ms animation.
 * Plain buttons with aria-expanded (the WAI-ARIA accordion pattern) instead of a library: the
 * event page's first-load JavaScript has no room for one (docs/decisions/0033).
 */
export function Accordion({
  items,
  activeIndex,
}: {
  items: readonly AccordionItem[];
  activeIndex?: number;
}) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        items
          .filter((item, index) => item.openByDefault || index === activeIndex)
          .map((item) => item.id),
      ),
  );
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="divide-y divide-white/10 rounded-xl border border-white/10" data-accordion>
      {items.map((item, index) => {
        const isOpen = open.has(item.id);
        const trigger = `${baseId}-trigger-${index}`;
        const panel = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} data-state={isOpen ? "open" : "closed"}>
            <h3>
              <button
                type="button"
                id={trigger}
                aria-expanded={isOpen}
                aria-controls={panel}
                data-accordion-trigger
                onClick={() => toggle(item.id)}
                onKeyDown={moveFocus}
                className="group flex min-h-12 w-full items-center justify-between gap-4 px-4 py-3 text-left font-bold hover:bg-white/5"
              >
                {item.title}
                <Icon
                  name="chevron"
                  className={`h-4 w-4 shrink-0 transition-transform ${isOpen ? "rotate-180" : ""}`}
                />
              </button>
            </h3>
            <section
              id={panel}
              aria-labelledby={trigger}
              hidden={!isOpen}
              className="accordion-content"
            >
              <div className="px-4 pb-4 text-zinc-200">{item.content}</div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
