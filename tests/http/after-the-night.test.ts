import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoObjectTypes } from "#scripts/demo-bucket/object-types.ts";
import { fetchAnswer, type SiteProcess, startSite } from "#scripts/harness/site-process.ts";
import { fixtureObject, writeFixtureBucket } from "#tests/support/fixture-bucket.ts";
import { siteClock } from "#tests/support/site-clock.ts";

/**
 * Issue 63 item 4: after 01:00, one story. At 03:30 on Saturday in Tulum every party of Friday
 * night has ended: Today says what happened and what is next, lists Saturday night under its
 * name (not "nothing is announced"), its chips count that list, home calls it "Saturday night"
 * (not "Tomorrow night"), and the ended party's page names its day, never "Today".
 */
const FRIDAY = "2026-11-27";
const SATURDAY = "2026-11-28";

function writeBucket(): string {
  return writeFixtureBucket(
    [
      fixtureObject(
        "p-cenote",
        "parties",
        "cenote-sounds",
        { date: FRIDAY, start_time: "22:00", end_time: "03:00", area: "tulum" },
        { title: "Cenote Sounds @ Buuts Ha" },
      ),
      fixtureObject(
        "p-jungle",
        "parties",
        "jungle-techno",
        { date: SATURDAY, start_time: "22:00", end_time: "04:00", area: "tulum" },
        { title: "Jungle Techno @ Bonbonniere" },
      ),
    ],
    { object_types: demoObjectTypes() },
  );
}

let site: SiteProcess;
beforeAll(async () => {
  site = await startSite({
    CONTENT_BUCKET_FILE: writeBucket(),
    ...siteClock("2026-11-28T03:30:00-05:00"),
  });
}, 60_000);
afterAll(() => site?.stop());

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const page = async (path: string) => text((await fetchAnswer(`${site.url}${path}`)).body);

describe("Saturday 03:30, Friday night over", () => {
  it.each([
    {
      path: "/tulum-events-today",
      story:
        "Tulum's night ended at 3:00 AM. Saturday night starts at 10:00 PM with Jungle Techno @ Bonbonniere.",
      heading: "Saturday night Saturday night · 10:00 PM",
      said: ["Nothing is announced", "Nothing else starts tonight"],
    },
    {
      path: "/es/tulum-events-today",
      story:
        "La noche de Tulum terminó a las 03:00. Sábado en la noche empieza a las 22:00 con Jungle Techno @ Bonbonniere.",
      heading: "Sábado en la noche",
      said: ["Todavía no hay nada anunciado", "No empieza nada más esta noche"],
    },
  ])("$path tells what happened and lists the night ahead under its name", async (expected) => {
    const body = await page(expected.path);
    expect(body).toContain(expected.story);
    expect(body).toContain(expected.heading);
    expect(body).toContain("Jungle Techno @ Bonbonniere");
    for (const words of expected.said) expect(body).not.toContain(words);
    // The chips count the list shown: one party in Tulum.
    expect(body).toMatch(/Tulum 1 /);
  });

  it("home names the night ahead by its weekday, in both languages", async () => {
    expect(await page("/")).toContain("Saturday night");
    expect(await page("/")).not.toContain("Tomorrow night");
    expect(await page("/es")).not.toContain("Mañana en la noche");
  });

  it("the ended party's page names its day, never Today, in both languages", async () => {
    const english = await page("/event/cenote-sounds");
    expect(english).toContain("This party has ended. It was on Friday, November 27th.");
    expect(english).not.toMatch(/Today, Fri/);
    const spanish = await page("/es/event/cenote-sounds");
    expect(spanish).toContain("viernes 27 de noviembre");
    expect(spanish).not.toMatch(/Hoy, vie/);
  });
});
