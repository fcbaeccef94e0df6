import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scaledBucket } from "#scripts/harness/derived-buckets.ts";
import { fetchAnswer, startSiteWithEmulator } from "#scripts/harness/site-process.ts";

/**
 * Every "N more dates" leads to those dates (issue 54): on a bucket eight times the demo (each
 * night eight times its parties), a resident DJ's and a brand's coming dates are each on a
 * page of their own list, in both languages, and the line counts exactly the ones not shown.
 */
describe("every coming date is reachable from its page", () => {
  let running: Awaited<ReturnType<typeof startSiteWithEmulator>>;
  beforeAll(async () => {
    running = await startSiteWithEmulator({}, { bucketFile: scaledBucket(8) });
  }, 120_000);
  afterAll(() => running?.stop());

  /** The party links of a page's section, and its "N more dates" line's count and link. */
  async function datesOn(path: string, section: string) {
    const { status, body } = await fetchAnswer(`${running.site.url}${path}`);
    expect(status, path).toBe(200);
    const start = body.indexOf(`aria-labelledby="${section}"`);
    const html = body.slice(start, body.indexOf("</section>", start));
    const more = /href="([^"]*)"[^>]*>(\d+) (?:more dates|fechas más)/.exec(html);
    return {
      links: [...html.matchAll(/href="((?:\/es)?\/event\/[^"#?]+)"/g)].map(([, href = ""]) => href),
      more: more ? { href: more[1]?.replaceAll("&amp;", "&"), count: Number(more[2]) } : null,
      last: !html.includes('rel="next"'),
    };
  }

  it.each([
    ["/djs/nox-nocturna", "upcoming"],
    ["/es/djs/nox-nocturna", "upcoming"],
    ["/brands/zamna-tulum", "next"],
  ])("%s: the dates not shown are on the next pages, each once", async (path, section) => {
    const first = await datesOn(path, section);
    expect(first.more, "an 'N more dates' line").not.toBeNull();
    expect(first.more?.href).toBe(`?dates=2#${section}`);
    const rest: string[] = [];
    for (let page = 2; page < 100; page++) {
      const next = await datesOn(`${path}?dates=${page}`, section);
      rest.push(...next.links);
      if (next.last) break;
    }
    expect(rest).toHaveLength(first.more?.count ?? 0);
    expect(new Set([...first.links, ...rest]).size).toBe(first.links.length + rest.length);
  });

  it.each([
    ["/genres/techno", "more DJs"],
    ["/es/genres/techno", "DJs más"],
  ])("%s: the DJs not shown are on the next pages, each once", async (path, words) => {
    const djsOn = async (url: string) => {
      const { status, body } = await fetchAnswer(`${running.site.url}${url}`);
      expect(status, url).toBe(200);
      const start = body.indexOf('aria-labelledby="genre-djs"');
      const html = body.slice(start, body.indexOf("</section>", start));
      const more = new RegExp(`href="([^"]*)"[^>]*>(\\d+) ${words}`).exec(html);
      return {
        links: [...html.matchAll(/href="((?:\/es)?\/djs\/[^"#?]+)"/g)].map(([, href = ""]) => href),
        more: more ? { href: more[1], count: Number(more[2]) } : null,
        last: !html.includes('rel="next"'),
      };
    };
    const first = await djsOn(path);
    expect(first.more, "an 'N more DJs' line").not.toBeNull();
    expect(first.more?.href).toBe("?djs=2#genre-djs");
    const rest: string[] = [];
    for (let page = 2; page < 100; page++) {
      const next = await djsOn(`${path}?djs=${page}`);
      rest.push(...next.links);
      if (next.last) break;
    }
    expect(rest).toHaveLength(first.more?.count ?? 0);
    expect(new Set([...first.links, ...rest]).size).toBe(first.links.length + rest.length);
  });

  it("a club's 'N more in the calendar' leads to a calendar holding every date of its feed", async () => {
    const club = "/tulum-clubs/bonbonniere-tulum";
    const { body } = await fetchAnswer(`${running.site.url}${club}`);
    const more = /href="([^"]*)"[^>]*>\d+ more in the calendar/
      .exec(body)?.[1]
      ?.replaceAll("&amp;", "&");
    expect(more).toBe("/tulum-party-mexico-event-calendar?venue=bonbonniere-tulum");
    const listed = new Set<string>();
    let next: string | undefined = more;
    for (let page = 0; next && page < 200; page++) {
      const answer = await fetchAnswer(`${running.site.url}${next}`);
      expect(answer.status, next).toBe(200);
      const main = answer.body.slice(answer.body.indexOf("<main"));
      for (const [, href = ""] of main.matchAll(/href="(\/event\/[^"#?]+)"/g)) listed.add(href);
      next = /href="([^"]*)" rel="next"|rel="next"[^>]*href="([^"]*)"/
        .exec(main)
        ?.slice(1)
        .find(Boolean)
        ?.replaceAll("&amp;", "&");
    }
    const feed = await fetchAnswer(
      `${running.site.url}/feeds/clubs/bonbonniere-tulum/calendar.ics`,
    );
    const dates = [
      ...feed.body.replace(/\r?\n[ \t]/g, "").matchAll(/^URL:\S*?(\/event\/\S+)$/gm),
    ].map(([, path = ""]) => path.trim());
    expect(dates.length).toBeGreaterThan(20);
    expect(dates.filter((path) => !listed.has(path))).toEqual([]);
  });

  it("a page of dates past the end is sent to the first, and the redirect is not kept", async () => {
    const past = await fetchAnswer(`${running.site.url}/djs/nox-nocturna?dates=999`);
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe("/djs/nox-nocturna");
    expect(past.headers.get("cache-control")).toBe("no-store");
  });
});
