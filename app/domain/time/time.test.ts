import { describe, expect, it } from "vitest";
import { partyLabel } from "./day-labels.server.ts";
import {
  firstSortedAfter,
  isOnNow,
  isOver,
  nextDayTurn,
  nightOf,
  onAndNext,
  partyChanges,
  partyNight,
  playingAt,
  runningOrder,
  type Scheduled,
  setChanges,
  setIsOver,
  setStart,
  tonightIn,
  whenNights,
} from "./index.ts";

const CANCUN = "America/Cancun"; // UTC-5 all year
const CABO = "America/Mazatlan"; // UTC-7 all year
const tulum = (date: string, startTime?: string, endTime?: string): Scheduled => ({
  date,
  ...(startTime ? { startTime } : {}),
  ...(endTime ? { endTime } : {}),
  area: "tulum",
});
const cabo = (date: string, startTime?: string): Scheduled => ({
  ...tulum(date, startTime),
  area: "san-jose-cabo",
});
/** An instant on Tulum's clock (UTC-5). */
const tulumAt = (local: string) => new Date(`${local}-05:00`);

describe("the night a moment belongs to", () => {
  it("runs from 06:00 to 06:00: Saturday 03:30 is still Friday night", () => {
    expect(nightOf(tulumAt("2026-11-27T21:30").getTime(), CANCUN)).toBe("2026-11-27");
    expect(nightOf(tulumAt("2026-11-28T01:30").getTime(), CANCUN)).toBe("2026-11-27");
    expect(nightOf(tulumAt("2026-11-28T05:59").getTime(), CANCUN)).toBe("2026-11-27");
    expect(nightOf(tulumAt("2026-11-28T06:00").getTime(), CANCUN)).toBe("2026-11-28");
  });

  it("reads each area's own clock: 06:30 in Tulum is 04:30 in Cabo, still Cabo's night before", () => {
    const at = tulumAt("2026-11-28T06:30");
    expect(tonightIn(at, CANCUN)).toBe("2026-11-28");
    expect(tonightIn(at, CABO)).toBe("2026-11-27");
  });

  it("puts a party starting after midnight in the night before", () => {
    expect(partyNight(tulum("2026-11-28", "01:00"))).toBe("2026-11-27");
    expect(partyNight(tulum("2026-11-28", "22:00"))).toBe("2026-11-28");
    expect(partyNight(tulum("2026-11-28"))).toBe("2026-11-28");
  });
});

describe("labels say the same night everywhere", () => {
  it("says Today for tonight's party until 06:00, and Tomorrow (by its day after midnight) for the next night's", () => {
    const friday = tulum("2026-11-27", "23:00", "03:00");
    const saturday = tulum("2026-11-28", "22:00");
    for (const clock of ["2026-11-27T21:30", "2026-11-28T01:30", "2026-11-28T03:30"]) {
      expect(partyLabel(friday, tulumAt(clock), "en"), clock).toBe("Today at 11:00 PM");
    }
    expect(partyLabel(saturday, tulumAt("2026-11-27T21:30"), "en")).toBe("Tomorrow at 10:00 PM");
    expect(partyLabel(saturday, tulumAt("2026-11-27T21:30"), "es")).toBe("Mañana a las 22:00");
    expect(partyLabel(saturday, tulumAt("2026-11-28T06:00"), "en")).toBe("Today at 10:00 PM");
    expect(partyLabel(tulum("2026-11-30", "23:00"), tulumAt("2026-11-27T21:30"), "en")).toBe(
      "Monday, November 30th, 11:00 PM",
    );
    expect(partyLabel(tulum("2026-11-30", "23:00"), tulumAt("2026-11-27T21:30"), "es")).toBe(
      "lunes 30 de noviembre, 23:00",
    );
  });

  it("labels a Cabo party by Cabo's night", () => {
    // 06:30 in Tulum is 04:30 in Cabo: Cabo's Friday party is still tonight's.
    expect(partyLabel(cabo("2026-11-27", "23:00"), tulumAt("2026-11-28T06:30"), "en")).toBe(
      "Today at 11:00 PM",
    );
  });

  it("makes tonight and tomorrow cover the nights the labels name", () => {
    const at = tulumAt("2026-11-28T03:30");
    expect(whenNights("tonight", at, CANCUN)).toEqual({ first: "2026-11-27", last: "2026-11-27" });
    expect(whenNights("tomorrow", at, CANCUN)).toEqual({ first: "2026-11-28", last: "2026-11-28" });
    expect(whenNights("weekend", at, CANCUN)).toEqual({ first: "2026-11-27", last: "2026-11-29" });
  });
});

