import { describe, expect, it } from "vitest";
import { filteredList } from "./filtered-list.ts";
import {
  DESTINATION_FILTERS,
  type Discoverable,
  EVERY_VALUE,
  FILTER_NAMES,
  type FilterName,
  type Filters,
  filterParties,
  filtersSearch,
  isRespelled,
  nearestWidening,
  optionCounts,
  readFilters,
} from "./list-filters.ts";
import { endOfNight, nightAround, weekendInterval } from "./time/index.ts";
import { goesPastOne, onNowAndNext, timedSets } from "./tonight.ts";

const CANCUN = "America/Cancun"; // UTC-5 all year
const CABO = "America/Mazatlan"; // UTC-7 all year
const at = (iso: string) => new Date(iso);
const iso = (ms: number) => new Date(ms).toISOString();

function party(overrides: Partial<Discoverable> = {}): Discoverable {
  return {
    date: "2026-11-27",
    startTime: "23:00",
    area: "tulum",
    venue: null,
    genres: [],
    ...overrides,
  };
}

describe("tonight", () => {
  it("runs until 06:00 the next morning in the evening", () => {
    // Friday 27 November, 23:30 in Tulum.
    expect(iso(endOfNight(at("2026-11-28T04:30:00Z"), CANCUN))).toBe("2026-11-28T11:00:00.000Z");
  });

  it("after midnight it is still the same night until 06:00, then the next one", () => {
    expect(iso(endOfNight(at("2026-11-28T05:00:00Z"), CANCUN))).toBe("2026-11-28T11:00:00.000Z"); // 00:00
    expect(iso(endOfNight(at("2026-11-28T10:59:00Z"), CANCUN))).toBe("2026-11-28T11:00:00.000Z"); // 05:59
    expect(iso(endOfNight(at("2026-11-28T11:00:00Z"), CANCUN))).toBe("2026-11-29T11:00:00.000Z"); // 06:00
  });

  it("puts a party that starts at 01:00 in the evening before's night", () => {
    const night = nightAround(at("2026-11-28T06:00:00Z").getTime(), CANCUN); // Sat 01:00
    expect([iso(night.start), iso(night.end)]).toEqual([
      "2026-11-27T11:00:00.000Z",
      "2026-11-28T11:00:00.000Z",
    ]);
    const atSix = nightAround(at("2026-11-28T11:00:00Z").getTime(), CANCUN); // Sat 06:00
    expect(iso(atSix.start)).toBe("2026-11-28T11:00:00.000Z");
  });

  it("keeps a party that started before midnight and is still on, drops one that ended", () => {
    const now = at("2026-11-28T06:00:00Z"); // 01:00 Saturday
    const on = party({ startTime: "23:00" }); // until 03:00
    const over = party({ startTime: "19:00" }); // until 23:00
    const later = party({ date: "2026-11-28", startTime: "04:00" });
    const tomorrow = party({ date: "2026-11-28", startTime: "22:00" });
    expect(filterParties([on, over, later, tomorrow], { when: "tonight" }, now)).toEqual([
      on,
      later,
    ]);
  });

  it("is each area's own night: Cabo's ends at 06:00 Cabo time", () => {
    const now = at("2026-11-28T09:00:00Z"); // 04:00 Tulum, 02:00 Cabo
    expect(iso(endOfNight(now, CABO))).toBe("2026-11-28T13:00:00.000Z");
    const caboLate = party({ area: "san-jose-cabo", date: "2026-11-28", startTime: "05:30" }); // 12:30Z
    const tulumLate = party({ date: "2026-11-28", startTime: "05:30" }); // 10:30Z
    const tulumAfter = party({ date: "2026-11-28", startTime: "06:30" }); // 11:30Z
    const result = filterParties([caboLate, tulumLate, tulumAfter], { when: "tonight" }, now);
    expect(result).toEqual([caboLate, tulumLate]);
  });

  it("counts a party without an end time as four hours, and an end past midnight as the next day", () => {
    const now = at("2026-11-28T07:30:00Z"); // 02:30
    const fourHours = party({ startTime: "22:00" }); // ended 02:00
    const late = party({ startTime: "22:00", endTime: "04:00" });
    expect(filterParties([fourHours, late], { when: "tonight" }, now)).toEqual([late]);
  });
});

