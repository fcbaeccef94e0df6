import { readFileSync } from "node:fs";
import { describe, expect, it, onTestFinished } from "vitest";
import { localizedPath } from "#app/i18n/locales.ts";
import { readCatalog } from "#scripts/catalogs.ts";
import { ENGLISH_ONLY_ARTICLE, writeEnglishOnlyBucket } from "#scripts/harness/derived-buckets.ts";
import { DEMO_BUCKET } from "#scripts/harness/emulator-env.ts";
import { startSite } from "#scripts/harness/site-process.ts";
import { SPANISH_TEMPLATE_PATHS, TEMPLATE_PATHS } from "#scripts/harness/templates.ts";
import { baseUrl, goto, useBrowser } from "#tests/support/browser.ts";

/** English -> Spanish, as the Spanish catalog says. */
const SPANISH = new Map(
  (await readCatalog("es")).map(({ message, translation }) => [message, translation]),
);
const SPANISH_TEXT = [...SPANISH.values()].join("\n");
const wholeWord = (phrase: string) =>
  new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u");

/**
 * The English interface phrases that must not show on a Spanish page: the literal parts of each
 * message (placeholders cut out) whose Spanish differs, unless the phrase is also Spanish (it
 * appears in the Spanish catalog itself, like "Clubs" or "Concierge").
 */
const ENGLISH_PHRASES = [...SPANISH.entries()]
  .filter(([english, spanish]) => english !== spanish)
  .flatMap(([english]) => english.split(/\{[^}]*\}/))
  .map((part) =>
    part
      .trim()
      .replace(/^[,.:;·]+|[,.:;·]+$/g, "")
      .trim(),
  )
  .filter((part) => part.length >= 4 && /\p{L}{3}/u.test(part))
  .filter((part) => !wholeWord(part).test(SPANISH_TEXT));

/**
 * Everything the demo bucket says, tags stripped: names of parties and venues are proper names
 * ("Tehmplo New Year @ Tehmplo" stays so in Spanish), not interface text.
 */
const CMS_TEXT = (() => {
  const strings: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") strings.push(value.replace(/<[^>]*>/g, " "));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === "object" && value !== null) Object.values(value).forEach(collect);
  };
  collect(JSON.parse(readFileSync(DEMO_BUCKET, "utf8")).objects);
  return strings.join("\n");
})();
const isCmsText = (text: string) => text.trim().length >= 16 && CMS_TEXT.includes(text.trim());

