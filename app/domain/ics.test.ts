import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { zonedInstant } from "./dates.ts";
import { buildCalendar, escapeText, foldLine, googleCalendarLink } from "./ics.ts";

const generatedAt = new Date("2026-01-01T12:00:00Z");

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("iCalendar files", () => {
  const calendar = buildCalendar({
    name: "Tulum parties",
    timeZone: "America/Cancun",
    generatedAt,
    events: [
      {
        uid: "parties-deep-night@example.com",
        title: "Deep Night @ Bonbonniere; with, commas",
        start: zonedInstant("2026-01-10", "22:00", "America/Cancun"),
        durationMinutes: 240,
        description: `Line one\nLine two ${"é".repeat(60)}`,
        location: "Bonbonniere Tulum, Km 4.5",
        geo: { latitude: 20.17234, longitude: -87.45678 },
        url: "https://example.com/event/deep-night",
      },
      {
        uid: "cabo-parties-art-walk@example.com",
        title: "Art Walk @ San Jose del Cabo",
        start: zonedInstant("2026-01-10", "22:00", "America/Mazatlan"),
        durationMinutes: 240,
      },
    ],
  });

  it("is valid RFC 5545 that a real parser reads back", () => {
    const [tulum, cabo] = parse(calendar);
    expect(tulum?.summary).toBe("Deep Night @ Bonbonniere; with, commas");
    expect(tulum?.description).toBe(`Line one\nLine two ${"é".repeat(60)}`);
    expect(tulum?.location).toBe("Bonbonniere Tulum, Km 4.5");
    expect(tulum?.uid).toBe("parties-deep-night@example.com");
    expect(cabo?.summary).toBe("Art Walk @ San Jose del Cabo");
    // GEO where the position is known, none where it is not (issue 65).
    expect(tulum?.component.getFirstPropertyValue("geo")).toEqual([20.17234, -87.45678]);
    expect(cabo?.component.getFirstProperty("geo")).toBeNull();
  });

  it("versions each event by its last save, and tells apps to look again hourly (issue 65)", () => {
    const event = {
      uid: "parties-deep-night@example.com",
      title: "Deep Night",
      start: zonedInstant("2026-01-10", "22:00", "America/Cancun"),
      durationMinutes: 240,
    };
    const feed = (modifiedAt: Date, status?: "CANCELLED") =>
      buildCalendar({
        name: "Tulum parties",
        timeZone: "America/Cancun",
        generatedAt: new Date(),
        events: [{ ...event, modifiedAt, ...(status ? { status } : {}) }],
      });
    const saved = new Date("2026-01-05T10:00:00Z");
    const first = feed(saved);
    // Two reads of an unchanged party agree byte for byte, whenever they are made.
    expect(feed(saved)).toBe(first);
    const calendar = new ICAL.Component(ICAL.parse(first));
    expect(calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT1H");
    expect(calendar.getFirstPropertyValue("x-published-ttl")).toBe("PT1H");
    const [before] = parse(first);
    expect(before?.component.getFirstPropertyValue("last-modified")?.toString()).toBe(
      "2026-01-05T10:00:00Z",
    );
    // An editor cancels it a day later: the same UID, a higher SEQUENCE, STATUS:CANCELLED.
    const [after] = parse(feed(new Date("2026-01-06T10:00:00Z"), "CANCELLED"));
    expect(after?.uid).toBe(before?.uid);
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
    expect(after?.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("places times in the area's zone: 22:00 in Tulum is 03:00Z, in Cabo 05:00Z", () => {
    const [tulum, cabo] = parse(calendar);
    expect(tulum?.startDate.toJSDate().toISOString()).toBe("2026-01-11T03:00:00.000Z");
    expect(tulum?.endDate.toJSDate().toISOString()).toBe("2026-01-11T07:00:00.000Z");
    expect(cabo?.startDate.toJSDate().toISOString()).toBe("2026-01-11T05:00:00.000Z");
  });

  it("keeps a bare CR, a line separator or a control character in CMS text from starting a line", () => {
    const injected = buildCalendar({
      name: "Feed",
      timeZone: "America/Cancun",
      generatedAt,
      events: [
        {
          uid: "x@example.com",
          title: "Night\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Injected",
          start: generatedAt,
          durationMinutes: 60,
          description: "One\u2028END:VCALENDAR\u0000\u001b",
          url: "https://example.com/event/x\r\nATTACH:https://evil.example",
        },
      ],
    });
    const lines = injected.split("\r\n");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.some((line) => line.startsWith("ATTACH"))).toBe(false);
    const stray = [...injected].filter(
      (char) => (char < " " && !"\r\n".includes(char)) || char === "\u2028",
    );
    expect(stray).toEqual([]);
    const events = parse(injected);
    expect(events).toHaveLength(1);
    expect(events[0]?.summary).toBe("Night\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Injected");
  });

  it("uses CRLF line ends and folds lines at 75 octets", () => {
    expect(calendar.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const lines = calendar.split("\r\n");
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(calendar).toContain("DTSTAMP:20260101T120000Z");
  });

  it("escapes text and never splits a character when folding", () => {
    expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
    const folded = foldLine(`DESCRIPTION:${"é".repeat(80)}`);
    expect(folded.split("\r\n ").join("")).toBe(`DESCRIPTION:${"é".repeat(80)}`);
  });

  it("builds a Google Calendar link with UTC dates and the area's zone", () => {
    const link = new URL(
      googleCalendarLink(
        {
          uid: "x",
          title: "Deep Night",
          start: new Date("2026-01-11T03:00:00Z"),
          durationMinutes: 240,
        },
        "America/Cancun",
      ),
    );
    expect(link.searchParams.get("dates")).toBe("20260111T030000Z/20260111T070000Z");
    expect(link.searchParams.get("ctz")).toBe("America/Cancun");
    expect(link.searchParams.get("action")).toBe("TEMPLATE");
  });
});
