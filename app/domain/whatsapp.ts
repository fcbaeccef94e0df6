import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";

/** The concierge's chats, opened with a message in the page's language (made by the root loader). */
export interface ConciergeLinks {
  talk: string;
  book: string;
}

/** A wa.me link that opens a chat with the concierge, optionally with a prefilled message. */
export function whatsappLink(number: string, message?: string): string {
  const digits = number.replace(/\D/g, "");
  const text = message ? `?text=${encodeURIComponent(message)}` : "";
  return `https://wa.me/${digits}${text}`;
}

/** The prefilled booking request, in the visitor's language. */
export function bookingMessage(i18n: I18n, subject?: { name: string; when?: string }): string {
  if (!subject) return t(i18n)`Hi! I would like to book a table.`;
  const { name, when } = subject;
  return when
    ? t(i18n)`Hi! I would like to book a table for ${name} on ${when}.`
    : t(i18n)`Hi! I would like to book a table for ${name}.`;
}
