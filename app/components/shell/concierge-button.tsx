import { useLingui } from "@lingui/react/macro";
import { useMatches } from "react-router";
import { recordEvent } from "#app/components/analytics.ts";
import { usePublicEnv } from "#app/components/public-env.tsx";
import { notify } from "#app/components/ui/notifications.tsx";
import { PRODUCT_NAME } from "#app/config/site.ts";
import { bookingMessage, whatsappLink } from "#app/domain/whatsapp.ts";
import { Icon } from "./icon.tsx";

export interface BookingSubject {
  name: string;
  when?: string;
}

function isBookingSubject(value: unknown): value is BookingSubject {
  return (
    typeof value === "object" &&
    value !== null &&
    "name" in value &&
    typeof value.name === "string" &&
    (!("when" in value) || value.when === undefined || typeof value.when === "string")
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

/**
 * Opens the concierge's WhatsApp chat in a new window, records a `reservations` analytics event
 * (when analytics is on) and writes an info log.
 */
export function ConciergeButton({
  intent,
  subject,
  className = "",
}: {
  intent: Intent;
  subject?: BookingSubject;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const { conciergeWhatsapp } = usePublicEnv();
  const pageSubject = useBookingSubject();
  const about = subject ?? pageSubject;
  const message =
    intent === "book"
      ? bookingMessage(i18n, about)
      : t`Hi! I have a question about ${PRODUCT_NAME} nightlife.`;
  const href = whatsappLink(conciergeWhatsapp, message);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-concierge={intent}
      onClick={() => {
        recordEvent("reservations", { intent, subject: about?.name ?? "" });
        console.info(`concierge: ${intent} opened${about ? ` for ${about.name}` : ""}`);
        void notify(t`Opening WhatsApp: a person from our concierge will answer.`, "success");
      }}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-xs font-black tracking-wider transition-colors focus-visible:outline-offset-2 ${
        intent === "book"
          ? "bg-amber-400 text-zinc-950 hover:bg-amber-300"
          : "border border-white/40 text-white hover:bg-white/10"
      } ${className}`}
    >
      <Icon name="whatsapp" className="h-4 w-4" />
      {intent === "book" ? t`BOOK A TABLE` : t`TALK WITH A HUMAN`}
      <span className="sr-only"> {t`(opens WhatsApp in a new window)`}</span>
    </a>
  );
}