describe("sets in their party's night", () => {
  const party = tulum("2026-11-27", "22:00", "03:00");

  it("reads a set dated the party's day before 06:00 as after midnight, one dated the next day as written", () => {
    expect(setStart({ date: "2026-11-27", startTime: "00:30" }, party, CANCUN)).toBe(
      tulumAt("2026-11-28T00:30").getTime(),
    );
    expect(setStart({ date: "2026-11-28", startTime: "00:30" }, party, CANCUN)).toBe(
      tulumAt("2026-11-28T00:30").getTime(),
    );
    expect(setStart({ date: "2026-11-27", startTime: "22:00" }, party, CANCUN)).toBe(
      tulumAt("2026-11-27T22:00").getTime(),
    );
  });

  it("keeps a party that starts after midnight's sets on its own night", () => {
    const late = tulum("2026-11-28", "01:00");
    expect(setStart({ date: "2026-11-28", startTime: "02:00" }, late, CANCUN)).toBe(
      tulumAt("2026-11-28T02:00").getTime(),
    );
  });

  it("plays the running order in time, the 00:30 set after the 22:00 opener", () => {
    const order = runningOrder(
      [
        { date: "2026-11-27", startTime: "00:30", id: "closer" },
        { date: "2026-11-27", startTime: "22:00", id: "opener" },
        { date: "2026-11-27", id: "tba" },
      ],
      party,
      CANCUN,
    );
    expect(order.map((placed) => placed.set.id)).toEqual(["opener", "closer", "tba"]);
    expect(playingAt(order, tulumAt("2026-11-28T01:30")).map((p) => p.set.id)).toEqual(["closer"]);
    expect(playingAt(order, tulumAt("2026-11-27T23:00")).map((p) => p.set.id)).toEqual(["opener"]);
  });

  it("places Cabo's sets in Cabo's clock", () => {
    const caboParty = cabo("2026-11-27", "22:00");
    expect(setStart({ date: "2026-11-27", startTime: "23:00" }, caboParty, CABO)).toBe(
      new Date("2026-11-27T23:00:00-07:00").getTime(),
    );
  });
});

describe("over is over", () => {
  it("ends a party at its end time past midnight, else four hours after its start", () => {
    expect(isOver(tulum("2026-11-27", "23:00", "03:00"), tulumAt("2026-11-28T02:59"))).toBe(false);
    expect(isOver(tulum("2026-11-27", "23:00", "03:00"), tulumAt("2026-11-28T03:00"))).toBe(true);
    expect(isOver(tulum("2026-11-27", "23:00"), tulumAt("2026-11-28T02:59"))).toBe(false);
  });
});

describe("on now is one rule", () => {
  it("holds a known end however late, and caps an unknown end at four hours", () => {
    const marathon = tulum("2026-11-27", "22:00", "12:00");
    expect(isOnNow(marathon, tulumAt("2026-11-28T09:00"))).toBe(true);
    expect(isOnNow(marathon, tulumAt("2026-11-28T12:00"))).toBe(false);
    const noEnd = tulum("2026-11-27", "22:00");
    expect(isOnNow(noEnd, tulumAt("2026-11-28T01:59"))).toBe(true);
    expect(isOnNow(noEnd, tulumAt("2026-11-28T02:00"))).toBe(false);
  });

  it("never calls a cancelled party, or one with only a date, on now", () => {
    const cancelled = { ...tulum("2026-11-27", "22:00", "03:00"), status: "cancelled" };
    expect(isOnNow(cancelled, tulumAt("2026-11-27T23:00"))).toBe(false);
    expect(isOnNow(tulum("2026-11-27"), tulumAt("2026-11-27T23:00"))).toBe(false);
  });
});

