import { parseFeed } from "@rowanmanning/feed-parser";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { addDays, localDate } from "#app/domain/dates.ts";
import { testParty } from "#tests/support/test-party.ts";
import { FEED_DAYS_AHEAD, feedResponse } from "./feed-response.server.ts";

const today = localDate(new Date(), DEFAULT_TIME_ZONE);
const parties = [
  testParty({ id: "1", slug: "soon", date: addDays(today, 10), startTime: "22:00" }),
  testParty({
    id: "2",
    slug: "last-day",
    date: addDays(today, FEED_DAYS_AHEAD),
    title: 'Cenote <script>alert("x")</script> & friends\u0007',
    status: "cancelled",
    modifiedAt: "2026-11-30T12:00:00.000Z",
  }),
  testParty({ id: "3", slug: "too-far", date: addDays(today, FEED_DAYS_AHEAD + 1) }),
];
const feed = {
  name: "Nox <Verde> sets",
  parties,
  pagePath: "/djs/nox-verde",
  timeZone: DEFAULT_TIME_ZONE,
  filename: "nox-verde.ics",
};

describe("a followable feed (issue 65)", () => {
  it("holds the next half year of parties, as iCalendar for a calendar app", async () => {
    const response = feedResponse(
      new Request("http://localhost:3000/feeds/djs/nox-verde/calendar.ics"),
      feed,
    );
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents(
      "vevent",
    );
    expect(events.map((event) => String(event.getFirstPropertyValue("url")))).toEqual([
      expect.stringMatching(/\/event\/soon$/),
      expect.stringMatching(/\/event\/last-day$/),
    ]);
    // The event's hours are the calendar's need; what nobody announced is said.
    expect(events.map((event) => String(event.getFirstPropertyValue("description")))).toEqual([
      "End time not announced",
      "Start time not announced yet",
    ]);
  });

  it("holds the same parties as Atom for a feed reader, CMS text kept text", async () => {
    const response = feedResponse(
      new Request("http://localhost:3000/es/feeds/djs/nox-verde/atom.xml"),
      feed,
    );
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const parsed = parseFeed(await response.text());
    expect(parsed.title).toBe("Nox <Verde> sets");
    expect(parsed.language).toBe("es-MX");
    expect(parsed.url).toMatch(/\/es\/djs\/nox-verde$/);
    expect(parsed.items.map((item) => item.url)).toEqual([
      expect.stringMatching(/\/es\/event\/soon$/),
      expect.stringMatching(/\/es\/event\/last-day$/),
    ]);
    const cancelled = parsed.items[1];
    expect(cancelled?.title).toBe('Cancelada: Cenote <script>alert("x")</script> & friends');
    expect(cancelled?.updated?.toISOString()).toBe("2026-11-30T12:00:00.000Z");
    // One id per party whatever the feed's language.
    expect(cancelled?.id).toMatch(/^http:\/\/[^/]+\/event\/last-day$/);
  });
});
