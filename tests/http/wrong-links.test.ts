import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAnswer } from "#scripts/harness/site-process.ts";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site.ts";

/** Issue 42: wrong links that land, on the demo bucket. */
describe("wrong links that land", () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite();
  });
  afterAll(() => site?.close());
  const get = (path: string) => fetchAnswer(`${site.url}${path}`);

  it.each([
    ["/tonight", "/tulum-events-today"],
    ["/today", "/tulum-events-today"],
    ["/clubs", "/tulum-clubs"],
    ["/beach-clubs", "/tulum-day-beach-clubs"],
    ["/dj/nox-verde", "/djs/nox-verde"],
    ["/DJ/Nox-Verde", "/djs/nox-verde"],
    ["/DJS/NOX-VERDE", "/djs/nox-verde"],
    ["/es/hoy", "/es/tulum-events-today"],
    ["/es/esta-noche", "/es/tulum-events-today"],
    ["/es/clubes-de-playa", "/es/tulum-day-beach-clubs"],
    ["/es/evento/zamna-tulum-festival-opening", "/es/event/zamna-tulum-festival-opening"],
    // One typo or one guess from a route (issue 54): the rest of the path is kept.
    ["/evnt/zamna-tulum-festival-opening", "/event/zamna-tulum-festival-opening"],
    ["/club/taboo-tulum", "/tulum-clubs/taboo-tulum"],
    ["/es/club/taboo-tulum", "/es/tulum-clubs/taboo-tulum"],
    ["/events", "/tulum-party-mexico-event-calendar"],
    ["/brnds/zamna-tulum", "/brands/zamna-tulum"],
  ])("%s lands on %s", async (alias, page) => {
    let path = alias;
    for (let hops = 0; hops < 3; hops++) {
      const answer = await get(path);
      if (answer.status !== 301 && answer.status !== 302) break;
      path = answer.headers.get("location") ?? "";
    }
    expect(path).toBe(page);
    expect((await get(page)).status).toBe(200);
  });

  it.each([
    ["/event/zamna-tulum-festival-openin", "/event/zamna-tulum-festival-opening"],
    ["/es/event/zamna-tulum-festval-opening", "/es/event/zamna-tulum-festival-opening"],
    ["/djs/nox-verd", "/djs/nox-verde"],
    ["/brands/zamna-tulm", "/brands/zamna-tulum"],
    ["/event/bagatelle-tuum-weekly-11", "/event/bagatelle-tulum-weekly-11"],
    ["/playa-del-carmen-clubs/mamitas-suset-playa", "/playa-del-carmen-clubs/mamitas-sunset-playa"],
  ])("a near miss (%s) answers 404 with %s first and a search field", async (path, meant) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    const suggestions = answer.body.slice(answer.body.indexOf("data-did-you-mean"));
    expect(suggestions.match(/href="([^"]+)"/)?.[1]).toBe(meant);
    expect(answer.body).toMatch(/<form[^>]+action="(\/es)?\/search"/);
  });

  it("an unknown path still goes home (SPEC), and a hostile slug gets no suggestions", async () => {
    const unknown = await get("/no-such-section/at-all");
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("location")).toBe("/");
    // A typo of a section with a wrong slug too lands on that section's 404, which says so.
    const typo = await get("/evnt/x");
    expect(typo.headers.get("location")).toBe("/event/x");
    expect((await get("/event/x")).status).toBe(404);
    const hostile = await get("/event/%3Cscript%3E");
    expect(hostile.status).toBe(404);
    expect(hostile.body).not.toContain("data-did-you-mean");
  });
});
