import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { fetchObjects } from "#app/content/cosmic/cosmic-client.server.ts";
import { LIMITS } from "#app/content/queries/limits.ts";
import { DEFAULT_LANGUAGE } from "#app/content/queries/localisation.server.ts";
import { getGenreIndex } from "#app/content/types/artists.server.ts";
import { getScheduleSets } from "#app/content/types/dj-schedule.server.ts";
import {
  getCalendarParties,
  getMiniParties,
  getOtherAreaParties,
} from "#app/content/types/parties.server.ts";
import { firstListedDate } from "#app/domain/time/index.ts";
import { search } from "#app/search/search.server.ts";
import type { Emulator } from "#emulator/server.ts";
import { scaledBucket } from "#scripts/harness/derived-buckets.ts";
import { useEmulatorForContent } from "#scripts/harness/emulator-env.ts";

/**
 * Issue 40: a bucket twelve times the demo's (every night twelve times the parties, sets, DJs
 * and articles): a list that promises all of something holds all of it, past the original's
 * limits, which are now the size of one Cosmic request.
 */
const FACTOR = 12;
let emulator: Emulator;
const now = new Date();

beforeAll(async () => {
  emulator = await useEmulatorForContent(scaledBucket(FACTOR));
}, 60_000);
afterAll(() => emulator?.close());

/** What the bucket itself holds for a query, in one request of up to 1,000 objects. */
async function held(type: string, query: Record<string, unknown> = {}): Promise<Set<string>> {
  // Originals only: Spanish versions are the same parties.
  const page = await fetchObjects({
    type,
    query: { ...query, ...DEFAULT_LANGUAGE },
    props: ["id"],
    limit: 1000,
  });
  expect(page.total).toBeLessThanOrEqual(1000);
  return new Set(
    page.objects.flatMap((object) =>
      typeof object === "object" &&
      object !== null &&
      "id" in object &&
      typeof object.id === "string"
        ? [object.id]
        : [],
    ),
  );
}

/** The titles search answers for a text, every group. */
async function foundTitles(text: string): Promise<string[]> {
  const answer = await search(text, now, { perKind: 1000 });
  return answer.groups.flatMap((group) => group.items.map((item) => item.title));
}

const since = () => ({ "metadata.date": { $gte: firstListedDate(now, DEFAULT_TIME_ZONE) } });

describe("the whole truth at twelve times the demo", () => {
  it("the calendar reads every party from yesterday on, past its 85 a request", async () => {
    const expected = await held("parties", {
      ...since(),
      "metadata.hide_from_calendar": { $ne: true },
    });
    expect(expected.size).toBeGreaterThan(LIMITS.calendar);
    const listed = await getCalendarParties(now);
    // The calendar leaves out parties already over tonight; every other one is there, once.
    const ids = listed.map((party) => party.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(expected.has(id)).toBe(true);
    const over = [...expected].filter((id) => !ids.includes(id));
    expect(over.length).toBeLessThan(expected.size / 4);
    expect(listed.length).toBeGreaterThan(LIMITS.calendar);
  });

  it("mini parties and the other areas' parties are whole too", async () => {
    const minis = await held("mini-parties", { ...since(), "metadata.show_in_calendar": true });
    expect(minis.size).toBeGreaterThan(LIMITS.miniParties);
    const listedMinis = await getMiniParties(now);
    expect(listedMinis.length).toBeGreaterThan(LIMITS.miniParties);
    for (const party of listedMinis) expect(minis.has(party.id)).toBe(true);
    const others = new Set([
      ...(await held("isla-parties", since())),
      ...(await held("cabo-parties", since())),
    ]);
    expect(others.size).toBeGreaterThan(LIMITS.partyList);
    const listedOthers = await getOtherAreaParties(now);
    expect(listedOthers.length).toBeGreaterThan(LIMITS.partyList);
  });

  it("the DJ schedule reads every set from the night before on, past its 150 a request", async () => {
    const expected = await held("dj-schedule", since());
    expect(expected.size).toBeGreaterThan(LIMITS.djSchedule);
    const sets = await getScheduleSets(now);
    expect(sets.length).toBe(expected.size);
  });

  it("every DJ is in the genre index and search finds the last one by title", async () => {
    const artists = await held("artists");
    expect(artists.size).toBeGreaterThan(LIMITS.genreIndex / 2);
    const index = await getGenreIndex();
    expect(index.artists.length).toBe(artists.size);
    const last = [...index.artists].sort((a, b) => a.title.localeCompare(b.title)).at(-1);
    expect(last).toBeDefined();
    expect(await foundTitles(last?.title ?? "")).toContain(last?.title);
  });

  it("search finds the oldest article", async () => {
    const page = await fetchObjects({
      type: "articles",
      props: ["title"],
      sort: "created_at",
      limit: 1,
    });
    expect(page.total).toBeGreaterThan(LIMITS.searchArticles);
    const oldest = page.objects[0];
    const title =
      typeof oldest === "object" && oldest !== null && "title" in oldest
        ? String(oldest.title)
        : "";
    expect(await foundTitles(title)).toContain(title);
  });
});
