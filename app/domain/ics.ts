/**
 * iCalendar (RFC 5545) files for "add to calendar" and subscribable feeds. Times are written in
 * UTC (the "Z" form), so every calendar app places them right whatever its own zone.
 */

export interface CalendarEvent {
  uid: string;
  title: string;
  start: Date;
  durationMinutes: number;
  description?: string;
  location?: string;
  /** RFC 5545 GEO: only a surveyed position (an estimate would pin a guess as the place). */
  geo?: { latitude: number; longitude: number };
  url?: string;
  /** RFC 5545 STATUS: a cancelled party stays in feeds as CANCELLED so subscribers' copies update. */
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  /**
   * When its editor last saved it: LAST-MODIFIED, DTSTAMP and SEQUENCE follow it, so an app
   * that compares versions takes a moved or cancelled party, and two reads of an unchanged one
   * agree byte for byte.
   */
  modifiedAt?: Date;
}

/**
 * Feeds' fixed moment: SEQUENCE counts minutes from here (it rises with every save, and fits an
 * INTEGER for ages), and an Atom entry with no save to date it is dated here, so two reads agree.
 */
export const FEED_EPOCH = Date.UTC(2020, 0, 1);

/** How often a subscribed app should look again (RFC 7986 REFRESH-INTERVAL, Outlook's TTL). */
export const FEED_REFRESH = "PT1H";

export interface CalendarFeed {
  name: string;
  /** The area's zone, as a hint for apps that show the calendar's own zone. */
  timeZone: string;
  events: readonly CalendarEvent[];
  /** DTSTAMP for every event; passed in so output is reproducible. */
  generatedAt: Date;
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * TEXT escaping of RFC 5545 3.3.11: a line break of any kind (CRLF, LF, a bare CR, Unicode's line
 * and paragraph separators) becomes "\\n", and other control characters are dropped, so CMS text
 * can never end a line and start a property or a VEVENT of its own.
 */
export function escapeText(value: string): string {
  return withoutControls(
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|[\r\n\u2028\u2029]/g, "\\n"),
  );
}

/** Control characters (C0 but tab, DEL, C1) dropped: no text or URL line can carry one. */
function withoutControls(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
  return value.replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g, "");
}

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 3.1), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The revision number of an event saved at `modifiedAt`: minutes since FEED_EPOCH, or 0. */
export function sequenceOf(modifiedAt: Date | undefined): number {
  if (!modifiedAt) return 0;
  return Math.max(0, Math.floor((modifiedAt.getTime() - FEED_EPOCH) / 60_000));
}

function eventLines(event: CalendarEvent, generatedAt: Date): string[] {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const saved = event.modifiedAt;
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(saved ?? generatedAt)}`,
    ...(saved ? [`LAST-MODIFIED:${utcStamp(saved)}`] : []),
    `SEQUENCE:${sequenceOf(saved)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.geo ? [`GEO:${event.geo.latitude};${event.geo.longitude}`] : []),
    ...(event.url ? [`URL:${withoutControls(event.url)}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    "END:VEVENT",
  ];
}

export function buildCalendar(feed: CalendarFeed): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tulum Party//Nightlife guide//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `X-WR-TIMEZONE:${feed.timeZone}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
    ...feed.events.flatMap((event) => eventLines(event, feed.generatedAt)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A Google Calendar "add event" link for the same event. */
export function googleCalendarLink(event: CalendarEvent, timeZone: string): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(end)}`,
    ctz: timeZone,
  });
  if (event.description)
    params.set("details", event.url ? `${event.description}\n${event.url}` : event.description);
  if (event.location) params.set("location", event.location);
  return `https://calendar.google.com/calendar/render?${params}`;
}
