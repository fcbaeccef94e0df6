import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Emulator } from "#emulator/server.ts";
import {
  fetchAnswer,
  type SiteProcess,
  startSite,
  startSiteWithEmulator,
} from "#scripts/harness/site-process.ts";
import { axeViolations, goto, useBrowser } from "#tests/support/browser.ts";
import { SUITE_FIXTURE, writeSuiteBucket } from "#tests/support/suite-bucket.ts";
import { serveSuiteBucket } from "#tests/support/suite-site.ts";

/** Issue 16: search that forgives, answers as the visitor types, and never waits on the CMS. */
const BOX = "Parties, clubs, DJs or articles";
/** On the suites' own bucket: its parties, DJs, brand, article and FAQs, and the directory's clubs. */
const baseUrl = serveSuiteBucket();
const { party, brand, article, weekly, faqs } = SUITE_FIXTURE;
const dj = SUITE_FIXTURE.artists[0];

describe("a night-out question (issue 42)", () => {
  /** The kind of the first results section, and that section's text. */
  async function firstSection(path: string) {
    const { status, body } = await fetchAnswer(`${baseUrl()}${path}`);
    expect(status).toBe(200);
    const kind = /id="results-([a-z]+)"/.exec(body)?.[1];
    const section = body.slice(body.indexOf(`id="results-${kind}"`));
    return { kind, section: section.slice(0, section.indexOf("</section>")) };
  }

  it.each([
    ["/search", "beach club"],
    ["/es/search", "club de playa"],
  ])(
    "%s with nothing asked offers tonight's parties and searches to try",
    async (path, tryWord) => {
      const { status, body } = await fetchAnswer(`${baseUrl()}${path}`);
      expect(status).toBe(200);
      const tonight = body.slice(body.indexOf('id="search-tonight"'));
      expect(body).toContain('id="search-tonight"');
      expect(tonight.slice(0, tonight.indexOf("</section>"))).toContain(SUITE_FIXTURE.onNow.title);
      expect(body).toContain(`q=${encodeURIComponent(tryWord)}"`);
    },
  );

  it.each([
    ["/search?q=tonight", SUITE_FIXTURE.onNow.title],
    ["/search?q=parties%20tonight", SUITE_FIXTURE.onNow.title],
    ["/es/search?q=esta%20noche", SUITE_FIXTURE.onNow.title],
    ["/es/search?q=hoy", SUITE_FIXTURE.onNow.title],
    ["/es/search?q=ma%C3%B1ana", SUITE_FIXTURE.tomorrow.title],
  ])("%s answers with the night's parties first", async (path, title) => {
    const { kind, section } = await firstSection(path);
    expect(kind, path).toBe("party");
    expect(section, path).toContain(title);
  });

  it.each(["/es/search?q=club%20de%20playa", "/search?q=beach%20club"])(
    "%s answers with beach clubs first, not Playa del Carmen's clubs",
    async (path) => {
      const { kind, section } = await firstSection(path);
      expect(kind, path).toBe("club");
      expect(section, path).toContain("Papaya Playa Project");
    },
  );

  it("finds Taboo spelled tabu", async () => {
    const { section } = await firstSection("/es/search?q=tabu");
    expect(section).toMatch(/Taboo/);
  });
});

