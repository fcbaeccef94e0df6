import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AREA_SLUGS } from "#app/config/site.ts";
import { placeSets } from "#app/content/types/dj-schedule.server.ts";
import type { DjSet, Party } from "#app/domain/content-types.ts";
import { addDays, localDate } from "#app/domain/dates.ts";
import { type Discoverable, filterParties } from "#app/domain/list-filters.ts";
import { isListed } from "#app/domain/party-listing.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import {
  dateSpans,
  groupByNight,
  isOver,
  partyInterval,
  partyNight,
  runningOrder,
  sortByStart,
  timeZoneOf,
  tonightIn,
} from "#app/domain/time/index.ts";
import { onNowAndNext, tonightsParties } from "#app/domain/tonight.ts";
import { whenLabel } from "#app/view-models/party-items.server.ts";
import { testParty } from "#tests/support/test-party.ts";

/**
 * One night, one answer (issue 39): over generated buckets (parties in every area, with and
 * without end times, after midnight, weekly, hidden, cancelled, rescheduled; sets before and
 * after midnight, some dated the next morning) and the clock every 30 minutes from Friday
 * noon to Monday 06:00 in Tulum, in both languages, the rules every surface is built from
 * (list labels, calendar chips and nights, the Today page, "on now / later tonight", the DJ
 * schedule, the event page's running order) give one answer for every party.
 */
const FRIDAY = "2026-11-27";
const clocks = Array.from(
  { length: (66 * 60) / 30 + 1 },
  (_, i) => new Date(new Date(`${FRIDAY}T12:00:00-05:00`).getTime() + i * 30 * 60_000),
);

const time = (minHour: number, maxHour: number) =>
  fc
    .tuple(fc.integer({ min: minHour, max: maxHour }), fc.constantFrom(0, 30))
    .map(([h, m]) => `${String(h % 24).padStart(2, "0")}:${String(m).padStart(2, "0")}`);

const partyArbitrary = fc.record({
  area: fc.constantFrom(...AREA_SLUGS),
  dayOffset: fc.integer({ min: -1, max: 4 }),
  // Evenings, after midnight (01:00-03:00 starts) and afternoons; some with no time at all.
  start: fc.option(fc.oneof(time(20, 23), time(1, 3), time(13, 17)), { nil: undefined }),
  end: fc.option(fc.oneof(time(0, 5), time(23, 23)), { nil: undefined }),
  hidden: fc.boolean(),
  status: fc.constantFrom("scheduled", "scheduled", "cancelled", "rescheduled", "sold-out"),
  weekly: fc.boolean(),
  sets: fc.array(
    fc.record({
      start: fc.oneof(time(20, 23), time(0, 4)),
      nextDay: fc.boolean(),
    }),
    { maxLength: 4 },
  ),
});

type PartySpec = typeof partyArbitrary extends fc.Arbitrary<infer T> ? T : never;

function partyOf(spec: PartySpec, index: number, date: string): Party {
  const kind =
    spec.area === "san-jose-cabo"
      ? "cabo-parties"
      : spec.area === "isla-mujeres"
        ? "isla-parties"
        : "parties";
  return testParty({
    id: `p${index}-${date}`,
    kind,
    slug: `party-${index}-${date}`,
    title: `Party ${index}`,
    date,
    ...(spec.start ? { startTime: spec.start } : {}),
    ...(spec.start && spec.end ? { endTime: spec.end } : {}),
    status:
      spec.status === "rescheduled" || spec.status === "cancelled" ? spec.status : "scheduled",
    ...(spec.status === "rescheduled" ? { previousDate: addDays(date, -7) } : {}),
    area: spec.area,
    hideFromCalendar: spec.hidden,
  });
}

function bucketOf(specs: PartySpec[]) {
  const parties: Party[] = [];
  const sets: DjSet[] = [];
  specs.forEach((spec, index) => {
    const dates = [addDays(FRIDAY, spec.dayOffset)];
    if (spec.weekly) dates.push(addDays(FRIDAY, spec.dayOffset + 7));
    for (const date of dates) {
      const party = partyOf(spec, index, date);
      parties.push(party);
      spec.sets.forEach((set, n) => {
        // After midnight an editor may date a set the party's day or the next morning.
        const early = set.start < "06:00";
        sets.push({
          slug: `${party.slug}-set-${n}`,
          title: `DJ ${n} at ${party.title}`,
          eventLink: partyPath(party),
          eventName: party.title,
          artistLink: "",
          date: early && set.nextDay ? addDays(date, 1) : date,
          startTime: set.start,
          highlight: false,
          caption: "",
          image: "",
          genre: "",
        });
      });
    }
  });
  return { parties, sets };
}

const found = (party: Party): Discoverable & { party: Party } => ({
  party,
  date: party.date,
  ...(party.startTime ? { startTime: party.startTime } : {}),
  ...(party.endTime ? { endTime: party.endTime } : {}),
  area: party.area,
  venue: null,
  genres: [],
});

