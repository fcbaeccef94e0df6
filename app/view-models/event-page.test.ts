import { describe, expect, it } from "vitest";
import type { DjSet } from "#app/domain/content-types.ts";
import { testParty } from "#tests/support/test-party.ts";
import "#app/i18n/catalogs.server.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { eventPage, partyWhen, setTimeRows } from "./event-page.server.ts";

// Saturday 28 November 2026, 23:30 in Tulum (UTC-5): the party below is on.
const NOW = new Date("2026-11-29T04:30:00Z");
const party = testParty({
  id: "p1",
  slug: "night",
  date: "2026-11-28",
  startTime: "22:00",
  endTime: "03:00",
});

const set = (slug: string, startTime: string | undefined, values: Partial<DjSet> = {}): DjSet => ({
  slug,
  title: `${slug} at Night`,
  eventLink: "/event/night",
  eventName: "Night",
  artistLink: `/djs/${slug}`,
  date: "2026-11-28",
  ...(startTime ? { startTime } : {}),
  highlight: false,
  caption: "",
  image: "",
  genre: "",
  ...values,
});

describe("the event page's time of a party", () => {
  it("says tonight in words, its hours, and that it is on", () => {
    expect(partyWhen(party, NOW, "en")).toEqual({
      day: "Today, Sat, Nov 28",
      longDate: "Saturday, November 28th",
      hours: "10:00 PM – 3:00 AM",
      onNow: true,
      startDate: "2026-11-28T22:00:00-05:00",
      endDate: "2026-11-29T03:00:00-05:00",
    });
    expect(partyWhen(party, NOW, "es")).toMatchObject({
      day: "Hoy, sáb 28 nov",
      hours: "22:00–03:00",
    });
  });

  it("names an ended party's day by its date, never Today on the next morning (issue 63)", () => {
    // Sunday 29 November, 03:30 in Tulum: the party ended at 03:00.
    const after = new Date("2026-11-29T08:30:00Z");
    expect(partyWhen(party, after, "en")).toMatchObject({
      day: "Saturday, November 28th",
      onNow: false,
    });
    expect(partyWhen(party, after, "es").day).toBe("sábado 28 de noviembre");
  });

  it("never says a cancelled party is on, and gives no end without a start", () => {
    expect(partyWhen({ ...party, status: "cancelled" }, NOW, "en").onNow).toBe(false);
    const noStart = partyWhen({ ...party, startTime: undefined, endTime: undefined }, NOW, "en");
    expect(noStart.hours).toBe("");
    expect(noStart).not.toHaveProperty("endDate");
  });

  it("names a later night by its date, and a rescheduled party's former day", () => {
    const later = partyWhen(
      { ...party, date: "2026-12-05", previousDate: "2026-12-02", status: "rescheduled" },
      NOW,
      "en",
    );
    expect(later.day).toBe(later.longDate);
    expect(later.previousDay).toBe("Wed, Dec 02");
    expect(later.previousStartDate).toBe("2026-12-02T22:00:00-05:00");
  });

  it("reads a Los Cabos party in its own clock (UTC-7)", () => {
    const cabo = partyWhen({ ...party, kind: "cabo-parties", area: "san-jose-cabo" }, NOW, "en");
    expect(cabo.startDate).toBe("2026-11-28T22:00:00-07:00");
  });
});

describe("the event page's set times", () => {
  it("lists sets in the order they are played: after midnight after the evening", () => {
    const rows = setTimeRows(
      [set("late", "01:00"), set("opening", "22:00", { highlight: true }), set("mid", "23:30")],
      party,
      "en",
    );
    expect(rows.map((row) => [row.slug, row.time, row.headliner])).toEqual([
      ["opening", "10:00 PM", true],
      ["mid", "11:30 PM", false],
      ["late", "1:00 AM", false],
    ]);
    expect(setTimeRows([set("late", "01:00")], party, "es")[0]?.time).toBe("01:00");
  });

  it("names the DJ of a linked set, keeps an unlinked set's title, and a set without a time last", () => {
    const rows = setTimeRows(
      [set("unknown", undefined), set("guest", "23:00", { artistLink: "", title: "Guest DJ" })],
      party,
      "en",
    );
    expect(rows.map((row) => [row.artist, row.time])).toEqual([
      ["Guest DJ", "11:00 PM"],
      ["unknown", ""],
    ]);
  });
});

describe("the event page's model (issue 62: a page model tested with a fixed now)", () => {
  const nothingNext = { sameNight: [], sameNightIsTonight: true, atVenue: [], nextDate: null };
  const reads = { party, sets: [set("opener", "22:00"), set("closer", "01:00")], venue: null };
  const page = (now: Date, locale: Locale = "en") =>
    eventPage(
      { ...reads, record: null, next: nothingNext },
      { now, locale, i18n: i18nFor(locale) },
      "https://guide.example",
    );

  it("is on at 23:30: offers a table, names the night and its hours, lists the sets", () => {
    const on = page(NOW);
    expect(on.ended).toBe(false);
    expect(on.open).toBe(true);
    expect(on.booking).toBeDefined();
    expect(on.when).toMatchObject({ day: "Today, Sat, Nov 28", onNow: true });
    expect(on.sets.map((row) => row.artist)).toEqual(["opener", "closer"]);
    expect(on.share.when).toBe("Saturday, November 28th, 10:00 PM – 3:00 AM");
  });

  it("has ended at 03:30: says so and offers nothing to book or save", () => {
    const over = page(new Date("2026-11-29T08:30:00Z"));
    expect(over.ended).toBe(true);
    expect(over.open).toBe(false);
    expect(over.booking).toBeUndefined();
    expect(over.question).toBeUndefined();
  });

  it("writes its structured data and meta for the page's language", () => {
    const es = page(NOW, "es");
    const event = JSON.parse(es.structuredData[0] ?? "{}");
    expect(event).toMatchObject({
      "@type": "MusicEvent",
      url: "https://guide.example/es/event/night",
      startDate: "2026-11-28T22:00:00-05:00",
    });
    expect(JSON.parse(es.structuredData[1] ?? "{}")["@type"]).toBe("BreadcrumbList");
    const title = es.meta.find((tag) => "title" in tag);
    expect(title).toEqual({ title: "night, sábado 28 de noviembre | Tulum Party" });
  });
});