describe("weekend", () => {
  it("is the coming Friday 18:00 to Monday 06:00 on a weekday", () => {
    const { start, end } = weekendInterval(at("2026-11-26T17:00:00Z"), CANCUN); // Thursday noon
    expect([iso(start), iso(end)]).toEqual([
      "2026-11-27T23:00:00.000Z",
      "2026-11-30T11:00:00.000Z",
    ]);
  });

  it("is the current one from Friday evening until Monday 05:59, starting now", () => {
    const saturday = at("2026-11-28T20:00:00Z");
    expect(weekendInterval(saturday, CANCUN)).toEqual({
      start: saturday.getTime(),
      end: Date.parse("2026-11-30T11:00:00Z"),
    });
    const mondayEarly = at("2026-11-30T10:59:00Z"); // Monday 05:59
    expect(iso(weekendInterval(mondayEarly, CANCUN).end)).toBe("2026-11-30T11:00:00.000Z");
  });

  it("moves to the next one at Monday 06:00", () => {
    const { start } = weekendInterval(at("2026-11-30T11:00:00Z"), CANCUN);
    expect(iso(start)).toBe("2026-12-04T23:00:00.000Z");
  });

  it("takes a Friday afternoon party out and a Sunday night one in", () => {
    const now = at("2026-11-26T17:00:00Z");
    const fridayAfternoon = party({ date: "2026-11-27", startTime: "12:00" });
    const sunday = party({ date: "2026-11-29", startTime: "22:00" });
    const mondayNight = party({ date: "2026-11-30", startTime: "22:00" });
    expect(filterParties([fridayAfternoon, sunday, mondayNight], { when: "weekend" }, now)).toEqual(
      [sunday],
    );
  });
});

describe("filters from the URL", () => {
  const choices = {
    genres: new Map([
      ["techno", "Techno"],
      ["afro-house", "Afro House"],
    ]),
    venues: new Map([["bonbonniere-tulum", "Bonbonniere"]]),
  };

  it("accepts known values, a genre whatever its case and accents", () => {
    expect(
      readFilters(
        {
          when: "2026-11-28",
          area: "san-jose-cabo",
          genre: "  AFRO Hóuse ",
          venue: "bonbonniere-tulum",
        },
        choices,
      ),
    ).toEqual({
      filters: {
        when: "2026-11-28",
        area: "san-jose-cabo",
        genre: "afro-house",
        venue: "bonbonniere-tulum",
      },
      ignored: [],
    });
  });

  it("ignores unknown and malformed values and says which, kept short", () => {
    const long = "x".repeat(500);
    const { filters, ignored } = readFilters(
      { when: "2026-02-30", area: "paris", genre: long, venue: "<script>" },
      choices,
    );
    expect(filters).toEqual({});
    expect(ignored.map((i) => i.name)).toEqual(["when", "area", "genre", "venue"]);
    expect(ignored[2]?.value).toHaveLength(40);
  });

  it("takes a date only within the nights the list holds (made-up dates make no pages)", () => {
    const held = { ...choices, nights: { first: "2026-11-26", last: "2027-05-30" } };
    for (const date of ["2026-11-26", "2027-01-15", "2027-05-30"])
      expect(readFilters({ when: date }, held).filters).toEqual({ when: date });
    for (const date of ["2026-11-25", "2027-05-31", "2031-01-01"]) {
      const { filters, ignored } = readFilters({ when: date }, held);
      expect(filters).toEqual({});
      expect(ignored).toEqual([{ name: "when", value: date }]);
    }
  });

  it("writes a search in a fixed order", () => {
    expect(filtersSearch({ venue: "v", when: "week" })).toBe("?when=week&venue=v");
    expect(filtersSearch({})).toBe("");
  });
});

