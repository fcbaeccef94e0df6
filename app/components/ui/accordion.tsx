import * as RadixAccordion from "@radix-ui/react-accordion";
import type { ReactNode } from "react";
import { Icon } from "#app/components/shell/icon.tsx";

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  /** Several items may start open. */
  openByDefault?: boolean;
}

/** The accordion: several open at once, an optional initially active index, 250 ms animation. */
export function Accordion({
  items,
  activeIndex,
}: {
  items: readonly AccordionItem[];
  activeIndex?: number;
}) {
  const initiallyOpen = items
    .filter((item, index) => item.openByDefault || index === activeIndex)
    .map((item) => item.id);
  return (
    <RadixAccordion.Root
      type="multiple"
      defaultValue={initiallyOpen}
      className="divide-y divide-white/10 rounded-xl border border-white/10"
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id}>
          <RadixAccordion.Header>
            <RadixAccordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-4 px-4 py-3 text-left font-bold hover:bg-white/5">
              {item.title}
              <Icon
                name="chevron"
                className="h-4 w-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
              />
            </RadixAccordion.Trigger>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="accordion-content">
            <div className="px-4 pb-4 text-zinc-200">{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