describe("one clock for sets (issue 52)", () => {
  const party = tulum("2026-11-27", "22:00", "03:00");
  const sets = [
    { date: "2026-11-27", startTime: "22:00" },
    { date: "2026-11-27", startTime: "00:30" },
    { date: "2026-11-28", startTime: "02:00" },
  ];
  const order = runningOrder(sets, party, CANCUN);
  const at = (local: string) => tulumAt(local).getTime();

  it("a set is on until the next starts, the last until the party ends", () => {
    const names = (found: readonly { set: { startTime: string } }[]) =>
      found.map((one) => one.set.startTime);
    const nowAndNext = (local: string) => {
      const { on, next } = onAndNext(order, at(local));
      return [names(on), next?.set.startTime ?? null];
    };
    expect(nowAndNext("2026-11-27T21:30")).toEqual([[], "22:00"]);
    expect(nowAndNext("2026-11-28T00:15")).toEqual([["22:00"], "00:30"]);
    expect(nowAndNext("2026-11-28T01:30")).toEqual([["00:30"], "02:00"]);
    expect(nowAndNext("2026-11-28T02:59")).toEqual([["02:00"], null]);
    // Over: nobody is playing, nobody is next.
    expect(nowAndNext("2026-11-28T03:30")).toEqual([[], null]);
  });

  it("a finished set is over; without a next set or a party end, after DEFAULT_PARTY_MINUTES", () => {
    expect(order.map((placed) => setIsOver(placed, tulumAt("2026-11-28T01:30")))).toEqual([
      true,
      false,
      false,
    ]);
    const [alone] = runningOrder([{ date: "2026-11-27", startTime: "22:00" }], null, CANCUN);
    if (!alone) throw new Error("no set placed");
    expect(alone.end).toBeNull();
    expect(setIsOver(alone, tulumAt("2026-11-28T01:59"))).toBe(false);
    expect(setIsOver(alone, tulumAt("2026-11-28T02:00"))).toBe(true);
  });
});

describe("words for after midnight (issue 52)", () => {
  const saturday = tulum("2026-11-28", "22:00");
  it("names the coming evening by its day once the phone shows its date, never Tomorrow", () => {
    expect(partyLabel(saturday, tulumAt("2026-11-27T21:30"), "en")).toBe("Tomorrow at 10:00 PM");
    expect(partyLabel(saturday, tulumAt("2026-11-28T01:30"), "en")).toBe(
      "Saturday night at 10:00 PM",
    );
    expect(partyLabel(saturday, tulumAt("2026-11-28T03:30"), "es")).toBe(
      "sábado en la noche a las 22:00",
    );
    // From 06:00 Saturday's night is tonight.
    expect(partyLabel(saturday, tulumAt("2026-11-28T07:00"), "en")).toBe("Today at 10:00 PM");
  });
});

describe("when what a page shows turns false (issue 63)", () => {
  const friday = {
    date: "2026-11-27",
    startTime: "20:00",
    endTime: "01:00",
    area: "tulum" as const,
  };

  it("a party changes as it starts and as it ends, past midnight", () => {
    expect(partyChanges(friday)).toEqual([
      Date.parse("2026-11-27T20:00:00-05:00"),
      Date.parse("2026-11-28T01:00:00-05:00"),
    ]);
  });

  it("a set after midnight changes on the morning after its night's date", () => {
    const set = { date: "2026-11-27", startTime: "01:00", endTime: "02:30", eventLink: "/event/x" };
    expect(setChanges(set)).toEqual([
      Date.parse("2026-11-28T01:00:00-05:00"),
      Date.parse("2026-11-28T02:30:00-05:00"),
    ]);
    const cabo = { date: "2026-11-27", startTime: "23:00", eventLink: "/san-jose-cabo/event/y" };
    expect(setChanges(cabo)).toEqual([Date.parse("2026-11-27T23:00:00-07:00")]);
  });

  it("the day turns at the next midnight or 06:00 in any area's clock", () => {
    // 23:30 in Tulum is 22:30 in Cabo: Tulum's midnight comes first.
    expect(nextDayTurn(new Date("2026-11-27T23:30:00-05:00"))).toBe(
      Date.parse("2026-11-28T00:00:00-05:00"),
    );
    // 00:30 in Tulum: Cabo's midnight (01:00 in Tulum) comes before Tulum's 06:00.
    expect(nextDayTurn(new Date("2026-11-28T00:30:00-05:00"))).toBe(
      Date.parse("2026-11-28T00:00:00-07:00"),
    );
  });

  it("finds the first sorted instant after a moment", () => {
    expect(firstSortedAfter([1, 3, 3, 7], 3)).toBe(7);
    expect(firstSortedAfter([1, 3, 7], 0)).toBe(1);
    expect(firstSortedAfter([1, 3, 7], 7)).toBeNull();
    expect(firstSortedAfter([], 7)).toBeNull();
  });
});