describe("a list with a default area (issue 42: a Tulum list holds Tulum)", () => {
  const now = at("2026-11-26T17:00:00Z");
  const tulum = party({ date: "2026-11-28" });
  const cancun = party({ date: "2026-11-28", area: "cancun" });
  const choices = { genres: new Map<string, string>(), venues: new Map<string, string>() };
  const list = (raw: Partial<Record<FilterName, string>>) =>
    filteredList([tulum, cancun], choices, raw, ["when", "area"], now, DESTINATION_FILTERS);

  it("holds the destination when the URL names no area, every area with area=all", () => {
    const bare = list({});
    expect(bare.parties).toEqual([tulum]);
    expect(bare.filtered).toBe(false);
    const all = list({ area: EVERY_VALUE });
    expect(all.parties).toEqual([tulum, cancun]);
    expect(all.filtered).toBe(true);
    expect(all.ignored).toEqual([]);
    expect(list({ area: "cancun" }).parties).toEqual([cancun]);
  });

  it("counts the other areas one tap away", () => {
    const area = list({}).fields.find((field) => field.name === "area");
    expect(area?.any).toBe(2);
    expect(area?.options.find((option) => option.value === "cancun")?.count).toBe(1);
  });

  it("writes the default as the bare URL and its absence as area=all", () => {
    expect(filtersSearch({ area: "tulum", when: "weekend" }, DESTINATION_FILTERS)).toBe(
      "?when=weekend",
    );
    expect(filtersSearch({ when: "weekend" }, DESTINATION_FILTERS)).toBe("?when=weekend&area=all");
    expect(filtersSearch({ area: "cancun" }, DESTINATION_FILTERS)).toBe("?area=cancun");
  });

  it("sends the default written out to the bare URL, and leaves area=all and unknowns alone", () => {
    const respelled = (raw: Partial<Record<FilterName, string>>) =>
      isRespelled(raw, list(raw).filters, DESTINATION_FILTERS);
    expect(respelled({ area: "tulum" })).toBe(true);
    expect(respelled({})).toBe(false);
    expect(respelled({ area: EVERY_VALUE })).toBe(false);
    expect(respelled({ area: "cancun" })).toBe(false);
    expect(respelled({ area: "paris" })).toBe(false);
    expect(list({ area: "paris" }).parties).toEqual([tulum]);
    expect(list({ area: "paris" }).ignored).toEqual([{ name: "area", value: "paris" }]);
  });
});

describe("counts and widening", () => {
  const now = at("2026-11-26T17:00:00Z");
  const techno = party({ date: "2026-11-28", genres: ["techno"], venue: "a" });
  const house = party({ date: "2026-12-10", genres: ["house"], area: "cancun", venue: "b" });
  const lateTechno = party({ date: "2026-12-12", genres: ["techno"], venue: "b" });
  const all = [techno, house, lateTechno];

  it("counts each choice with the other filters kept", () => {
    expect(optionCounts(all, { genre: "techno" }, "when", ["weekend", "week"], now)).toEqual({
      any: 2,
      options: [
        { value: "weekend", count: 1 },
        { value: "week", count: 1 },
      ],
    });
    expect(
      optionCounts(all, { when: "weekend" }, "area", ["tulum", "cancun"], now).options,
    ).toEqual([
      { value: "tulum", count: 1 },
      { value: "cancun", count: 0 },
    ]);
  });

  it("counts in one pass exactly what filtering by each value gives", () => {
    const many = [
      ...all,
      party({ date: "2026-11-27", genres: ["techno", "house"], venue: "a", venueType: "club" }),
      party({ date: "2026-11-29", genres: ["house", "house"], area: "playa-del-carmen" }),
      party({ date: "2026-11-28", venue: "e", venueType: "beach-club" }),
      party({ date: "2026-12-01", venue: "c", area: "cancun" }),
    ];
    const values = {
      when: ["tonight", "tomorrow", "weekend", "week", "2026-11-28"],
      area: ["tulum", "cancun", "playa-del-carmen", "isla-mujeres"],
      genre: ["techno", "house", "jazz"],
      venue: ["a", "b", "c", "d"],
      type: ["club", "beach-club"],
    };
    const searches: Filters[] = [
      {},
      { genre: "techno" },
      { when: "week", area: "tulum" },
      { venue: "b" },
      { type: "beach-club" },
    ];
    for (const filters of searches)
      for (const name of FILTER_NAMES) {
        const otherFilters: Filters = { ...filters, [name]: undefined };
        expect(optionCounts(many, filters, name, values[name], now)).toEqual({
          any: filterParties(many, otherFilters, now).length,
          options: values[name].map((value) => ({
            value,
            count: filterParties(many, { ...otherFilters, [name]: value }, now).length,
          })),
        });
      }
  });

  it("offers the same genre any day before anything else", () => {
    expect(nearestWidening(all, { genre: "house", when: "weekend" }, now)).toEqual({
      genre: "house",
    });
  });

  it("drops the club before the area and the genre", () => {
    expect(nearestWidening(all, { genre: "house", venue: "a", area: "cancun" }, now)).toEqual({
      genre: "house",
      area: "cancun",
    });
  });

  it("finds nothing wider when the list is empty", () => {
    expect(nearestWidening([], { genre: "house" }, now)).toBeNull();
  });
});

