import { readFileSync, writeFileSync } from "node:fs";
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoObjectTypes } from "#scripts/demo-bucket/object-types.ts";
import { startSiteWithEmulator } from "#scripts/harness/site-process.ts";
import { goto, useBrowser } from "#tests/support/browser.ts";
import { fixtureObject, writeFixtureBucket } from "#tests/support/fixture-bucket.ts";
import { E2E_WHATSAPP } from "#tests/support/global-setup.ts";

/**
 * Going out together (issue 53): a visitor saves three parties of one night and shares My night
 * as one short link; a friend in another browser, with nothing stored and Spanish as language,
 * opens it, sees the three as they are now and adds them in one tap; the same link reads without
 * script; when an editor cancels one, My night and the plan say so and the group's table
 * request leaves it out. Made-up, repeated and hostile entries answer calmly.
 */
const SECRET = "plan-publish-secret-0123456789";
// A night a week ahead: nothing in it is over while the tests run.
const NIGHT = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const LAST_WEEK = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

const party = (slug: string, title: string, metadata: Record<string, unknown>) =>
  fixtureObject(
    `p-${slug}`,
    "parties",
    slug,
    { date: NIGHT, area: "tulum", ...metadata },
    { title },
  );

function objects(cancelled = false) {
  return [
    party("jungle-warmup", "Jungle Warmup @ Taboo", {
      start_time: "21:00",
      end_time: "23:30",
      price: "MXN 500",
      min_age: 18,
    }),
    party("cenote-night", "Cenote Night", {
      start_time: "22:00",
      end_time: "03:00",
      price: "MXN 800",
      min_age: 21,
      ...(cancelled ? { event_status: "cancelled" } : {}),
    }),
    party("late-beach", "Late Beach", { start_time: "23:30", price: "Free" }),
    fixtureObject(
      "p-gone",
      "parties",
      "gone-party",
      { date: LAST_WEEK, start_time: "22:00", area: "tulum" },
      { title: "Gone Party" },
    ),
  ];
}

const SLUGS = ["jungle-warmup", "cenote-night", "late-beach"];