describe("the guide in Spanish", () => {
  const browser = useBrowser({ width: 390 });

  it.concurrent.for(SPANISH_TEMPLATE_PATHS)(
    "%s is all Spanish: lang es-MX, no English interface text, no console errors",
    async (path, test) => {
      const page = await browser.page(test);
      const response = await goto(page, path);
      test.expect(response?.status()).toBe(200);
      test.expect(await page.getAttribute("html", "lang")).toBe("es-MX");
      // Everything a visitor reads or hears, except CMS blocks marked as English fallbacks.
      const texts = await page.evaluate(() => {
        // A title names its page, then the site: "Tulum New Year Festival | Tulum Party".
        const found: string[] = [...document.title.split(" | ")];
        const description = document.querySelector('meta[name="description"]');
        found.push(description?.getAttribute("content") ?? "");
        const inEnglish = (element: Element | null) => Boolean(element?.closest('[lang="en"]'));
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || inEnglish(parent) || parent.closest("script, style, noscript")) continue;
          found.push(node.textContent ?? "");
        }
        for (const element of document.body.querySelectorAll(
          "[aria-label], [title], [alt], [placeholder]",
        )) {
          if (inEnglish(element)) continue;
          for (const name of ["aria-label", "title", "alt", "placeholder"])
            found.push(element.getAttribute(name) ?? "");
        }
        return found;
      });
      const text = texts.filter((item) => !isCmsText(item)).join("\n");
      const english = ENGLISH_PHRASES.filter((phrase) => wholeWord(phrase).test(text));
      test.expect(english, path).toEqual([]);
    },
  );

  it("keeps links, the concierge and the feeds in Spanish", async () => {
    const html = await (await fetch(`${baseUrl()}/es/event/zamna-tulum-festival-opening`)).text();
    const internal = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map(([, href = ""]) => href);
    const english = internal.filter(
      (href) => !href.startsWith("/es/") && !href.startsWith("/media/") && !href.endsWith(".pdf"),
    );
    // The language switch is the one link to the English page.
    expect(english).toEqual(["/event/zamna-tulum-festival-opening"]);
    expect(html).toContain(encodeURIComponent("¡Hola! Quiero reservar una mesa para"));
    const ics = await (
      await fetch(`${baseUrl()}/es/event/zamna-tulum-festival-opening/calendar.ics`)
    ).text();
    expect(ics).toContain("URL:http");
    expect(ics).toMatch(/URL:[^\r\n]*\/es\/event\/zamna-tulum-festival-opening/);
    const feed = await (await fetch(`${baseUrl()}/es/feeds/parties.ics`)).text();
    expect(feed).toContain("X-WR-CALNAME:Tulum Party: todas las fiestas");
  });

  it("reads Spanish content from the CMS, and marks English fallbacks lang=en", async () => {
    const page = await browser.page();
    await goto(page, "/es/article/how-closing-hours-work-in-tulum");
    const title = page.locator("h1");
    await expect(title.textContent()).resolves.toBe(
      "Cómo funcionan los horarios de cierre en Tulum",
    );
    expect(await title.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe(
      "es-MX",
    );
    expect(await page.locator("[data-english-only]").count()).toBe(0);

    // Every demo object has its Spanish version; the fallback shows on a bucket where one
    // article has none yet.
    const site = await startSite({ CONTENT_BUCKET_FILE: writeEnglishOnlyBucket() });
    onTestFinished(() => site.stop());
    await goto(page, `/es/article/${ENGLISH_ONLY_ARTICLE.slug}`, site.url);
    const fallback = page.locator("h1");
    await expect(fallback.textContent()).resolves.toBe(ENGLISH_ONLY_ARTICLE.title);
    expect(
      await fallback.evaluate((element) => element.closest("[lang]")?.getAttribute("lang")),
    ).toBe("en");
    // The interface around it stays Spanish, and says once why this text is English.
    await page.getByRole("heading", { name: "Sigue leyendo" }).waitFor();
    const notes = page.locator("[data-english-only]");
    expect(await notes.allTextContents()).toEqual([
      "Este contenido está disponible solo en inglés.",
    ]);
    expect(await notes.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe(
      "es-MX",
    );

    // The English page shows the English object, unmarked.
    await goto(page, "/article/how-closing-hours-work-in-tulum");
    await expect(page.locator("h1").textContent()).resolves.toBe("How closing hours work in Tulum");
  });

  it("writes dates the Mexican way, in each area's time zone", async () => {
    const page = await browser.page();
    const spanishDay =
      /^(Hoy|Mañana|(lunes|martes|miércoles|jueves|viernes|sábado|domingo) en la noche) a las \d{2}:\d{2}$|^(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)(, \d{2}:\d{2})?$/;
    for (const path of [
      "/es/event/zamna-tulum-festival-opening",
      "/es/san-jose-cabo/event/san-jose-cabo-art-walk-1",
    ]) {
      await goto(page, path);
      const when = (await page.locator("header time").first().textContent()) ?? "";
      expect(when, path).toMatch(spanishDay);
      const iso = (await page.locator("header time").first().getAttribute("datetime")) ?? "";
      // The machine-readable date keeps the area's own offset.
      expect(iso).toMatch(path.includes("san-jose-cabo") ? /-07:00$/ : /-05:00$/);
    }
  });

  it("switches language on the same page, query kept, with JavaScript", async () => {
    const page = await browser.page();
    await goto(page, "/tulum-traveler-frequent-questions?category=Hours");
    // On a phone the switch is in the menu.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByTestId("language-switch").click();
    await page.waitForURL(/\/es\/tulum-traveler-frequent-questions\?category=Hours$/);
    await page.waitForSelector('html[lang="es-MX"][data-hydrated=true]');
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("dialog").getByTestId("language-switch").click();
    await page.waitForURL(/\/tulum-traveler-frequent-questions\?category=Hours$/);
    expect(await page.getAttribute("html", "lang")).toBe("en");
  });

  it("switches language without JavaScript: the switch is a plain link", async () => {
    for (const path of ["/djs?page=2", "/", "/event/zamna-tulum-festival-opening"]) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const switchTo = /<a href="([^"]+)"[^>]*data-testid="language-switch"/.exec(html)?.[1];
      expect(switchTo?.replace(/&amp;/g, "&")).toBe(localizedPath("es", path));
      const back = await (await fetch(`${baseUrl()}${localizedPath("es", path)}`)).text();
      expect(/<a href="([^"]+)"[^>]*data-testid="language-switch"/.exec(back)?.[1]).toBe(
        path.replace(/&/g, "&amp;"),
      );
    }
  });

  it("answers the redirects, unmatched paths and status codes under /es/", async () => {
    const answer = (path: string) => fetch(`${baseUrl()}${path}`, { redirect: "manual" });
    const moved = await answer("/es/calendar");
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get("location") ?? "", baseUrl()).pathname).toBe(
      "/es/tulum-party-mexico-event-calendar",
    );
    const unmatched = await answer("/es/no-such-page");
    expect(unmatched.status).toBe(302);
    expect(new URL(unmatched.headers.get("location") ?? "", baseUrl()).pathname).toBe("/es/");
    const gone = await answer("/es/brands/kiri");
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("Esto ya no existe");
    const missing = await answer("/es/event/missing-party");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Página no encontrada");
  });

  it("links every page to its other language (hreflang), reciprocally, over the sitemap", async () => {
    const index = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = ""]) => url);
    const pages: { loc: string; alternates: Record<string, string> }[] = [];
    for (const file of files) {
      const xml = await (await fetch(`${baseUrl()}${new URL(file).pathname}`)).text();
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      for (const [, body = ""] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? "";
        const alternates = Object.fromEntries(
          [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
            ([, lang = "", href = ""]): [string, string] => [lang, href],
          ),
        );
        pages.push({ loc, alternates });
      }
    }
    const locs = new Set(pages.map((entry) => entry.loc));
    for (const { loc, alternates } of pages) {
      // Both languages are listed, each naming the other.
      expect(Object.keys(alternates).sort(), loc).toEqual(["en", "es-MX", "x-default"]);
      expect(locs.has(alternates.en ?? ""), loc).toBe(true);
      expect(locs.has(alternates["es-MX"] ?? ""), loc).toBe(true);
      expect(alternates["x-default"]).toBe(alternates.en);
    }
    // The pages say the same as the sitemap (every static page and a sample of the rest).
    const sample = pages.filter((_, index) => index < 60 || index % 25 === 0);
    for (const { loc, alternates } of sample) {
      const html = await (await fetch(`${baseUrl()}${new URL(loc).pathname}`)).text();
      // The sitemap and the page are served by the same site: compare paths.
      const paths = (pairs: [string, string][]) =>
        Object.fromEntries(pairs.map(([lang, href]) => [lang, new URL(href).pathname]));
      const links = paths(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
          ([, lang = "", href = ""]): [string, string] => [lang, href],
        ),
      );
      expect(links, loc).toEqual(paths(Object.entries(alternates)));
      expect(html).toMatch(
        loc.includes("/es/") ? /og:locale" content="es_MX"/ : /og:locale" content="en_US"/,
      );
    }
  });

  it("serves every template in both languages with the same status", async () => {
    for (const path of TEMPLATE_PATHS) {
      const [english, spanish] = await Promise.all([
        fetch(`${baseUrl()}${path}`),
        fetch(`${baseUrl()}${localizedPath("es", path)}`),
      ]);
      expect(spanish.status, path).toBe(english.status);
      await Promise.all([english.arrayBuffer(), spanish.arrayBuffer()]);
    }
  });
});

