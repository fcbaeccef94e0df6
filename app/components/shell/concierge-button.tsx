import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useMatches } from "react-router";
import { recordEvent } from "#app/components/analytics.ts";
import { usePublicEnv } from "#app/components/public-env.tsx";
import { notify } from "#app/components/ui/notifications.tsx";
import { Icon } from "./icon.tsx";

/** A table request named by a page's loader, with the link that sends it (booking.server.ts). */
export interface BookingSubject {
  name: string;
  href: string;
  /** The button's words when they are not the intent's ("ASK ABOUT THE NEW DATE"). */
  label?: string;
}

function isBookingSubject(value: unknown): value is BookingSubject {
  return (
    typeof value === "object" &&
    value !== null &&
    "name" in value &&
    typeof value.name === "string" &&
    "href" in value &&
    typeof value.href === "string"
  );
}

/** The event, club or artist the current page is about, if its loader names one. */
export function useBookingSubject(): BookingSubject | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data: unknown = match.loaderData;
    if (
      typeof data === "object" &&
      data !== null &&
      "booking" in data &&
      isBookingSubject(data.booking)
    ) {
      return data.booking;
    }
  }
  return undefined;
}

type Intent = "talk" | "book";

const isIntent = (value: string | undefined): value is Intent =>
  value === "talk" || value === "book";

/**
 * What a tap on any concierge button does besides opening WhatsApp: a `reservations` analytics
 * event (when analytics is on), an info log line and a notification. One listener for the whole
 * page, so the buttons in the HTML-only sidebar do it too.
 */
export function useConciergeClicks(): void {
  const { t } = useLingui();
  const opening = t`Opening WhatsApp: a person from our concierge will answer.`;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button =
        event.target instanceof Element ? event.target.closest("a[data-concierge]") : null;
      if (!(button instanceof HTMLAnchorElement)) return;
      const intent = button.dataset.concierge;
      if (!isIntent(intent)) return;
      const subject = button.dataset.subject ?? "";
      recordEvent("reservations", { intent, subject });
      console.info(`concierge: ${intent} opened${subject ? ` for ${subject}` : ""}`);
      void notify(opening, "success");
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [opening]);
}

/** Opens the concierge's WhatsApp chat in a new window (see useConciergeClicks for the rest). */
export function ConciergeButton({
  intent,
  subject,
  compact = false,
  className = "",
}: {
  intent: Intent;
  subject?: BookingSubject;
  /** A short label below 1280 px ("Book"), the full one from there. */
  compact?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const { concierge } = usePublicEnv();
  const pageSubject = useBookingSubject();
  const about = subject ?? (intent === "book" ? pageSubject : undefined);
  const href = about?.href ?? (intent === "book" ? concierge.book : concierge.talk);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-concierge={intent}
      data-subject={about?.name}
      className={`btn shrink-0 gap-1.5 px-2.5 text-xs font-black tracking-wider sm:px-3 2xl:px-4 ${
        intent === "book" ? "btn-primary" : "btn-outline"
      } ${className}`}
    >
      <Icon name="whatsapp" className="h-4 w-4" />
      {compact && intent === "book" && <span className="xl:hidden">{t`Book`}</span>}
      <span className={compact ? "hidden xl:inline" : ""}>
        {about?.label ?? (intent === "book" ? t`BOOK A TABLE` : t`TALK WITH A HUMAN`)}
      </span>
      <span className="sr-only"> {t`(opens WhatsApp in a new window)`}</span>
    </a>
  );
}
