import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAnswer, type SiteProcess, startSite } from "#scripts/harness/site-process.ts";
import { siteClock } from "#tests/support/site-clock.ts";

/**
 * Issue 54: tonight decides too. The demo as a visitor meets it on Friday at 21:30 in Tulum
 * (the site's clock moved with Debian's libfaketime): tonight's Tulum parties carry a price
 * and an age, tonight's party at a beach club carries its dress code, and the club says it is
 * open tonight with that party's hours instead of sending the visitor to the concierge.
 */
/** Friday 4 December 2026, 21:30 in Tulum (UTC-5). */
const FRIDAY_EVENING = "2026-12-04T21:30:00-05:00";

let site: SiteProcess;
beforeAll(async () => {
  site = await startSite(siteClock(FRIDAY_EVENING));
}, 60_000);
afterAll(() => site?.stop());

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .trim();

async function page(path: string): Promise<string> {
  const { status, body } = await fetchAnswer(`${site.url}${path}`);
  expect(status, path).toBe(200);
  return body;
}

describe("the demo on Friday at 21:30", () => {
  it.each([
    ["/tulum-party-mexico-event-calendar?when=tonight", /^(· )?(MXN|US\$|From|Free)/],
    ["/es/tulum-party-mexico-event-calendar?when=tonight", /^(· )?(MXN|US\$|Desde|Entrada)/],
  ])("%s: every party of tonight has a price and an age", async (path, price) => {
    const html = await page(path);
    const rows = [...html.matchAll(/<li[^>]*data-slug="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const [, slug, row = ""] of rows) {
      const fact = (name: string) =>
        text(new RegExp(`data-fact="${name}"[^>]*>([\\s\\S]*?)</`).exec(row)?.[1] ?? "");
      expect(fact("price"), slug).toMatch(price);
      expect(fact("age"), slug).toMatch(/\b\d\d\+$/);
    }
  });

  it.each([
    ["/tulum-clubs/taboo-tulum", "Open tonight · 10:30 PM – 1:00 AM"],
    ["/es/tulum-clubs/taboo-tulum", "Abierto hoy en la noche · 22:30–01:00"],
  ])(
    "%s: a club with a party tonight is open tonight for that party's hours",
    async (path, line) => {
      const html = await page(path);
      const facts = text(/data-testid="venue-facts"([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "");
      expect(facts).toContain(line);
      expect(facts).not.toMatch(/concierge for tonight|concierge el horario/i);
    },
  );

  it.each([
    ["/event/cenote-sounds-taboo-tulum-01-01", "Dress code: Beach chic"],
    ["/es/event/cenote-sounds-taboo-tulum-01-01", "Código de vestimenta: Chic de playa"],
  ])("%s: tonight's party says its dress code", async (path, line) => {
    const html = await page(path);
    expect(text(/data-fact="dress"[^>]*>([\s\S]*?)<\//.exec(html)?.[1] ?? "")).toContain(line);
  });
});