describe("search results rendered on the server", () => {
  it.each([
    ["marea baja", "dj", dj.title],
    ["eclipse", "party", party.title],
    ["papaya", "club", "Papaya Playa Project"],
    ["night ends", "article", article.title],
    ["bagatele", "club", "Bagatelle Tulum"],
    ["tehmpló", "brand", brand.title],
    ["camera", "faq", faqs.Safety[1]],
  ])("finds %s among the %s results", async (q, kind, expected) => {
    const { status, body } = await fetchAnswer(`${baseUrl()}/search?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    const section = body.slice(body.indexOf(`id="results-${kind}"`));
    expect(section).toContain(expected);
  });

  it.each([
    ["a regex wildcard", ".*"],
    ["a catastrophic pattern", "(a+)+$"],
    ["5,000 characters", "x".repeat(5000)],
    ["a query operator", '{"$regex":".*"}'],
  ])("treats %s as text, never as a pattern", async (_name, q) => {
    const page = await fetchAnswer(`${baseUrl()}/search?q=${encodeURIComponent(q)}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('id="results-');
    const json = await fetchAnswer(`${baseUrl()}/search.json?q=${encodeURIComponent(q)}`, {
      redirect: "follow",
    });
    expect(json.status).toBe(200);
    expect(JSON.parse(json.body).total).toBe(0);
  });

  it("finds the free parties by 'free' and by 'gratis', the same ones (issue 66)", async () => {
    // The demo content, which has free parties (the suites' bucket has none).
    const demo = await startSite();
    try {
      const urls = async (path: string) => {
        const found: unknown = JSON.parse((await fetchAnswer(`${demo.url}${path}`)).body);
        const groups =
          typeof found === "object" && found && "groups" in found && Array.isArray(found.groups)
            ? found.groups
            : [];
        return groups
          .filter((group: { kind?: string }) => group.kind === "party")
          .flatMap((group: { items?: { url: string }[] }) => group.items ?? [])
          .map((item: { url: string }) => item.url)
          .sort();
      };
      const free = await urls("/search.json?q=free&kind=party");
      expect(free.length).toBeGreaterThan(0);
      expect(await urls("/es/search.json?q=gratis&kind=party")).toEqual(free);
      // Each is a party whose page says it is free, in English and in Spanish.
      for (const url of free.slice(0, 3)) {
        expect((await fetchAnswer(`${demo.url}${url}`)).body, url).toContain("Free entry");
        expect((await fetchAnswer(`${demo.url}/es${url}`)).body, url).toContain("Entrada libre");
      }
    } finally {
      await demo.stop();
    }
  }, 60_000);

  it("groups results with their counts and a link to show all of a kind", async () => {
    const { body } = await fetchAnswer(`${baseUrl()}/search?q=tulum`);
    expect(body).toMatch(/Clubs \(\d+\)/);
    expect(body).toContain("/search?q=tulum&amp;kind=club");
    const all = await fetchAnswer(`${baseUrl()}/search?q=tulum&kind=club`);
    expect(all.body).not.toContain('id="results-party"');
    expect(all.body.match(/<li class="rounded-2xl/g)?.length).toBeGreaterThan(6);
  });

  it("lists a weekly night once, with how many more dates it has", async () => {
    const { body } = await fetchAnswer(`${baseUrl()}/search?q=lagoon%20weekly`);
    expect(body.split(`${weekly.title}<`)).toHaveLength(2);
    expect(body).toMatch(new RegExp(`${weekly.dates - 1}(<!-- -->)? more dates`));
  });

  it("says when nothing matches, suggests the closest title and offers the calendar and the concierge", async () => {
    const { body } = await fetchAnswer(`${baseUrl()}/search?q=vagaloomee`);
    expect(body).toContain("Nothing found for “vagaloomee”.");
    expect(body).toMatch(/Did you mean(<!-- -->)? <a [^>]*href="\/search\?q=Vagalume[^"]*"/);
    expect(body).toContain('href="/tulum-party-mexico-event-calendar"');
    expect(body).toContain("wa.me");
  });

  it("answers in Spanish from the Spanish index", async () => {
    const { body } = await fetchAnswer(`${baseUrl()}/es/search?q=calendario`);
    expect(body).toContain("Calendario de fiestas");
    const json = JSON.parse((await fetchAnswer(`${baseUrl()}/es/search.json?q=preguntas`)).body);
    expect(json.total).toBeGreaterThan(0);
  });

  it("keeps only q in the instant results' cache key", async () => {
    // A query is kept from its second request on (decision 0041).
    await fetch(`${baseUrl()}/search.json?q=ilios`);
    const first = await fetch(`${baseUrl()}/search.json?q=ilios`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const again = await fetch(`${baseUrl()}/search.json?utm_source=x&q=ilios&kind=party`);
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("cache-control")).toContain("max-age=");
  });

  it("keeps a query as the index reads it: any other spelling is a 301 kept nowhere", async () => {
    // Kept from its second request on (decision 0041).
    for (let i = 0; i < 2; i++) await fetch(`${baseUrl()}/search.json?q=zamna%20tulum`);
    for (const q of ["ZAMNA Tulum", " zamná   tulum ", "Zamna\u00a0TULUM"]) {
      const answer = await fetchAnswer(`${baseUrl()}/search.json?q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(301);
      expect(answer.headers.get("location"), q).toBe("/search.json?q=zamna+tulum");
      expect(answer.headers.get("cache-control"), q).toBe("no-store");
    }
    const kept = await fetch(`${baseUrl()}/search.json?q=zamna+tulum`);
    expect(kept.headers.get("x-page-cache")).toBe("hit");
    expect((await kept.json()).q).toBe("zamna tulum");
  });
});

describe("search with JavaScript off", () => {
  const browser = useBrowser({ javaScriptEnabled: false });

  it("is a GET form that renders the results on the server", async () => {
    const page = await browser.page();
    await page.goto(`${baseUrl()}/search`);
    await page.getByLabel(BOX).fill("bonboniere");
    await Promise.all([
      page.waitForURL(/\?q=bonboniere$/),
      page.getByRole("button", { name: "Search", exact: true }).click(),
    ]);
    await expect(page.locator("#results-club").textContent()).resolves.toBe("Clubs (1)");
    expect(await page.getByRole("link", { name: "Bonbonniere Tulum" }).count()).toBe(1);
  });
});

/** Holds the instant answer for `text` back until the returned function is called. */
async function holdAnswer(page: Page, text: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/search\\.json\\?q=${text}$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe("instant search with JavaScript", () => {
  const browser = useBrowser();

  it("shows results as the visitor types, without a navigation", async () => {
    const page = await browser.page();
    await goto(page, "/search", baseUrl());
    await page.evaluate(() => Reflect.set(window, "stillHere", true));
    await page.getByLabel(BOX).pressSequentially("vagal");
    const option = page.getByRole("option", { name: /^Vagalume Tulum/ });
    await option.waitFor();
    expect(page.url()).toBe(`${baseUrl()}/search`);
    expect(await page.evaluate(() => Reflect.get(window, "stillHere"))).toBe(true);
    expect(await page.getByRole("combobox").getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => page.getByRole("status").textContent()).toMatch(/^\d+ results?$/);
  });

  it("moves through results with the arrow keys and opens one with Enter", async () => {
    const page = await browser.page();
    await goto(page, "/search", baseUrl());
    const box = page.getByRole("combobox");
    await box.pressSequentially("bagat");
    // The answer for the whole text (its last option names the text it answers), not one for
    // "bag" still on screen.
    await page.getByRole("option", { name: /“bagat”/ }).waitFor();
    await page.getByRole("option", { name: /^Bagatelle Tulum/ }).waitFor();
    await box.press("ArrowDown");
    const active = await box.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`).getAttribute("aria-selected")).resolves.toBe(
      "true",
    );
    await expect(page.locator(`[id="${active}"]`).textContent()).resolves.toContain(
      "Bagatelle Tulum",
    );
    await box.press("Enter");
    await page.waitForURL(/\/tulum-clubs\/bagatelle-tulum$/);
  });

  it("keeps the chosen result, and stays closed, when an answer arrives late", async () => {
    const page = await browser.page();
    await goto(page, "/search", baseUrl());
    const box = page.getByRole("combobox");
    await box.pressSequentially("baga");
    await page.getByRole("option", { name: /“baga”/ }).waitFor();

    const releaseBagat = await holdAnswer(page, "bagat");
    await box.press("t");
    await box.press("ArrowDown");
    const chosen = await page.locator('[role="option"][aria-selected="true"]').textContent();
    expect(chosen).toBeTruthy();
    releaseBagat();
    await page.getByRole("option", { name: /“bagat”/ }).waitFor();
    const active = await box.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`).textContent()).resolves.toBe(chosen);

    const releaseBaga = await holdAnswer(page, "baga");
    await box.press("Backspace");
    await box.press("Escape");
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("false");
    const answered = page.waitForResponse(/\/search\.json\?q=baga$/);
    releaseBaga();
    await answered;
    // Shown in the (hidden) list, which stays closed.
    await page.locator('[role="option"]', { hasText: "“baga”" }).waitFor({ state: "attached" });
    expect(await box.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes with Escape, and Enter with no result chosen shows the full results", async () => {
    const page = await browser.page();
    await goto(page, "/search", baseUrl());
    const box = page.getByRole("combobox");
    await box.pressSequentially("marea");
    await page.getByRole("listbox").waitFor();
    await box.press("Escape");
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.getByRole("listbox").isHidden()).toBe(true);
    await box.press("Enter");
    await page.waitForURL(/\/search\?q=marea$/);
    await page.locator("#results-dj").waitFor();
  });

  it("has no axe violations with the results open", async () => {
    const page = await browser.page();
    await goto(page, "/search", baseUrl());
    await page.getByRole("combobox").pressSequentially("tulum");
    await page.getByRole("listbox").waitFor();
    await page.getByRole("combobox").press("ArrowDown");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("is reachable from the shell on every page", async () => {
    const page = await browser.page();
    for (const path of ["/", "/djs", "/tulum-party-mexico-event-calendar", "/es/djs"]) {
      await goto(page, path, baseUrl());
      // At 1280 px the sidebar's Search (the top bar's icon on phones, its field from 1536 px).
      const search = page
        .getByRole("link", { name: /^(Search|Buscar)$/ })
        .filter({ visible: true })
        .first();
      const target = path.startsWith("/es/") ? "/es/search" : "/search";
      expect(await search.getAttribute("href"), path).toBe(target);
    }
    await goto(page, "/djs", baseUrl());
    await page
      .getByRole("link", { name: "Search", exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await page.waitForURL(/\/search$/);
    await page.getByRole("combobox").fill("tehmplo");
    await page.getByRole("combobox").press("Enter");
    await page.waitForURL(/\/search\?q=tehmplo$/);
    await expect.poll(() => page.locator("#results-brand").textContent()).toMatch(/^Brands/);
    await expect
      .poll(() => page.locator('main a[href="/brands/tehmplo-tulum"]').count())
      .toBeGreaterThan(0);
  });
});

describe("search on a phone", () => {
  const browser = useBrowser({ width: 390 });

  it("opens the search page from the top bar", async () => {
    const page = await browser.page();
    await goto(page, "/", baseUrl());
    await page.getByRole("link", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/search$/);
    expect(new URL(page.url()).pathname).toBe("/search");
    // Arriving to search, the cursor is in the field.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("role")))
      .toBe("combobox");
  });
});

describe("search while the CMS is down", () => {
  let site: SiteProcess;
  let emulator: Emulator;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ site, emulator, stop } = await startSiteWithEmulator(
      {},
      { bucketFile: writeSuiteBucket() },
    ));
  });
  afterAll(() => stop());

  it("answers new queries from the index, with no CMS request per query", async () => {
    const json = async (q: string) => {
      const answer = await fetchAnswer(`${site.url}/search.json?q=${encodeURIComponent(q)}`, {
        redirect: "follow",
      });
      expect(answer.status).toBe(200);
      return JSON.parse(answer.body);
    };
    expect((await json("bagatele")).total).toBeGreaterThan(0);
    const before = emulator.requests.length;
    for (const q of ["vagal", "tehmplo", dj.title, "night ends", "gallery night"])
      expect((await json(q)).total).toBeGreaterThan(0);
    expect(emulator.requests.length).toBe(before);

    await emulator.close();
    const answer = await json("bonboniere");
    expect(answer.groups[0].items[0].title).toBe("Bonbonniere Tulum");
    const page = await fetchAnswer(`${site.url}/search?q=gitano`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Gitano Jungle");
  });
});