describe("still going after 1 AM (issue 52)", () => {
  it("is known only by an announced end after 01:00 of the party's night, in its clock", () => {
    expect(goesPastOne(party({ startTime: "22:00", endTime: "03:00" }))).toBe(true);
    // Ends at 01:00 sharp, or nobody announced an end: not claimed.
    expect(goesPastOne(party({ startTime: "22:00", endTime: "01:00" }))).toBe(false);
    expect(goesPastOne(party({ startTime: "22:00" }))).toBe(false);
    expect(goesPastOne(party({ startTime: "22:00", endTime: "03:00", status: "cancelled" }))).toBe(
      false,
    );
    // A party starting after midnight (its night is the evening before) that ends at 04:00.
    expect(goesPastOne(party({ date: "2026-11-28", startTime: "00:30", endTime: "04:00" }))).toBe(
      true,
    );
    // Cabo's 01:30 is its own clock's, two hours behind the coast.
    expect(
      goesPastOne(party({ startTime: "22:00", endTime: "01:30", area: "san-jose-cabo" })),
    ).toBe(true);
  });
});

describe("on now and next", () => {
  it("lists what started and has not ended, then what starts before the night is over", () => {
    const now = at("2026-11-28T05:00:00Z"); // 00:00
    const on = party({ startTime: "22:00" });
    const ended = party({ startTime: "19:00" });
    const next = party({ date: "2026-11-28", startTime: "01:00" });
    const dayParty = party({ date: "2026-11-28", startTime: "13:00" });
    const allDay = party({ date: "2026-11-28", startTime: undefined });
    expect(onNowAndNext([next, dayParty, ended, on, allDay], now)).toEqual({
      onNow: [on],
      next: [next],
    });
  });

  it("keeps a party whose end is known on until it ends, however long (one rule: isOnNow)", () => {
    const now = at("2026-11-28T14:00:00Z"); // 09:00 Saturday
    const marathon = party({ startTime: "22:00", endTime: "12:00" });
    expect(onNowAndNext([marathon], now).onNow).toEqual([marathon]);
  });

  it("lists a cancelled party neither as on now nor as next", () => {
    const now = at("2026-11-28T05:00:00Z"); // 00:00
    const on = party({ startTime: "22:00", status: "cancelled" });
    const next = party({ date: "2026-11-28", startTime: "01:00", status: "cancelled" });
    expect(onNowAndNext([on, next], now)).toEqual({ onNow: [], next: [] });
  });

  it("times each set to the next set's start, past midnight, in running order", () => {
    const evening = party({ startTime: "22:00", endTime: "04:00" });
    const sets = [
      { date: "2026-11-27", startTime: "00:30", artist: "Late" },
      { date: "2026-11-27", startTime: "23:00", artist: "Nox Verde" },
      { date: "2026-11-27", startTime: "22:00", artist: "Opener", endTime: "23:00" },
    ];
    expect(
      timedSets(sets, evening).map(({ artist, start, end, startsAt, endsAt }) => ({
        artist,
        start,
        end,
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(endsAt).toISOString(),
      })),
    ).toEqual([
      {
        artist: "Opener",
        start: "22:00",
        end: "23:00",
        startsAt: "2026-11-28T03:00:00.000Z",
        endsAt: "2026-11-28T04:00:00.000Z",
      },
      {
        artist: "Nox Verde",
        start: "23:00",
        end: "00:30",
        startsAt: "2026-11-28T04:00:00.000Z",
        endsAt: "2026-11-28T05:30:00.000Z",
      },
      {
        artist: "Late",
        start: "00:30",
        end: "04:00",
        startsAt: "2026-11-28T05:30:00.000Z",
        endsAt: "2026-11-28T09:00:00.000Z",
      },
    ]);
  });
});