const ids = (list: readonly { party: Party }[]) => new Set(list.map((item) => item.party.id));

function inStartOrder(list: readonly Party[]): boolean {
  return list.every(
    (party, i) =>
      i === 0 || partyInterval(list[i - 1] ?? party).start <= partyInterval(party).start,
  );
}

describe("one night, one answer, at every hour of a weekend", () => {
  it("every surface agrees on which night, on now, later tonight and over, in both languages", () => {
    fc.assert(
      fc.property(fc.array(partyArbitrary, { minLength: 1, maxLength: 12 }), (specs) => {
        const { parties, sets } = bucketOf(specs);
        const byPath = new Map(parties.map((party) => [partyPath(party), party]));
        for (const now of clocks) {
          const listed = sortByStart(parties.filter((party) => isListed(party, now)));
          const all = listed.map(found);
          const tonightChip = ids(filterParties(all, { when: "tonight" }, now));
          const tomorrowChip = ids(filterParties(all, { when: "tomorrow" }, now));
          const today = ids(tonightsParties(all, now));
          const { onNow, next } = onNowAndNext(all, now);
          for (const party of listed) {
            const en = whenLabel(party, { now, locale: "en" });
            const es = whenLabel(party, { now, locale: "es" });
            const night = partyNight(party);
            const tonight = tonightIn(now, timeZoneOf(party));
            const at = `${party.id} at ${now.toISOString()}: ${en}`;
            // The label's day, the chips and the Today page name the same night.
            expect(en.startsWith("Today"), at).toBe(night === tonight);
            expect(en.startsWith("Today"), at).toBe(es.startsWith("Hoy"));
            // The next night is "Tomorrow" in the evening; after midnight, when the phone
            // already shows its date, it is named by its day ("Saturday night", issue 52).
            const smallHours = localDate(now, timeZoneOf(party)) !== tonight;
            const nextNight = night === addDays(tonight, 1);
            expect(en.startsWith("Tomorrow"), at).toBe(nextNight && !smallHours);
            expect(/^\w+day night/.test(en), at).toBe(nextNight && smallHours);
            expect(en.startsWith("Tomorrow"), at).toBe(es.startsWith("Mañana"));
            expect(tonightChip.has(party.id), at).toBe(en.startsWith("Today"));
            expect(tomorrowChip.has(party.id), at).toBe(nextNight);
            expect(today.has(party.id), at).toBe(tonightChip.has(party.id));
            expect(isOver(party, now), at).toBe(false);
          }
          // "Later tonight" is tonight's and not started; "on now" has started and is not over.
          for (const item of next) {
            expect(tonightChip.has(item.party.id)).toBe(true);
            expect(partyInterval(item).start).toBeGreaterThan(now.getTime());
          }
          for (const item of onNow) {
            expect(partyInterval(item).start).toBeLessThanOrEqual(now.getTime());
            if (partyNight(item) === tonightIn(now, timeZoneOf(item)))
              expect(tonightChip.has(item.party.id)).toBe(true);
          }
          // Lists in time order; the calendar's nights in order, each in start order.
          expect(inStartOrder(listed)).toBe(true);
          const nights = groupByNight(listed);
          expect(nights.map((group) => group.night)).toEqual(
            [...nights.map((group) => group.night)].sort(),
          );
          for (const group of nights) {
            expect(inStartOrder(group.items)).toBe(true);
            expect(group.items.every((party) => partyNight(party) === group.night)).toBe(true);
          }
          const spans = dateSpans(listed, tonightIn(now, "America/Cancun"));
          expect(spans.flatMap((span) => span.items).length).toBe(listed.length);
        }
        // The DJ schedule and the event page play each party's sets in one running order, on
        // its night, Cabo's in Cabo's clock.
        const schedule = placeSets(sets, byPath);
        for (const party of parties) {
          const own = sets.filter((set) => set.eventLink === partyPath(party));
          const order = runningOrder(own, party, timeZoneOf(party));
          const scheduled = schedule.filter((placed) => placed.set.eventLink === partyPath(party));
          expect(scheduled.map((placed) => placed.set.slug)).toEqual(
            order.map((placed) => placed.set.slug),
          );
          expect(scheduled.every((placed) => placed.night === partyNight(party))).toBe(true);
          expect(scheduled.every((placed) => placed.timeZone === timeZoneOf(party))).toBe(true);
          const starts = order.flatMap((placed) => (placed.start === null ? [] : [placed.start]));
          expect(starts).toEqual([...starts].sort((a, b) => a - b));
        }
      }),
      { numRuns: 40 },
    );
    // 40 buckets x 133 clocks: a few seconds alone, more beside the rest of the suite.
  }, 60_000);
});
