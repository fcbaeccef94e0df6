import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoObjectTypes } from "#scripts/demo-bucket/object-types.ts";
import { type SiteProcess, startSite } from "#scripts/harness/site-process.ts";
import { goto, seriousAxeViolations, useBrowser } from "#tests/support/browser.ts";
import { fixtureObject, fixtureSet, writeFixtureBucket } from "#tests/support/fixture-bucket.ts";
import { E2E_WHATSAPP } from "#tests/support/global-setup.ts";
import { fakeTime, siteClock } from "#tests/support/site-clock.ts";

/**
 * One night, one answer (issue 39) on a phone, with the server's clock (libfaketime) and the
 * browser's (Playwright's clock) at Friday 21:30, Saturday 01:30 and Saturday 03:30 Tulum
 * time: home, the calendar's chips, Today, the DJ schedule and the event page agree on
 * tonight's parties and who is playing now; a cancelled party cannot be saved or booked.
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
        { date: FRIDAY, start_time: "22:00", end_time: "03:00", area: "tulum", artist: ["a-nox"] },
        { title: "Cenote Sounds @ Buuts Ha" },
      ),
      // The beach strip closes at 01:00: this one ends then, so it is not "after 1 AM".
      fixtureObject(
        "p-strip",
        "parties",
        "strip-sunset",
        { date: FRIDAY, start_time: "20:00", end_time: "01:00", area: "tulum" },
        { title: "Strip Sunset @ Papaya Playa" },
      ),
      fixtureObject(
        "p-kobra",
        "parties",
        "kobra-nocturna",
        { date: SATURDAY, start_time: "22:00", area: "tulum" },
        { title: "Kobra Nocturna @ Bonbonniere" },
      ),
      fixtureObject(
        "p-cancelled",
        "parties",
        "called-off",
        {
          date: FRIDAY,
          start_time: "23:00",
          end_time: "05:00",
          event_status: "cancelled",
          area: "tulum",
        },
        { title: "Called Off @ Taboo" },
      ),
      fixtureObject(
        "p-cabo",
        "cabo-parties",
        "cabo-desert",
        { date: FRIDAY, start_time: "23:00", end_time: "04:00" },
        { title: "Desert Night Cabo" },
      ),
      // A DJ whose page lists the party, with their own set (00:30 to 02:00).
      fixtureObject("a-nox", "artists", "nox-verde", { genere: "Techno" }, { title: "Nox Verde" }),
      // The opener, a set after midnight dated the party's day, one dated the next morning.
      fixtureSet("s-opener", "cenote-sounds", "Luna Abierta", FRIDAY, "22:00"),
      fixtureSet("s-midnight", "cenote-sounds", "Nox Verde", FRIDAY, "00:30"),
      fixtureSet("s-closer", "cenote-sounds", "Marea Baja", SATURDAY, "02:00"),
      fixtureSet("s-kobra", "kobra-nocturna", "Sol Quieto", SATURDAY, "22:00"),
      fixtureSet("s-cabo", "cabo-desert", "Arena Roja", FRIDAY, "00:30", "/san-jose-cabo"),
    ],
    { object_types: demoObjectTypes() },
  );
}

/** Each hour: Tulum's clock, and what every page should say of it. */
const HOURS = [
  {
    clock: `${FRIDAY}T21:30:00-05:00`,
    tonight: ["cabo-desert", "called-off", "cenote-sounds", "strip-sunset"],
    onNow: ["strip-sunset"],
    playing: [] as string[],
    // The DJ schedule's sets of Cenote Sounds still to come or playing, and who is on (issue 52).
    scheduled: ["s-opener", "s-midnight", "s-closer"],
    setsOnNow: [] as string[],
    nowAndNext: ["Next: Luna Abierta at 10:00 PM"],
    nothingOn: null,
  },
  {
    clock: `${SATURDAY}T01:30:00-05:00`,
    tonight: ["cabo-desert", "called-off", "cenote-sounds"],
    // 01:30 in Tulum is 23:30 in Cabo: Cabo's party is on, its 00:30 set not yet. A cancelled
    // party is never "on now".
    onNow: ["cabo-desert", "cenote-sounds"],
    playing: ["Nox Verde"],
    // The 22:00 opener ended when Nox Verde began at 00:30.
    scheduled: ["s-midnight", "s-closer"],
    setsOnNow: ["s-midnight"],
    nowAndNext: ["Now: Nox Verde (until 2:00 AM)", "Next: Marea Baja at 2:00 AM"],
    nothingOn: null,
  },
  {
    clock: `${SATURDAY}T03:30:00-05:00`,
    // Cenote Sounds ended at 03:00; Cabo's night goes on (01:30 there), its 00:30 set playing.
    tonight: ["cabo-desert", "called-off"],
    onNow: ["cabo-desert"],
    playing: ["Arena Roja"],
    scheduled: [] as string[],
    setsOnNow: ["s-cabo"],
    nowAndNext: [] as string[],
    // Tulum's "On now" is empty: it says what happened and what is next (issue 52 item 4).
    nothingOn: {
      en:
        "Tulum's night ended at 3:00 AM. Still on: Desert Night Cabo (San Jose del Cabo, until 4:00 AM). " +
        "Saturday night starts at 10:00 PM with Kobra Nocturna @ Bonbonniere.",
      es:
        "La noche de Tulum terminó a las 03:00. Aún en curso: Desert Night Cabo (San José del Cabo, hasta las 04:00). " +
        "Sábado en la noche empieza a las 22:00 con Kobra Nocturna @ Bonbonniere.",
    },
  },
];