describe("a plan shared between friends (issue 53)", () => {
  const visitor = useBrowser({ width: 390 });
  const friend = useBrowser({ width: 390, locale: "es-MX" });
  const noScript = useBrowser({ width: 390, javaScriptEnabled: false });
  let running: Awaited<ReturnType<typeof startSiteWithEmulator>>;
  let bucketFile: string;
  const url = () => running.site.url;
  let planLink = "";

  beforeAll(async () => {
    bucketFile = writeFixtureBucket(objects(), { object_types: demoObjectTypes() });
    running = await startSiteWithEmulator(
      { REVALIDATE_SECRET: SECRET, CONCIERGE_WHATSAPP: E2E_WHATSAPP },
      { bucketFile },
    );
  });
  afterAll(() => running?.stop());

  const rows = (page: Page) =>
    page
      .locator("[data-plan] li[data-slug]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-slug")));
  const groupMessage = async (page: Page) =>
    new URL(
      (await page.locator("[data-group-booking] a").getAttribute("href")) ?? "",
    ).searchParams.get("text") ?? "";

  it("shares three saved parties as one short link from My night", async () => {
    const visitorPage = await visitor.page();
    for (const slug of SLUGS) {
      await goto(visitorPage, `/event/${slug}`, url());
      await visitorPage.locator(`[data-save-party="/event/${slug}"]`).first().click();
    }
    await goto(visitorPage, "/my-night", url());
    await expect.poll(() => visitorPage.locator("[data-my-night] li").count()).toBe(3);
    // My night's rows name the venue (from the site) and the end where known.
    await expect
      .poll(() => visitorPage.locator("[data-my-night]").textContent())
      .toContain("Taboo Tulum · Tulum");
    expect(await visitorPage.locator("[data-my-night]").textContent()).toContain(
      "9:00 PM – 11:30 PM",
    );
    await visitorPage.locator("[data-share]").click();
    const shared = await visitorPage
      .locator('a[href^="https://wa.me/?text="]')
      .getAttribute("href");
    const text = new URL(shared ?? "").searchParams.get("text") ?? "";
    planLink = text.slice(text.indexOf("http"));
    // The text names the night and its parties, not only "My night" (issue 66).
    expect(text).toMatch(
      /^My night · Jungle Warmup @ Taboo on .+, then Cenote Night on .+, then Late Beach on /,
    );
    expect(planLink.length).toBeLessThanOrEqual(300);
    expect(new URL(planLink).pathname).toBe("/plan");
    // The group's request names each party with its day, time and link.
    const message = await groupMessage(visitorPage);
    for (const slug of SLUGS) expect(message).toContain(`/event/${slug})`);
    expect(message).toMatch(
      /^Hi! I would like to book a table for our night: Jungle Warmup @ Taboo on .*9:00 PM/,
    );
  });

  it("opens for a friend in Spanish with nothing stored, in start order, and adds all in one tap", async () => {
    const page = await friend.page();
    const { pathname, search } = new URL(planLink);
    await goto(page, `${pathname}${search}`, url());
    // The English link offers the same plan in Spanish.
    await expect
      .poll(() => page.locator("#spanish-hint a").getAttribute("href"))
      .toBe(`/es${pathname}${search}`);
    await goto(page, `/es${pathname}${search}`, url());
    expect(await rows(page)).toEqual(SLUGS);
    const text = (await page.locator("[data-plan]").textContent()) ?? "";
    for (const expected of [
      "21:00–23:30",
      "22:00–03:00",
      "23:30",
      "Taboo Tulum · Beach club",
      "MXN 500",
      "MXN 800",
      "18+",
      "21+",
      "Free",
    ])
      expect(text).toContain(expected);
    expect(await page.evaluate(() => localStorage.getItem("my-night"))).toBeNull();
    await page.locator("[data-add-all]").click();
    await expect
      .poll(async () =>
        JSON.parse((await page.evaluate(() => localStorage.getItem("my-night"))) ?? "[]").map(
          (saved: { path: string }) => saved.path,
        ),
      )
      .toEqual(SLUGS.map((slug) => `/event/${slug}`));
    expect(await page.locator("[data-add-all]").isDisabled()).toBe(true);
    const message = await groupMessage(page);
    expect(message).toMatch(
      /^¡Hola! Quiero reservar una mesa para nuestra noche: Jungle Warmup @ Taboo el /,
    );
    await page.locator("[data-group-booking] input[type=number]").fill("6");
    await page.locator("[data-group-booking] input[type=time]").fill("22:30");
    expect(await groupMessage(page)).toMatch(
      /para 6 personas para nuestra noche: .*Llegamos hacia las 22:30\.$/,
    );
  });

  it("reads without script, with a preview image of its own", async () => {
    const page = await noScript.page();
    const { pathname, search } = new URL(planLink);
    const answer = await page.goto(`${url()}${pathname}${search}`);
    expect(answer?.status()).toBe(200);
    expect(await rows(page)).toEqual(SLUGS);
    // A plan of one night is drawn too: a bar per party, in start order, each a link.
    const picture = page.locator("[data-night-picture]");
    expect(await picture.locator("h2").textContent()).toBe("The night at a glance");
    expect(
      await picture
        .locator("[data-bar]")
        .evaluateAll((bars) => bars.map((bar) => bar.closest("a")?.getAttribute("href"))),
    ).toEqual(SLUGS.map((slug) => `/event/${slug}`));
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const fetched = await fetch(
      new URL(new URL(image ?? "").pathname + new URL(image ?? "").search, url()),
    );
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("content-type")).toBe("image/png");
    // The plan's own card, naming its night and parties.
    expect(new URL(image ?? "").pathname).toBe("/og/plan.png");
    expect(await page.locator('meta[property="og:image:alt"]').getAttribute("content")).toMatch(
      /^A night out: .+\. 3 parties\. Jungle Warmup @ Taboo · Cenote Night · Late Beach$/,
    );
  });

  it("says a party was cancelled after a publish, in My night and the plan, and books without it", async () => {
    const bucket = JSON.parse(readFileSync(bucketFile, "utf8"));
    writeFileSync(bucketFile, JSON.stringify({ ...bucket, objects: objects(true) }));
    running.emulator.reload();
    const published = await fetch(`${url()}/webhooks/cosmic`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-revalidate-secret": SECRET },
      body: JSON.stringify({ type: "object.edited.published", data: { type: "parties" } }),
    });
    expect(published.status).toBe(200);
    // My night learns it without the party's page being opened.
    // The visitor's browser (the same storage), its page opened anew.
    const mine = await visitor.page();
    await goto(mine, "/my-night", url());
    const cenote = mine.locator("[data-my-night] li", { hasText: "Cenote Night" });
    await expect.poll(() => cenote.textContent()).toContain("Cancelled");
    await expect.poll(() => groupMessage(mine)).not.toContain("Cenote Night");
    expect(await groupMessage(mine)).toContain("Jungle Warmup");
    // The plan says it too, in Spanish, and its request leaves it out.
    const page = await friend.page();
    const { pathname, search } = new URL(planLink);
    await goto(page, `/es${pathname}${search}`, url());
    expect(await page.locator('[data-plan] li[data-slug="cenote-night"]').textContent()).toContain(
      "Cancelada",
    );
    const message = await groupMessage(page);
    expect(message).not.toContain("Cenote Night");
    expect(message).toContain("Late Beach");
  });

  it("is followed in a calendar app from My night and from the plan, and its feed moves with the parties (issue 65)", async () => {
    const { search } = new URL(planLink);
    const href = async (page: Page, testId: string) =>
      (await page.getByTestId(testId).first().getAttribute("href")) ?? "";
    // The visitor's My night subscribes to the plan it would share.
    const mine = await visitor.page();
    await goto(mine, "/my-night", url());
    await expect.poll(() => href(mine, "calendar-subscribe")).toMatch(/^webcal:/);
    const webcal = new URL(await href(mine, "calendar-subscribe"));
    expect(`${webcal.pathname}${webcal.search}`).toBe(`/feeds/plan.ics${search}`);
    expect(new URL(await href(mine, "calendar-google")).searchParams.get("cid")).toBe(webcal.href);
    // The friend's plan page, in Spanish, offers the Spanish feed of the same parties.
    const page = await friend.page();
    await goto(page, `/es/plan${search}`, url());
    const feed = new URL(await href(page, "calendar-feed"));
    expect(`${feed.pathname}${feed.search}`).toBe(`/es/feeds/plan.ics${search}`);
    expect(await href(page, "calendar-subscribe")).toBe(feed.href.replace(/^https?:/, "webcal:"));
    const answer = await fetch(`${url()}${feed.pathname}${feed.search}`);
    expect(answer.status).toBe(200);
    const events = new ICAL.Component(ICAL.parse(await answer.text()))
      .getAllSubcomponents("vevent")
      .map((vevent) => [
        String(vevent.getFirstPropertyValue("url")).replace(/^.*\/event\//, ""),
        String(vevent.getFirstPropertyValue("status")),
      ]);
    // Cancelled by its editor in the test before: kept, and said so.
    expect(events.sort()).toEqual([
      ["cenote-night", "CANCELLED"],
      ["jungle-warmup", "CONFIRMED"],
      ["late-beach", "CONFIRMED"],
    ]);
    // One spelling per plan; nothing real in it is a 404.
    const reversed = `e=${[...SLUGS].reverse().join(".")}`;
    const respelled = await fetch(`${url()}/feeds/plan.ics?${reversed}`, { redirect: "manual" });
    expect(respelled.status).toBe(301);
    expect(respelled.headers.get("location")).toBe(`/feeds/plan.ics${search}`);
    expect((await fetch(`${url()}/feeds/plan.ics?e=made-up-party`)).status).toBe(404);
    expect((await fetch(`${url()}/feeds/plan.ics`)).status).toBe(404);
  });

  it("answers made-up, repeated and hostile entries calmly", async () => {
    const hostile = encodeURIComponent('"><script>alert(1)</script>');
    const answer = await fetch(
      `${url()}/plan?e=jungle-warmup.made-up-party.jungle-warmup.${hostile}&c=nope&i=${"x".repeat(3000)}`,
    );
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("Jungle Warmup");
    expect(html).toContain("data-plan-missing");
    expect(html).not.toContain("<script>alert(1)");
    // What the entries said is not repeated on the page (the language switch's link keeps the
    // address, encoded).
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).not.toContain("made-up-party");
    expect(main).not.toContain("alert");
    // Nothing real in it: a 404 that says so, never a 5xx.
    const nothing = await fetch(`${url()}/plan?e=${hostile}.made-up&c=${"y".repeat(5000)}`);
    expect(nothing.status).toBe(404);
    expect((await fetch(`${url()}/plan`)).status).toBe(404);
    // Every party over: the plan says so and offers tonight.
    const over = await (await fetch(`${url()}/plan?e=gone-party`)).text();
    expect(over).toContain("Every party of this plan is over.");
    expect(over).toContain('href="/tulum-events-today"');
    // Too many entries: the first twelve are read, the rest counted as not found.
    const many = Array.from({ length: 40 }, (_, i) => `made-up-${i}`).join(".");
    expect((await fetch(`${url()}/plan?e=jungle-warmup.${many}`)).status).toBe(200);
  });
});
