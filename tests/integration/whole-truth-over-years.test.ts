import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { fetchObjects } from "#app/content/cosmic/cosmic-client.server.ts";
import { getDjSchedule } from "#app/content/types/dj-schedule.server.ts";
import { addDays } from "#app/domain/dates.ts";
import { tonightIn } from "#app/domain/time/index.ts";
import { search } from "#app/search/search.server.ts";
import type { Emulator } from "#emulator/server.ts";
import { scaledBucket } from "#scripts/harness/derived-buckets.ts";
import { useEmulatorForContent } from "#scripts/harness/emulator-env.ts";

/**
 * Issue 40 on a bucket grown as a guide's history grows: eleven times the demo, the copies'
 * dates spread over five years back and (one copy in ten) months ahead, so the furthest party
 * is more than five months away and the DJ schedule holds sets from many nights.
 */
let emulator: Emulator;
const now = new Date();

beforeAll(async () => {
  emulator = await useEmulatorForContent(scaledBucket(11, "spread"));
}, 60_000);
afterAll(() => emulator?.close());

/** A field of an object read from Cosmic's answer, or undefined. */
const fieldOf = (object: unknown, field: string): unknown =>
  typeof object === "object" && object !== null
    ? Object.entries(object).find(([key]) => key === field)?.[1]
    : undefined;

describe("the whole truth over years of parties", () => {
  it("search finds the party furthest ahead", async () => {
    const page = await fetchObjects({
      type: "parties",
      props: ["title", "metadata"],
      query: { "metadata.hide_from_calendar": { $ne: true } },
      sort: "-metadata.date",
      limit: 1,
    });
    const furthest = page.objects[0];
    const date = String(fieldOf(fieldOf(furthest, "metadata"), "date"));
    const title = String(fieldOf(furthest, "title"));
    // More than five months ahead of tonight.
    expect(date > tonightIn(new Date(now.getTime() + 150 * 86_400_000), DEFAULT_TIME_ZONE)).toBe(
      true,
    );
    const answer = await search(title, now, { perKind: 1000, kind: "party" });
    expect(answer.groups.flatMap((group) => group.items.map((item) => item.title))).toContain(
      title,
    );
  });

  it("the DJ schedule starts at last night or later, never months ahead, sets in playing order", async () => {
    const placed = await getDjSchedule(now);
    const tonight = tonightIn(now, DEFAULT_TIME_ZONE);
    // The schedule holds every coming set, the furthest months ahead; it starts with the
    // nearest night, not with whichever sets a sort by time alone put first.
    const nights = placed.map((set) => set.night);
    expect(nights.length).toBeGreaterThan(36);
    expect(nights[0] && nights[0] >= addDays(tonight, -1)).toBe(true);
    expect(nights[0] && nights[0] <= addDays(tonight, 7)).toBe(true);
    // Nights ascend, and within a night the timed sets start in order.
    for (let i = 1; i < placed.length; i++) {
      const [before, after] = [placed[i - 1], placed[i]];
      if (!before || !after) continue;
      expect(before.night <= after.night).toBe(true);
      if (before.night === after.night && before.start !== null && after.start !== null)
        expect(before.start <= after.start).toBe(true);
    }
  });
});