const slugsIn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-slug") ?? "").sort());

/** The site with its clock started at `clock`, or read from `clockFile` (libfaketime). */
function startSiteAt(clock: string, bucket: string, clockFile?: string): Promise<SiteProcess> {
  return startSite({
    CONTENT_BUCKET_FILE: bucket,
    CONCIERGE_WHATSAPP: E2E_WHATSAPP,
    ...siteClock(clock, clockFile),
  });
}

/** A phone-sized page with the browser's clock at `clock`, opened at `path` (a 200). */
async function openAt(
  browser: ReturnType<typeof useBrowser>,
  clock: string,
  path: string,
  siteUrl: string,
): Promise<Page> {
  const page = await browser.page();
  await page.clock.install({ time: new Date(clock) });
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await goto(page, path, siteUrl))?.status(), path).toBe(200);
  return page;
}

describe.each(HOURS)("at $clock", (hour) => {
  const browser = useBrowser({ width: 390 });
  let site: SiteProcess | undefined;
  const url = () => site?.url ?? "";
  const bucket = writeBucket();

  beforeAll(async () => {
    site = await startSiteAt(hour.clock, bucket);
  });
  afterAll(() => site?.stop());
  const open = (path: string) => openAt(browser, hour.clock, path, url());

  it.each([
    { path: "/tulum-events-today", locale: "en" as const },
    { path: "/es/tulum-events-today", locale: "es" as const },
    { path: "/", locale: "en" as const },
    { path: "/es", locale: "es" as const },
  ])(
    "$path: an empty 'On now' after midnight says what happened and what is next",
    async ({ path, locale }) => {
      const page = await open(path);
      const section = page.locator("[data-on-now-section]");
      if (hour.nothingOn)
        await expect.poll(() => section.textContent()).toContain(hour.nothingOn[locale]);
      else expect(await section.textContent()).not.toMatch(/night ended|noche de Tulum terminó/);
    },
  );

  it.each([
    { path: "/tulum-events-today?area=all", now: "now" },
    { path: "/es/tulum-events-today?area=all", now: "ahora" },
  ])("Today draws tonight as a picture at 390 px ($path)", async ({ path, now }) => {
    const page = await open(path);
    const figure = page.locator("[data-night-picture]");
    const from = Number(await figure.getAttribute("data-from"));
    const to = Number(await figure.getAttribute("data-to"));
    const bars = await figure.locator("[data-bar]").evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return {
          slug: link.getAttribute("data-slug") ?? "",
          href: link.closest("a")?.getAttribute("href") ?? "",
          start: Number(link.getAttribute("data-start")),
          end: Number(link.getAttribute("data-end")),
          endKnown: link.getAttribute("data-end-known") === "true",
          over: link.getAttribute("data-over") === "true",
          left: box.left,
          width: box.width,
        };
      }),
    );
    // A bar for each party of the night not cancelled, the ones over included and drawn as
    // over (issue 63: at 01:30 and 03:30 the whole night is there); the lists stay the way to
    // read them.
    expect(bars.map((bar) => bar.slug).sort()).toEqual([
      "cabo-desert",
      "cenote-sounds",
      "strip-sunset",
    ]);
    const drawnNow = Number(await figure.getAttribute("data-now"));
    for (const bar of bars) expect(bar.over, bar.slug).toBe(bar.end <= drawnNow);
    // Strip Sunset ended at 01:00: after it, its bar is still drawn, as over.
    expect(bars.find((bar) => bar.slug === "strip-sunset")?.over).toBe(
      !hour.clock.endsWith("T21:30:00-05:00"),
    );
    for (const bar of bars) expect(bar.href).toMatch(new RegExp(`/event/${bar.slug}$`));
    // Left edges in start order; each bar where its hours fall on the axis, within a pixel or two.
    const axis = await figure.locator("[data-now-mark]").evaluate((mark) => {
      const track = mark.parentElement?.getBoundingClientRect();
      return {
        left: track?.left ?? 0,
        width: track?.width ?? 0,
        mark: mark.getBoundingClientRect().left,
      };
    });
    const x = (instant: number) => axis.left + ((instant - from) / (to - from)) * axis.width;
    const lefts = bars.map((bar) => bar.left);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    for (const bar of bars) {
      expect(Math.abs(bar.left - x(bar.start)), bar.slug).toBeLessThan(2);
      expect(Math.abs(bar.left + bar.width - x(bar.end)), bar.slug).toBeLessThan(2);
    }
    // The "now" mark within a few pixels of where the server's now (its clock runs on from the
    // hour it started at) falls on the axis.
    const drawnAt = Number(await figure.getAttribute("data-now"));
    expect(drawnAt - new Date(hour.clock).getTime()).toBeLessThan(15 * 60_000);
    expect(Math.abs(axis.mark - x(drawnAt))).toBeLessThan(3);
    expect(await figure.locator("[data-now-mark]").textContent()).toBe(now);
    // Readable: no serious axe violation on the page with its picture (hour labels' contrast).
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Fit to the phone's width: now on screen, nothing scrolled away, the page as wide as the phone.
    expect(axis.mark).toBeGreaterThan(0);
    expect(axis.mark).toBeLessThan(390);
    expect(axis.left + axis.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  it("Today filtered to an area whose parties are all on now or later says no 'none matched'", async () => {
    const page = await open("/tulum-events-today?area=san-jose-cabo");
    expect(await slugsIn(page, "[data-tonight]")).toEqual(["cabo-desert"]);
    expect(await page.locator("[data-no-match]").count()).toBe(0);
  });

  it("home, the Tonight chip and Today list the same parties; Tomorrow holds Saturday's", async () => {
    const home = await open("/");
    const onHome = await slugsIn(home, "[data-tonight]");
    const onNowHome = await slugsIn(home, '[data-tonight="now"]');
    const tonightChip = await slugsIn(
      await open("/tulum-party-mexico-event-calendar?when=tonight"),
      "main li[data-slug]",
    );
    const today = await slugsIn(await open("/tulum-events-today"), "main li[data-slug]");
    // Every area, one tap away: the same night on the whole coast.
    const tonightChipEverywhere = await slugsIn(
      await open("/tulum-party-mexico-event-calendar?when=tonight&area=all"),
      "main li[data-slug]",
    );
    const todayEverywhere = await slugsIn(
      await open("/tulum-events-today?area=all"),
      "main li[data-slug]",
    );
    const tomorrowPage = await open("/tulum-party-mexico-event-calendar?when=tomorrow");
    const tomorrow = await slugsIn(tomorrowPage, "main li[data-slug]");
    // The chip for the evening ahead: "Tomorrow" before midnight, then its day (issue 52).
    const evening = hour.clock.startsWith(FRIDAY) ? "Tomorrow" : "Saturday night";
    expect(
      await tomorrowPage
        .locator('[data-filter="when"][data-value="tomorrow"]')
        .first()
        .textContent(),
    ).toContain(evening);
    expect(await tomorrowPage.title()).toContain(evening);
    // Lists titled Tulum hold Tulum (issue 42): Cabo's party is one tap away.
    const inTulum = (slugs: readonly string[]) => slugs.filter((slug) => slug !== "cabo-desert");
    expect(tonightChip).toEqual(inTulum(hour.tonight));
    expect(today).toEqual(inTulum(hour.tonight));
    expect(tonightChipEverywhere).toEqual(hour.tonight);
    expect(todayEverywhere).toEqual(hour.tonight);
    // Home's "on now" and "later tonight" hold tonight's parties that are not over.
    expect(onHome.filter((slug) => slug !== "called-off")).toEqual(
      inTulum(hour.tonight).filter((slug) => slug !== "called-off"),
    );
    expect(onNowHome).toEqual(inTulum(hour.onNow));
    if (hour.tonight.includes("cabo-desert"))
      expect(await home.locator('a[href="/tulum-events-today?area=all"]').textContent()).toMatch(
        /And 1 party tonight in .*Los Cabos/,
      );
    expect(tomorrow).toEqual(["kobra-nocturna"]);
    const label = await home.locator('[data-slug="kobra-nocturna"]').first().textContent();
    // Saturday's party is "Tomorrow" on Friday evening; after midnight the phone shows
    // Saturday's date, and the guide says "Saturday night" (issue 52).
    if (label)
      expect(label).toContain(hour.clock.startsWith(FRIDAY) ? "Tomorrow" : "Saturday night");
  });

  it("the DJ schedule and the event page play the same running order; home says who is playing", async () => {
    const schedule = await open("/tulum-dj-schedule");
    const firstNight = schedule.locator("[data-schedule-day]").first();
    const order = await firstNight
      .locator("[data-dj-set]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-dj-set")));
    const cenote = order.filter((slug) => slug !== "s-cabo");
    // A set is listed until the next one at its party begins (the last, until the party ends).
    expect(cenote).toEqual(hour.scheduled);
    expect(await firstNight.locator("h2").textContent()).toBe("Today");
    expect(
      await schedule
        .locator("[data-dj-set]:has([data-set-on-now])")
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-dj-set"))),
    ).toEqual(hour.setsOnNow);
    // Cabo's set is in Cabo's clock, and says so.
    expect(await firstNight.locator('[data-dj-set="s-cabo"]').textContent()).toMatch(
      /12:30 AM · .*Cabo time/,
    );
    expect(await schedule.locator('[data-schedule-day="2026-11-28"] [data-dj-set]').count()).toBe(
      1,
    );

    const event = await open("/event/cenote-sounds");
    const lineup = await event.locator('[data-testid="set-times"] li').allTextContents();
    expect(lineup.map((line) => line.replace(/\s+/g, " ").trim())).toEqual([
      expect.stringContaining("Luna Abierta"),
      expect.stringContaining("Nox Verde"),
      expect.stringContaining("Marea Baja"),
    ]);
    expect(await event.locator("[data-now-next] > span").allTextContents()).toEqual(
      hour.nowAndNext,
    );

    const playingOn = async (path: string) =>
      (await (await open(path)).locator("[data-set-now]").allTextContents()).map(
        (line) => line.replace(/^Playing now: /, "").split(",")[0],
      );
    // Home holds Tulum (issue 42); Today for every area has Cabo's set too.
    expect(await playingOn("/")).toEqual(hour.playing.filter((dj) => dj !== "Arena Roja"));
    expect(await playingOn("/tulum-events-today?area=all")).toEqual(hour.playing);
  });

  it("a cancelled party offers no save, calendar or table, and My night marks it", async () => {
    const page = await open("/event/called-off");
    expect(await page.locator('[data-save-party="/event/called-off"]').count()).toBe(0);
    expect(await page.locator('a[href$="calendar.ics"]').count()).toBe(0);
    // Saved before it was cancelled: its page brings the saved copy up to date.
    await page.evaluate(() =>
      localStorage.setItem(
        "my-night",
        JSON.stringify([
          {
            path: "/event/called-off",
            title: "Called Off @ Taboo",
            date: "2026-11-27",
            startTime: "23:00",
            area: "tulum",
          },
        ]),
      ),
    );
    await page.reload();
    await page.waitForSelector("html[data-hydrated=true]");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("my-night") ?? ""))
      .toContain("cancelled");
    await goto(page, "/my-night", url());
    await expect
      .poll(() => page.locator('[data-my-night] [data-status="cancelled"]').count())
      .toBe(1);
    expect(await page.locator("[data-my-night-calendar]").count()).toBe(0);
  });
});

