import { describe, expect, it } from "vitest";
import { CLOSED_BRANDS } from "#app/directory/records.ts";
import { TEMPLATE_PATHS } from "#scripts/harness/templates.ts";
import { baseUrl } from "#tests/support/browser.ts";
import { SUITE_FIXTURE } from "#tests/support/suite-bucket.ts";
import { serveSuiteBucket } from "#tests/support/suite-site.ts";

interface Head {
  title: string;
  description: string;
  canonical: string;
  lang: string;
  meta: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

async function head(path: string): Promise<Head> {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const meta: Record<string, string> = {};
  for (const [, key = "", value = ""] of html.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)"/g,
  ))
    meta[key] = value;
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map(([, json = "{}"]) => JSON.parse(json));
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
    description: meta.description ?? "",
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "",
    lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? "",
    meta,
    jsonLd,
  };
}

function has(object: unknown, path: string): boolean {
  let current: unknown = object;
  for (const key of path.split(".")) {
    if (Array.isArray(current)) current = current[0];
    if (typeof current !== "object" || current === null || !(key in current)) return false;
    current = Reflect.get(current, key);
  }
  return current !== undefined && current !== null && current !== "";
}

/** Google's required properties for the rich results these types are eligible for. */
const REQUIRED: Record<string, string[]> = {
  MusicEvent: ["name", "startDate", "location.name", "location.address"],
  NightClub: ["name", "address"],
  Organization: ["name"],
  Person: ["name"],
  Article: ["headline", "image", "datePublished", "author.name"],
  FAQPage: ["mainEntity.name", "mainEntity.acceptedAnswer.text"],
  VideoObject: ["name", "thumbnailUrl", "uploadDate"],
  BreadcrumbList: ["itemListElement.position", "itemListElement.name", "itemListElement.item"],
  ItemList: ["itemListElement.position", "itemListElement.url"],
};

describe("SEO on every template", () => {
  it("has a unique title and description, a canonical URL, Open Graph and Twitter tags, and lang", async () => {
    const heads = await Promise.all(
      TEMPLATE_PATHS.map(async (path) => [path, await head(path)] as const),
    );
    for (const [path, page] of heads) {
      expect(page.title, path).not.toBe("");
      expect(page.description.length, path).toBeGreaterThan(20);
      expect(page.canonical, path).toMatch(new RegExp(`^${baseUrl()}/`));
      expect(page.lang).toBe("en");
      for (const key of [
        "og:title",
        "og:description",
        "og:image",
        "og:url",
        "twitter:card",
        "twitter:image",
      ]) {
        expect(page.meta[key], `${path} ${key}`).toBeTruthy();
      }
    }
    const titles = heads.map(([, page]) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = new Map<string, string[]>();
    for (const [path, page] of heads)
      descriptions.set(page.description, [...(descriptions.get(page.description) ?? []), path]);
    // Themed copies of one screen (its variants) may share a description; templates may not.
    expect([...descriptions.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it("publishes JSON-LD with Google's required properties on entity templates", async () => {
    const seen = new Set<string>();
    for (const path of TEMPLATE_PATHS) {
      for (const data of (await head(path)).jsonLd) {
        const type = String(data["@type"]);
        expect(data["@context"]).toBe("https://schema.org");
        for (const property of REQUIRED[type] ?? [])
          expect(has(data, property), `${path} ${type}.${property}`).toBe(true);
        seen.add(type);
        if (type === "MusicEvent") expect(String(data.startDate)).toMatch(/[+-]\d{2}:\d{2}$/);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(REQUIRED).sort());
  });

  it("lists the festival page in the sitemap while the bucket has the festival", async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemaps/static-1.xml`)).text();
    expect(xml).toContain(`<loc>${baseUrl()}/tulum-new-year-festival-2025</loc>`);
  });
});

describe("robots.txt and sitemaps (on the suites' own bucket)", () => {
  const suite = serveSuiteBucket();

  it("serves robots.txt and a split sitemap index with lastmod, leaving out closed brands and noindex pages", async () => {
    const robots = await (await fetch(`${suite()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${suite()}/sitemap.xml`);
    const index = await (await fetch(`${suite()}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => loc);
    expect(files.map((f) => f.replace(/.*\/sitemaps\//, ""))).toEqual([
      "static-1.xml",
      "parties-1.xml",
      "minis-1.xml",
      "isla-1.xml",
      "cabo-1.xml",
      "clubs-1.xml",
      "artists-1.xml",
      "brands-1.xml",
      "articles-1.xml",
    ]);
    expect(index).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const urls: string[] = [];
    for (const file of files) {
      const xml = await (await fetch(file)).text();
      // An object's lastmod is on the destination's clock (Cancun, UTC-5), not UTC's.
      for (const [, lastmod = ""] of xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g))
        expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00$/);
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><urlset')).toBe(true);
      urls.push(
        ...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) =>
          loc.replace(suite(), ""),
        ),
      );
    }
    const { party, ticketed, brand, article, artists, pastParty, weekly, cabo } = SUITE_FIXTURE;
    expect(urls).toEqual(
      expect.arrayContaining([
        `/event/${party.slug}`,
        `/event/${ticketed.slug}`,
        // Issue 40: a past party's page answers for good, a mini party opens at /event too.
        `/event/${pastParty.slug}`,
        `/event/${weekly.slug}-1`,
        `/san-jose-cabo/event/${cabo.slug}`,
        "/tulum-clubs/papaya-playa-tulum",
        ...artists.map((artist) => `/djs/${artist.slug}`),
        `/brands/${brand.slug}`,
        `/article/${article.slug}`,
      ]),
    );
    for (const brand of CLOSED_BRANDS) expect(urls).not.toContain(`/brands/${brand.slug}`);
    for (const path of urls.filter(
      (u) => u.startsWith("/l") || u.startsWith("/image_inspector") || u.startsWith("/search"),
    )) {
      expect.fail(`noindex page in sitemap: ${path}`);
    }
    // Read as a crawler reads a sitemap: a few at a time (hundreds at once would be shed by the
    // ceiling on Cosmic calls, as they should be).
    const notFound: string[] = [];
    for (let start = 0; start < urls.length; start += 6) {
      const answers = await Promise.all(
        urls.slice(start, start + 6).map(async (url) => {
          const { status } = await fetch(`${suite()}${url}`, { redirect: "manual" });
          return status === 200 ? [] : [`${url}: ${status}`];
        }),
      );
      notFound.push(...answers.flat());
    }
    expect(notFound).toEqual([]);
  });
});
