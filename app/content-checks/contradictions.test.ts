import { describe, expect, it } from "vitest";
import { contradictions } from "./contradictions.server.ts";

const artist = (slug: string, title: string) => ({
  id: `id-${slug}`,
  slug,
  title,
  type: "artists",
});
const party = (slug: string, metadata: Record<string, unknown>) => ({
  id: `id-${slug}`,
  slug,
  title: "Night @ Bonbonniere",
  type: "parties",
  metadata: { lineup: "Nox Verde", artist: ["id-nox-verde"], ...metadata },
});
const set = (slug: string, metadata: Record<string, unknown>, title = "Nox Verde at Night") => ({
  slug,
  title,
  type: "dj-schedule",
  metadata: { event_link: "/event/night", artist_link: "/djs/nox-verde", ...metadata },
});

describe("contradictions between objects", () => {
  const objects = (sets: unknown[], partyMetadata: Record<string, unknown> = {}) => [
    artist("nox-verde", "Nox Verde"),
    artist("kobra-sol", "Kobra Sol"),
    party("night", {
      date: "2026-12-05",
      start_time: "22:30",
      end_time: "03:00",
      ...partyMetadata,
    }),
    ...sets,
  ];

  it("finds nothing in sets that agree with their party", () => {
    expect(
      contradictions(
        objects([
          set("first", { date: "2026-12-05", start_time: "22:30", end_time: "00:30" }),
          // After midnight, dated by the night or by the calendar day: both are the same night.
          set("late", { date: "2026-12-05", start_time: "00:30" }),
          set("later", { date: "2026-12-06", start_time: "01:30" }),
        ]),
      ),
    ).toEqual([]);
  });

  it("names a set before the party starts, after it ends, or on another day", () => {
    expect(
      contradictions(
        objects([
          set("early", { date: "2026-12-05", start_time: "20:00" }),
          set("too-late", { date: "2026-12-06", start_time: "04:00" }),
          set("other-day", { date: "2026-12-12", start_time: "23:00" }),
        ]),
      ),
    ).toEqual([
      'dj-schedule "early": starts at 20:00, before its party starts (22:30)',
      'dj-schedule "too-late": starts at 04:00, after its party ends (03:00)',
      'dj-schedule "other-day": dated 2026-12-12, but its party /event/night is on 2026-12-05',
    ]);
  });

  it("names a DJ the party's lineup does not, and a set at a cancelled or missing party", () => {
    expect(
      contradictions([
        ...objects(
          [
            set(
              "stranger",
              { date: "2026-12-05", start_time: "23:00", artist_link: "/djs/kobra-sol" },
              "Kobra Sol at Night",
            ),
            set("nowhere", { date: "2026-12-05", event_link: "/event/gone" }),
          ],
          { event_status: "cancelled" },
        ),
      ]),
    ).toEqual([
      'dj-schedule "stranger": its party /event/night is cancelled',
      'dj-schedule "stranger": Kobra Sol plays, but the lineup of /event/night does not name them',
      'dj-schedule "nowhere": its party /event/gone does not exist',
    ]);
  });

  it("names sets of one night that overlap or start together", () => {
    expect(
      contradictions(
        objects([
          set("a", { date: "2026-12-05", start_time: "23:00", end_time: "01:00" }),
          set("b", { date: "2026-12-05", start_time: "00:30" }),
          set("c", { date: "2026-12-05", start_time: "00:30" }),
        ]),
      ),
    ).toEqual([
      'dj-schedule "b": starts before "a" ends (01:00) at /event/night',
      'dj-schedule "c": starts at the same time as "b" at /event/night',
    ]);
  });

  it("reads each language on its own: a translation is its original's stand-in, not a second set", () => {
    const spanish = (object: ReturnType<typeof set>, metadata: Record<string, unknown> = {}) => ({
      ...object,
      locale: "es",
      title: "Nox Verde en Night",
      metadata: { ...object.metadata, ...metadata },
    });
    const first = set("first", { date: "2026-12-05", start_time: "23:00" });
    expect(contradictions(objects([first, spanish(first)]))).toEqual([]);
    // A Spanish version that moves the set is read as the Spanish pages read it.
    expect(contradictions(objects([first, spanish(first, { start_time: "20:00" })]))).toEqual([
      'dj-schedule "first": starts at 20:00, before its party starts (22:30)',
    ]);
  });
  it("names a party that ends before it starts, has no venue, or a weekly night entered twice", () => {
    const weekly = (slug: string, date: string) => ({
      id: `id-${slug}`,
      slug,
      title: "Gitano Jungle Weekly @ Gitano Jungle",
      type: "mini-parties",
      metadata: { date, start_time: "21:00", venue: "v1" },
    });
    expect(
      contradictions([
        {
          ...party("early-end", { date: "2026-12-05", start_time: "22:00", end_time: "20:00" }),
          title: "Night @ Bonbonniere",
        },
        {
          ...party("late-end", { date: "2026-12-05", start_time: "22:00", end_time: "03:00" }),
          title: "Night @ Bonbonniere",
        },
        { ...party("nowhere", { date: "2026-12-05" }), title: "Secret Night" },
        { ...party("in-cancun", { date: "2026-12-05", area: "cancun" }), title: "Secret Night" },
        weekly("gitano-12-04", "2026-12-04"),
        weekly("gitano-12-04-again", "2026-12-04"),
        weekly("gitano-12-11", "2026-12-11"),
      ]),
    ).toEqual([
      'parties "early-end": ends at 20:00, before it starts (22:00)',
      'parties "nowhere": has no venue, and its title names no club of the directory',
      'mini-parties "gitano-12-04-again": is the same weekly night as "gitano-12-04" on 2026-12-04',
    ]);
  });

  it("reads a party and a set as the pages do: a New Year set's one link to its DJ names no party", () => {
    const nyeSet = {
      slug: "nye-1",
      title: "Nox Verde",
      type: "nye-dj-schedule",
      metadata: { link: "/djs/nox-verde", date: "2026-12-31", start_time: "23:00" },
    };
    const atAParty = {
      ...nyeSet,
      slug: "nye-2",
      metadata: { ...nyeSet.metadata, link: "/event/gone" },
    };
    // A party the site cannot show (no id) is not one a set can be at.
    const { id: _id, ...unshown } = party("gone", { date: "2026-12-31" });
    expect(contradictions([artist("nox-verde", "Nox Verde"), unshown, nyeSet, atAParty])).toEqual([
      'nye-dj-schedule "nye-2": its party /event/gone does not exist',
    ]);
  });
});
