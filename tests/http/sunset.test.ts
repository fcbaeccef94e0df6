import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoObjectTypes } from "#scripts/demo-bucket/object-types.ts";
import { fetchAnswer, startSiteWithEmulator } from "#scripts/harness/site-process.ts";
import { fixtureObject, writeFixtureBucket } from "#tests/support/fixture-bucket.ts";

/**
 * The sunset on a day party's page (issue 52): the time the sun sets on its date at its place,
 * in its clock and the page's language; a night party says nothing of it. The computation is
 * checked against published tables in app/domain/time/sunset.test.ts; on 5 December 2026 the
 * sun sets on Tulum at 18:09 on the coast's clock.
 */
describe("the sunset on a party's page", () => {
  let running: Awaited<ReturnType<typeof startSiteWithEmulator>>;
  beforeAll(async () => {
    const bucketFile = writeFixtureBucket(
      [
        fixtureObject(
          "p-day",
          "parties",
          "sunset-session",
          { date: "2026-12-05", start_time: "14:00", end_time: "20:00", area: "tulum" },
          { title: "Sunset Session @ Papaya Playa" },
        ),
        fixtureObject(
          "p-night",
          "parties",
          "night-session",
          { date: "2026-12-05", start_time: "22:00", end_time: "03:00", area: "tulum" },
          { title: "Night Session @ Bonbonniere" },
        ),
        fixtureObject(
          "p-cabo",
          "cabo-parties",
          "cabo-sunset",
          { date: "2026-12-05", start_time: "15:00", end_time: "19:00" },
          { title: "Cabo Sunset" },
        ),
      ],
      { object_types: demoObjectTypes() },
    );
    running = await startSiteWithEmulator({}, { bucketFile });
  }, 120_000);
  afterAll(() => running?.stop());

  const sunsetOf = async (path: string) => {
    const { status, body } = await fetchAnswer(`${running.site.url}${path}`);
    expect(status, path).toBe(200);
    return /data-fact="sunset"[^>]*>([^<]*)</.exec(body)?.[1] ?? null;
  };

  it("gives a day party's sunset in English and Spanish", async () => {
    expect(await sunsetOf("/event/sunset-session")).toMatch(/^Sunset 6:(0[7-9]|1[01]) PM$/);
    expect(await sunsetOf("/es/event/sunset-session")).toMatch(/^Puesta de sol 18:(0[7-9]|1[01])$/);
  });

  it("gives Los Cabos' sunset on Los Cabos' clock", async () => {
    // San José del Cabo, 109.7° W on UTC-7: the sun sets about 17:30 there in early December.
    expect(await sunsetOf("/san-jose-cabo/event/cabo-sunset")).toMatch(/^Sunset 5:[23]\d PM$/);
  });

  it("says nothing of the sunset for a night party", async () => {
    expect(await sunsetOf("/event/night-session")).toBeNull();
  });
});
