import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { PATHS } from "#app/config/site.ts";
import routes from "#app/routes.ts";
import { STATIC_PATHS } from "#app/seo/sitemap.server.ts";
import { TEMPLATE_AND_ANSWER_PATHS } from "#scripts/harness/templates.ts";

/**
 * The lists a new page must be in (docs/guides/adding-a-page.md), checked against the route
 * table so a page added to app/routes.ts and forgotten elsewhere fails here.
 */
interface Entry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: Entry[];
}
const flatten = (entry: Entry): Entry[] => [entry, ...(entry.children ?? []).flatMap(flatten)];
/** English page routes: modules that render HTML (`.tsx`), the catch-all aside. */
const pages = routes
  .flatMap(flatten)
  .filter((entry) => entry.file.endsWith(".tsx") && entry.path !== "*")
  .filter((entry) => !entry.path?.startsWith("es/") && entry.path !== "es")
  .map((entry) => ({ ...entry, pattern: entry.index ? "/" : `/${entry.path ?? ""}` }));
const fixedPaths = pages.filter((page) => !page.pattern.includes(":"));

/** Pages no template visits, and why. */
const NOT_TEMPLATES: Record<string, string> = {
  "routes/my-night.tsx":
    "this browser's saved parties only: tests/browser/sharing.test.ts opens it",
  "routes/image-inspector.tsx": "an editor's tool for one image, noindex",
};
/** Fixed-path pages search engines are not given, and why. */
const NOT_IN_SITEMAP: Record<string, string> = {
  [PATHS.search]: "an answer to a query, noindex once asked",
  [PATHS.myNight]: "this browser's own list, noindex",
  [PATHS.plan]: "a plan is its makers' own, noindex",
  [PATHS.festival]: "a page only while the CMS holds this season's festival (a 404 without it)",
  [PATHS.redirector]: "the redirector's interstitial, noindex",
  [PATHS.imageInspector]: "an editor's tool, noindex",
};

describe("every page is in the lists it must be in (issue 62)", () => {
  it("every page module is visited by the template tests (budgets, accessibility, HTML validity), in both languages", () => {
    const unvisited = [...new Set(pages.map((page) => page.file))].filter(
      (file) =>
        !NOT_TEMPLATES[file] &&
        !pages.some(
          (page) =>
            page.file === file &&
            TEMPLATE_AND_ANSWER_PATHS.some((path) =>
              matchPath(page.pattern, path.split("?")[0] ?? ""),
            ),
        ),
    );
    expect(unvisited).toEqual([]);
  });

  it("every fixed path has its name in PATHS (app/config/site.ts), which links and tests read", () => {
    const named = new Set<unknown>(Object.values(PATHS));
    expect(fixedPaths.map((page) => page.pattern).filter((path) => !named.has(path))).toEqual([]);
  });

  it("every fixed-path page is in the sitemap unless it says why not", () => {
    const listed = new Set<string>(STATIC_PATHS);
    expect(
      fixedPaths
        .map((page) => page.pattern)
        .filter((path) => !listed.has(path) && !NOT_IN_SITEMAP[path]),
    ).toEqual([]);
  });

  it("the check finds a page left out of a list", () => {
    const planted = { file: "routes/podcast.tsx", pattern: "/podcasts/:slug" };
    expect(
      TEMPLATE_AND_ANSWER_PATHS.some((path) =>
        matchPath(planted.pattern, path.split("?")[0] ?? ""),
      ),
    ).toBe(false);
    expect(new Set<unknown>(Object.values(PATHS)).has("/podcasts")).toBe(false);
  });
});
