import { describe, expect, it } from "vitest";
import type { DjSet } from "#app/domain/content-types.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import "#app/i18n/catalogs.server.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import { testParty } from "#tests/support/test-party.ts";
import { djDates } from "./dj-dates.server.ts";

// Friday 27 November 2026, 21:30 in Tulum (UTC-5).
const context = {
  now: new Date("2026-11-28T02:30:00Z"),
  locale: "en" as const,
  i18n: i18nFor("en"),
};

const set = (eventLink: string, artistLink: string, startTime: string, endTime: string): DjSet => ({
  slug: `${artistLink}-${startTime}`,
  title: "Nox Verde at Night",
  eventLink,
  eventName: "",
  artistLink,
  date: "2026-11-28",
  startTime,
  endTime,
  highlight: false,
  caption: "",
  image: "",
  genre: "",
});

describe("a DJ's dates", () => {
  const saturday = testParty({
    id: "p1",
    slug: "saturday-night",
    date: "2026-11-28",
    startTime: "22:00",
    endTime: "03:00",
  });
  const sunday = testParty({
    id: "p2",
    slug: "sunday-night",
    date: "2026-11-29",
    startTime: "21:00",
  });

  it("gives the DJ's own set time where the schedule has one, the party's hours otherwise", () => {
    const { upcoming, totalDates } = djDates(
      [saturday, sunday],
      [
        set("/event/saturday-night", "/djs/someone-else", "22:00", "01:00"),
        set("/event/saturday-night", "/djs/nox-verde", "01:00", "02:30"),
      ],
      "/djs/nox-verde",
      context,
    );
    expect(upcoming?.map((row) => row.when)).toEqual([
      "Tomorrow · set 1:00 AM – 2:30 AM",
      expect.not.stringContaining("set"),
    ]);
    expect(totalDates).toBe(2);
  });

  it("shows the next dates and the rest in pages of the same size; dates that failed stay unknown", () => {
    const many = Array.from({ length: ROWS_SHOWN.djDates + 3 }, (_, i) =>
      testParty({ id: `p${i}`, slug: `night-${i}`, date: "2026-12-05" }),
    );
    const dates = djDates(many, [], "/djs/nox-verde", context);
    expect(dates.upcoming).toHaveLength(ROWS_SHOWN.djDates);
    expect(dates.totalDates).toBe(ROWS_SHOWN.djDates + 3);
    const second = djDates(many, [], "/djs/nox-verde", context, 2);
    expect(second.upcoming?.map((row) => row.slug)).toEqual(["night-8", "night-9", "night-10"]);
    expect(second.datesPage).toBe(2);
    // A page past the end is the first.
    expect(djDates(many, [], "/djs/nox-verde", context, 9).datesPage).toBe(1);
    expect(djDates(null, [], "/djs/nox-verde", context)).toEqual({
      upcoming: null,
      totalDates: 0,
      datesPage: 1,
      freshUntil: null,
    });
  });

  it("says On now for the DJ's own set, not for the party (issue 52)", () => {
    const tonight = testParty({
      id: "p3",
      slug: "friday-night",
      date: "2026-11-27",
      startTime: "22:00",
      endTime: "03:00",
    });
    const sets = [
      { ...set("/event/friday-night", "/djs/nox-verde", "22:30", ""), date: "2026-11-27" },
      { ...set("/event/friday-night", "/djs/someone-else", "23:30", ""), date: "2026-11-27" },
    ].map(({ endTime: _none, ...one }) => one);
    const at = (clock: string) => ({ ...context, now: new Date(clock) });
    const onNowAt = (clock: string) =>
      djDates([tonight], sets, "/djs/nox-verde", at(clock)).upcoming?.[0]?.onNow ?? false;
    // 22:45 in Tulum: the DJ's set is on; 00:30: the next DJ's is, though the party goes on.
    expect(onNowAt("2026-11-28T03:45:00Z")).toBe(true);
    expect(onNowAt("2026-11-28T05:30:00Z")).toBe(false);
    expect(onNowAt("2026-11-28T02:30:00Z")).toBe(false);
  });

  it("says when the page next reads differently: a start or an end of a party or of the DJ's set (issue 52)", () => {
    const sets = [
      set("/event/saturday-night", "/djs/someone-else", "22:00", "01:00"),
      set("/event/saturday-night", "/djs/nox-verde", "01:00", "02:30"),
    ];
    const freshUntilAt = (iso: string) =>
      djDates([saturday, sunday], sets, "/djs/nox-verde", { ...context, now: new Date(iso) })
        .freshUntil;
    // Friday 21:30 Tulum: Saturday's party starts at 22:00; at 23:00 Saturday, the DJ's set
    // at 01:00; at 01:30, it ends at 02:30; at 02:45, the party ends at 03:00; then Sunday's.
    expect(freshUntilAt("2026-11-28T02:30:00Z")).toBe(Date.parse("2026-11-29T03:00:00Z"));
    expect(freshUntilAt("2026-11-29T04:00:00Z")).toBe(Date.parse("2026-11-29T06:00:00Z"));
    expect(freshUntilAt("2026-11-29T06:30:00Z")).toBe(Date.parse("2026-11-29T07:30:00Z"));
    expect(freshUntilAt("2026-11-29T07:45:00Z")).toBe(Date.parse("2026-11-29T08:00:00Z"));
    expect(freshUntilAt("2026-11-29T08:30:00Z")).toBe(Date.parse("2026-11-30T02:00:00Z"));
    expect(djDates(null, sets, "/djs/nox-verde", context).freshUntil).toBeNull();
  });
});
