/** A wa.me link that opens a chat with the concierge, optionally with a prefilled message. */
export function whatsappLink(number: string, message?: string): string {
  const digits = number.replace(/\D/g, "");
  const text = message ? `?text=${encodeURIComponent(message)}` : "";
  return `https://wa.me/${digits}${text}`;
}

export function bookingMessage(subject?: { name: string; when?: string }): string {
  if (!subject) return "Hi! I would like to book a table.";
  return `Hi! I would like to book a table for ${subject.name}${subject.when ? ` on ${subject.when}` : ""}.`;
}
