import { globSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Imports point down (issue 51, docs/decisions/0055): a folder may import its own layer and the
 * layers below it, never one above. Lower layers know nothing of who uses them, so a change high
 * up (a route, an HTTP answer) never reaches a rule or the transport. Cycles inside a layer are
 * Biome's `noImportCycles` (biome.json). Type-only imports count too: they tie a module to the
 * shape of a layer above it just the same.
 */
const LAYERS: ReadonlyArray<readonly string[]> = [
  // 0: what everything may read: configuration, languages, what one request carries, shims.
  ["app/config", "app/i18n", "app/request", "app/shims"],
  // 1: pure rules and data: time, dates, slugs, the static directory, caches, the route table.
  ["app/domain", "app/directory", "app/cache", "app/route-data.ts"],
  // 2: the CMS: transport, query engine, content types.
  ["app/content"],
  // 3: which parties a list holds (discovery says which, never how they are shown).
  ["app/discovery"],
  // 4: what pages show, built from content: lists, search, SEO, view models, previews.
  [
    "app/content-checks",
    "app/search",
    "app/seo",
    "app/view-models",
    "app/link-previews",
    "app/offline",
  ],
  // 5: HTTP for loaders: status answers, cache headers, the nonce, the page's call lane.
  ["app/http"],
  // 6: the interface: components and the visitor's saved night.
  ["app/components", "app/my-night"],
  // 7: routes and the app's entries.
  ["app/routes", "app/root.tsx", "app/routes.ts", "app/entry.server.tsx", "app/entry.client.tsx"],
];

/** Top-level folders and what each must not import. */
const FORBIDDEN: Readonly<Record<string, readonly string[]>> = {
  app: ["server", "emulator", "scripts", "tests"],
  // The emulator stands in for Cosmic: it knows nothing of the site.
  emulator: ["app", "server", "scripts", "tests"],
  // Scripts (the bench, the demo generator) share code with tests through scripts/harness.
  scripts: ["tests"],
  server: ["scripts", "tests"],
};

interface ImportEdge {
  from: string;
  to: string;
}

const IMPORT =
  /^(?:import|export)\b[^"';]*?\bfrom\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)|^import\s+"([^"]+)"/gm;

/** The project files a source file imports (package imports left out). */
function importsOf(file: string, text: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? "";
    let to: string | undefined;
    if (specifier.startsWith("#")) to = specifier.slice(1);
    else if (specifier.startsWith(".")) to = normalize(join(dirname(file), specifier));
    if (to) edges.push({ from: file, to });
  }
  return edges;
}

const layerOf = (path: string): number =>
  LAYERS.findIndex((layer) =>
    layer.some((place) => path === place || path.startsWith(`${place}/`)),
  );

/** The edges that climb a layer or cross into a folder they must not know. */
function wrongWay(edges: readonly ImportEdge[]): string[] {
  return edges.flatMap(({ from, to }) => {
    const top = from.split("/")[0] ?? "";
    const target = to.split("/")[0] ?? "";
    if (top !== target && FORBIDDEN[top]?.includes(target)) return [`${from} -> ${to}`];
    const [fromLayer, toLayer] = [layerOf(from), layerOf(to)];
    return top === "app" && fromLayer >= 0 && toLayer > fromLayer ? [`${from} -> ${to}`] : [];
  });
}

const ROOT = join(import.meta.dirname, "..", "..");
const sourceFiles = () =>
  globSync("{app,server,emulator,scripts}/**/*.{ts,tsx}", { cwd: ROOT }).filter(
    (file) => !/\.test\.tsx?$/.test(file) && !file.startsWith("app/+types"),
  );

describe("imports point down", () => {
  it("every folder of app/ has a layer", () => {
    const folders = new Set(
      sourceFiles()
        .filter((file) => file.startsWith("app/"))
        .map((file) => file.split("/").slice(0, 2).join("/")),
    );
    expect([...folders].filter((folder) => layerOf(folder) < 0)).toEqual([]);
  });

  it("no source file imports a layer above its own, or a folder it must not know", () => {
    const edges = sourceFiles().flatMap((file) =>
      importsOf(file, readFileSync(join(ROOT, file), "utf8")),
    );
    expect(edges.length).toBeGreaterThan(500);
    expect(wrongWay(edges)).toEqual([]);
  });

  it("fails on a planted back-edge of each kind", () => {
    const planted = [
      ["app/domain/outbound-targets.ts", 'import { localPath } from "#app/http/local-path.ts";'],
      [
        "app/content/cosmic/call-ceiling.ts",
        'import type { X } from "../../http/nonce.server.ts";',
      ],
      ["emulator/server.ts", 'import { tonightIn } from "#app/domain/time/index.ts";'],
      ["scripts/bench.ts", 'import { TEMPLATE_PATHS } from "#tests/e2e/templates.ts";'],
      ["app/view-models/x.ts", 'const late = () => import("#app/routes/event.tsx");'],
    ] as const;
    const edges = planted.flatMap(([file, text]) => importsOf(file, text));
    expect(wrongWay(edges)).toEqual([
      "app/domain/outbound-targets.ts -> app/http/local-path.ts",
      "app/content/cosmic/call-ceiling.ts -> app/http/nonce.server.ts",
      "emulator/server.ts -> app/domain/time/index.ts",
      "scripts/bench.ts -> tests/e2e/templates.ts",
      "app/view-models/x.ts -> app/routes/event.tsx",
    ]);
    // Down and sideways are fine.
    expect(
      wrongWay(importsOf("app/routes/event.tsx", 'import { x } from "#app/domain/time/index.ts";')),
    ).toEqual([]);
  });
});