/**
 * Pages left open (issue 52): opened at Friday 21:30 and read again later with the browser's
 * clock moved on (no reload), they say what is on at the new minute, in both languages.
 */
describe("a page left open from Friday 21:30", () => {
  const browser = useBrowser({ width: 390 });
  let site: SiteProcess | undefined;
  const url = () => site?.url ?? "";
  const friday = `${FRIDAY}T21:30:00-05:00`;

  beforeAll(async () => {
    site = await startSiteAt(friday, writeBucket());
  });
  afterAll(() => site?.stop());
  const openAt9 = (path: string) => openAt(browser, friday, path, url());
  /** Moves the browser's clock to a Tulum time of Friday's night (fired timers included). */
  async function moveTo(page: Page, tulumClock: string) {
    const day = tulumClock < "12:00" ? SATURDAY : FRIDAY;
    const target = new Date(`${day}T${tulumClock}:00-05:00`).getTime();
    await page.clock.fastForward(target - (await page.evaluate(() => Date.now())));
  }
  const nowAndNext = (page: Page) => page.locator("[data-now-next] > span").allTextContents();

  it.each([
    {
      path: "/event/cenote-sounds",
      lines: {
        "21:30": ["Next: Luna Abierta at 10:00 PM"],
        "00:15": ["Now: Luna Abierta (until 12:30 AM)", "Next: Nox Verde at 12:30 AM"],
        "01:30": ["Now: Nox Verde (until 2:00 AM)", "Next: Marea Baja at 2:00 AM"],
        "02:05": ["Now: Marea Baja (until 3:00 AM)"],
        "03:05": [],
      },
    },
    {
      path: "/es/event/cenote-sounds",
      lines: {
        "21:30": ["Después: Luna Abierta a las 22:00"],
        "00:15": ["Ahora: Luna Abierta (hasta las 00:30)", "Después: Nox Verde a las 00:30"],
        "01:30": ["Ahora: Nox Verde (hasta las 02:00)", "Después: Marea Baja a las 02:00"],
        "02:05": ["Ahora: Marea Baja (hasta las 03:00)"],
        "03:05": [],
      },
    },
  ])(
    "the event page $path names who is on now and next as the night goes on",
    async ({ path, lines }) => {
      const page = await openAt9(path);
      for (const [clock, expected] of Object.entries(lines)) {
        if (clock !== "21:30") await moveTo(page, clock);
        await expect
          .poll(() => nowAndNext(page), { message: `${path} at ${clock}` })
          .toEqual(expected);
      }
    },
  );

  it.each(["/", "/tulum-events-today", "/es/tulum-events-today"])(
    "%s moves its parties from later tonight to on now, and drops them when over",
    async (path) => {
      const page = await openAt9(path);
      const listed = (kind: string) => slugsIn(page, `[data-tonight="${kind}"]`);
      expect(await listed("now")).toEqual(["strip-sunset"]);
      expect(await listed("next")).toEqual(["cenote-sounds"]);
      // Before 01:00, what goes on after it: exactly the party whose announced end is later
      // (not the one ending at 01:00 sharp), with its end.
      const afterOne = page.locator("[data-after-one]");
      expect(
        await afterOne
          .locator("[data-slug]")
          .evaluateAll((items) => items.map((item) => item.getAttribute("data-slug"))),
      ).toEqual(["cenote-sounds"]);
      expect(((await afterOne.textContent()) ?? "").replace(/\s+/g, " ")).toBe(
        path.startsWith("/es/")
          ? "Después de la 01:00: Cenote Sounds @ Buuts Ha hasta las 03:00"
          : "After 1 AM: Cenote Sounds @ Buuts Ha until 3:00 AM",
      );
      await moveTo(page, "01:30");
      await expect.poll(() => listed("now")).toEqual(["cenote-sounds"]);
      expect(await listed("next")).toEqual([]);
      expect(await afterOne.count()).toBe(0);
      const playing = await page.locator('[data-tonight="now"] [data-set-now]').textContent();
      expect(playing).toContain("Nox Verde");
      await moveTo(page, "03:30");
      await expect.poll(() => listed("now")).toEqual([]);
    },
  );
});

