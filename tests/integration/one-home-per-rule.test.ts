import { globSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Where rules live (issue 38), checked on the source so a move that breaks them fails here
 * instead of in a review: each rule below has one home.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const sources = (pattern: string) =>
  globSync(pattern, { cwd: ROOT })
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(ROOT, file), "utf8") }));

/** The project files `entry` loads when it runs, following every import but `import type`. */
function runtimeImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(ROOT, file), "utf8");
    for (const [, ...groups] of text.matchAll(
      /^(?:import|export)(?! type)[^"']*?from\s+"([^"]+)"|import\("([^"]+)"\)|^import\s+"([^"]+)"/gm,
    )) {
      const specifier = groups.find((group) => group !== undefined) ?? "";
      const path = specifier.startsWith("#app/")
        ? `app/${specifier.slice(5)}`
        : specifier.startsWith("#server/")
          ? `server/${specifier.slice(8)}`
          : specifier.startsWith(".")
            ? join(dirname(file), specifier)
            : undefined;
      if (path?.endsWith(".ts")) visit(path);
    }
  };
  visit(entry);
  return seen;
}

describe("one home per rule", () => {
  it("app/content returns data or throws its typed errors: HTTP answers are made in app/http and routes", () => {
    const answering = sources("app/content/**/*.ts")
      .filter(({ text }) => /new Response\(|\bdata\(|from "react-router"/.test(text))
      .map(({ file }) => file);
    expect(answering).toEqual([]);
  });

  it("a page's content failing has one answer: 503 with Retry-After for what it needs, an empty section for the rest", () => {
    const retryAfter = sources("app/**/*.{ts,tsx}")
      .filter(({ text }) => /"Retry-After"/.test(text))
      .map(({ file }) => file);
    expect(retryAfter).toEqual(["app/http/loader-answers.server.ts"]);
    const partial = sources("app/**/*.{ts,tsx}")
      .filter(({ text }) => /markPartialRender\(\)/.test(text))
      .map(({ file }) => file)
      .sort();
    expect(partial).toEqual([
      "app/content/cosmic/content-fallback.server.ts",
      "app/content/queries/optional-content.server.ts",
    ]);
  });

  it("the server and the app are one module graph: no reflection into the build, no hooks, no settings written to process.env", () => {
    const reaching = sources("{server,app}/**/*.{ts,tsx}")
      .filter(({ text }) => /Reflect\.get\(/.test(text))
      .map(({ file }) => file);
    expect(reaching).toEqual([]);
    // NODE_ENV is Node's mode switch, set by the entry before React or Express load: not a
    // setting handed from the server to the app.
    const writing = sources("{server,app}/**/*.{ts,tsx}")
      .filter(({ text }) => /process\.env\.(?!NODE_ENV\b)\w+\s*=[^=]/.test(text))
      .map(({ file }) => file);
    expect(writing).toEqual([]);
    // The process half (server/index.ts, main.ts and what they import at run time) reaches the
    // site and the app only through the one server bundle: of app/ it runs its configuration
    // and the named Cache-Control values its own answers (health, metrics) carry.
    const main = sources("server/main.ts")[0]?.text ?? "";
    expect(main).toMatch(/loadServerBuild\(/);
    expect(
      [...runtimeImports("server/index.ts")].filter((file) => file.startsWith("app/")),
    ).toEqual(["app/config/env.server.ts", "app/config/site.ts", "app/http/cache-control.ts"]);
  });

  it("HTML goes into a page through its four seams only: CMS text, JSON-LD, the shell's kept parts, server markup", () => {
    const setting = sources("app/**/*.{ts,tsx}")
      .filter(({ text }) => /dangerouslySetInnerHTML/.test(text))
      .map(({ file }) => file)
      .sort();
    expect(setting).toEqual([
      "app/components/server-markup.tsx",
      "app/components/shell/server-html.tsx",
      "app/components/ui/cms-html.tsx",
      "app/seo/json-ld.tsx",
    ]);
    // Markup a loader makes is drawn by a `*.server.tsx` component, never as a string by hand.
    const rendering = sources("app/**/*.{ts,tsx}")
      .filter(({ text }) => /renderToStaticMarkup\(/.test(text))
      .map(({ file }) => file);
    expect(rendering).toEqual(["app/components/server-markup.server.tsx"]);
  });

  it("dates and clocks are read and written in one module: no other file makes its own date format", () => {
    const formatting = sources("{app,server}/**/*.{ts,tsx}")
      .filter(({ text }) => /new Intl\.DateTimeFormat\(|\.toLocale(Date|Time)?String\(/.test(text))
      .map(({ file }) => file)
      .sort();
    // The offline banner too writes the saved copy's time with dates.ts (in the visitor's clock).
    expect(formatting).toEqual(["app/domain/dates.ts"]);
  });

  it("weekday names are written once (dates.ts), and the day words come from the catalogs", () => {
    const naming = sources("app/**/*.{ts,tsx}")
      .filter(({ text }) => /"(Saturday|Sat|sáb|sábado|Hoy|Mañana)"/.test(text))
      .map(({ file }) => file)
      .sort();
    // wire-fields reads the weekdays editors type (in either language): a parser's words.
    expect(naming).toEqual(["app/content/queries/wire-fields.server.ts", "app/domain/dates.ts"]);
  });

  it("a Cache-Control value is written in one module: app/http/cache-control.ts names each", () => {
    const writing = sources("{app,server}/**/*.{ts,tsx}")
      .filter(({ text }) => /["'`](public|private|no-store|no-cache)\b[^"'`]*["'`]/.test(text))
      .map(({ file }) => file);
    expect(writing).toEqual(["app/http/cache-control.ts"]);
  });

  it("what one request carries is made in one leaf module: each owner's request context key", () => {
    const stores = sources("{app,server}/**/*.{ts,tsx}")
      .filter(({ text }) => /new AsyncLocalStorage\b/.test(text))
      .map(({ file }) => file);
    expect(stores).toEqual(["app/request/request-context.server.ts"]);
    const leaf = sources("app/request/request-context.server.ts")[0]?.text ?? "";
    expect(leaf.match(/^import .*$/gm)).toEqual([
      'import { AsyncLocalStorage } from "node:async_hooks";',
    ]);
  });
});