describe.each([390, 1280])("Spanish that finds its visitors at %i px (issue 42)", (width) => {
  const spanishBrowser = useBrowser({ width, locale: "es-MX" });
  const englishBrowser = useBrowser({ width, locale: "en-US" });
  const hint = "#spanish-hint";
  const shown = (page: import("playwright-core").Page) => page.locator(hint).isVisible();

  it("offers a Spanish browser the same page in Spanish once, and remembers when it is closed", async () => {
    const page = await spanishBrowser.page();
    await goto(page, "/tulum-clubs");
    await page.locator(hint).waitFor({ state: "visible" });
    expect(await page.locator(`${hint} a`).getAttribute("href")).toBe("/es/tulum-clubs");
    expect(await page.locator(hint).getAttribute("lang")).toBe("es");
    // Never a redirect: the English page stays.
    expect(new URL(page.url()).pathname).toBe("/tulum-clubs");
    // On a Spanish page there is nothing to offer.
    await goto(page, "/es/tulum-clubs");
    await page.waitForSelector("html[data-hydrated=true]");
    expect(await page.locator(hint).count()).toBe(0);
    // Closed once, it stays closed on the next English page.
    await goto(page, "/");
    await page.locator(hint).waitFor({ state: "visible" });
    // It follows the page shown after a navigation in place.
    await page.locator('main a[href="/tulum-party-mexico-event-calendar"]').first().click();
    await page.waitForURL(/event-calendar/);
    await expect
      .poll(() => page.locator(`${hint} a`).getAttribute("href"))
      .toBe("/es/tulum-party-mexico-event-calendar");
    await page.locator(`${hint} button`).click();
    await expect.poll(() => shown(page)).toBe(false);
    await goto(page, "/tulum-clubs");
    await page.waitForSelector("html[data-hydrated=true]");
    expect(await shown(page)).toBe(false);
  });

  it("offers nothing to a browser that prefers English; the switch is in the header", async () => {
    const page = await englishBrowser.page();
    await goto(page, "/");
    await page.waitForSelector("html[data-hydrated=true]");
    expect(await shown(page)).toBe(false);
    const languageSwitch = page.locator("header [data-testid=language-switch]");
    expect(await languageSwitch.isVisible()).toBe(true);
    expect(await languageSwitch.getAttribute("href")).toBe("/es/");
    const header = await page.locator("header").first().boundingBox();
    const switchBox = await languageSwitch.boundingBox();
    expect(switchBox && header && switchBox.x + switchBox.width <= header.x + header.width).toBe(
      true,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
});

describe("Spanish versions keep their relations (issue 42)", () => {
  it.each(["/djs/nox-verde", "/brands/ancestral-tulum"])(
    "%s lists the same parties in both languages",
    async (path) => {
      const slugs = async (url: string) => {
        const html = await (await fetch(`${baseUrl()}${url}`)).text();
        return [...html.matchAll(/data-slug="([^"]+)"/g)].map(([, slug]) => slug);
      };
      const english = await slugs(path);
      expect(english.length).toBeGreaterThan(0);
      expect(await slugs(`/es${path}`)).toEqual(english);
    },
  );
});

describe("Spanish at 320 px (issue 54)", () => {
  const browser = useBrowser({ width: 320 });

  it.each(["/es/tulum-traveler-frequent-questions", "/es/tulum-clubs-directory"])(
    "%s: every filter menu shows its whole choice, and nothing is wider than the screen",
    async (path) => {
      const page = await browser.page();
      await goto(page, path);
      const cut = await page.locator("main form select").evaluateAll((selects) =>
        selects.flatMap((select) => {
          if (!(select instanceof HTMLSelectElement)) return [];
          const context = document.createElement("canvas").getContext("2d");
          if (!context) return [];
          context.font = getComputedStyle(select).font;
          const text = select.selectedOptions[0]?.textContent ?? "";
          // Its text, its padding and the arrow (about 2rem) must fit in the menu.
          return context.measureText(text).width + 32 > select.clientWidth ? [text] : [];
        }),
      );
      expect(cut).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
    },
  );
});