/**
 * Pages whose lists the server makes (the calendar's tonight view, a DJ's dates) ask it again
 * when the clock passes a start or an end (issue 52 item 3): opened at Friday 21:30 and left
 * open, with the server's clock and the browser's moved on together, they say what is on then,
 * and the tonight view emptied after midnight says what happened and what is next.
 */
describe("a server-made page left open from Friday 21:30", () => {
  const browser = useBrowser({ width: 390 });
  let site: SiteProcess | undefined;
  const url = () => site?.url ?? "";
  const friday = `${FRIDAY}T21:30:00-05:00`;
  const clockFile = join(mkdtempSync(join(tmpdir(), "clock-")), "faketime");

  beforeAll(async () => {
    writeFileSync(clockFile, `${fakeTime(friday)}\n`);
    site = await startSiteAt(friday, writeBucket(), clockFile);
  });
  afterAll(() => site?.stop());

  /** Rows listed, each with whether it says it is on now. */
  const rows = (page: Page) =>
    page
      .locator("main li[data-slug]")
      .evaluateAll((items) =>
        items
          .map(
            (item) =>
              `${item.getAttribute("data-slug")}${/On now|En curso/.test(item.textContent ?? "") ? " (on now)" : ""}`,
          )
          .sort(),
      );

  it("the calendar's tonight view and a DJ's page move on with the night, in both languages", async () => {
    const pages = [
      { name: "calendar", path: "/tulum-party-mexico-event-calendar?when=tonight" },
      { name: "calendar-es", path: "/es/tulum-party-mexico-event-calendar?when=tonight" },
      { name: "dj", path: "/djs/nox-verde" },
      { name: "dj-es", path: "/es/djs/nox-verde" },
    ];
    const open: { name: string; page: Page }[] = [];
    for (const { name, path } of pages)
      open.push({ name, page: await openAt(browser, friday, path, url()) });
    const calendarRows = ["called-off", "cenote-sounds", "strip-sunset (on now)"];
    const expected = [
      { clock: "21:30", calendar: calendarRows, dj: ["cenote-sounds"] },
      // Nox Verde plays from 00:30 to 02:00; the strip's party ended at 01:00.
      {
        clock: "01:30",
        calendar: ["called-off", "cenote-sounds (on now)"],
        dj: ["cenote-sounds (on now)"],
      },
      // Marea Baja took over at 02:00: the party goes on, the DJ's set is over.
      { clock: "02:30", calendar: ["called-off", "cenote-sounds (on now)"], dj: ["cenote-sounds"] },
      // Everything over (the cancelled party's hours too): nothing listed.
      { clock: "05:30", calendar: [], dj: [] },
    ];
    for (const step of expected) {
      if (step.clock !== "21:30") {
        const at = `${step.clock < "12:00" ? SATURDAY : FRIDAY}T${step.clock}:00-05:00`;
        writeFileSync(clockFile, `${fakeTime(at)}\n`);
        // libfaketime reads the file again within a second: the server's Date header says when.
        await expect
          .poll(
            async () => {
              const answer = await fetch(`${url()}/healthz`);
              return Date.parse(answer.headers.get("date") ?? "") >= Date.parse(at) - 1_000;
            },
            { timeout: 10_000 },
          )
          .toBe(true);
        // The pages share one browser clock: moved once, the others read it already moved.
        for (const { page } of open) {
          const ahead = new Date(at).getTime() - (await page.evaluate(() => Date.now()));
          if (ahead > 0) await page.clock.fastForward(ahead);
        }
      }
      for (const { name, page } of open) {
        const want = name.startsWith("calendar") ? step.calendar : step.dj;
        await expect
          .poll(() => rows(page), { message: `${name} at ${step.clock}`, timeout: 10_000 })
          .toEqual(want);
      }
    }
    // Tonight's view emptied after midnight says what happened and what is next: the same
    // words as Today's at 03:30 (Cabo's party, two hours behind, still on at 05:30 Tulum time).
    const [calendar, calendarEs] = open.map(({ page }) => page);
    if (!calendar || !calendarEs) throw new Error("the calendar pages did not open");
    const words = HOURS[2]?.nothingOn;
    const main = (page: Page) => page.locator("main").textContent();
    expect(await main(calendar)).toContain(words?.en);
    expect(await main(calendarEs)).toContain(words?.es);
    expect(await calendar.locator("[data-no-match]").count()).toBe(0);
  });
});
