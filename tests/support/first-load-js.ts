import { readFileSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT_BUILD = resolve(import.meta.dirname, "../../build/client");

/** `import ... from "./x.js"` and `import "./x.js"`, not `import("./x.js")`. */
const STATIC_IMPORT = /\bimport\s*(?:[^"'();]*?\bfrom\s*)?"(\.{1,2}\/[^"]+\.js)"/g;
const PAGE_MODULE_SCRIPT = /<script type="module"[^>]*>([\s\S]*?)<\/script>/;
const PAGE_IMPORT = /import[^"]*"(\/assets\/[^"]+\.js)"/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
const PAGE_LANGUAGE = /<html[^>]*\blang="([a-z]{2})/;

/**
 * The scripts a server-rendered page loads up front: what its module script imports (the route
 * modules and the client entry) and everything those import statically, as the browser does,
 * plus the message catalog of the page's language, which the client entry imports before it
 * hydrates. Other code split off behind `import()` is not counted: it loads only when used.
 */
export function firstLoadScripts(html: string): string[] {
  const pageScript = PAGE_MODULE_SCRIPT.exec(html)?.[1] ?? "";
  const language = PAGE_LANGUAGE.exec(html)?.[1] ?? "en";
  const pending = [...pageScript.matchAll(PAGE_IMPORT)].map(([, path = ""]) => path);
  const found = new Set<string>();
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (found.has(path)) continue;
    found.add(path);
    const source = readFileSync(join(CLIENT_BUILD, path), "utf8");
    for (const [, relative = ""] of source.matchAll(STATIC_IMPORT))
      pending.push(posix.join(posix.dirname(path), relative));
    for (const [, relative = ""] of source.matchAll(DYNAMIC_IMPORT))
      if (posix.basename(relative).startsWith(`${language}-`))
        pending.push(posix.join(posix.dirname(path), relative));
  }
  return [...found];
}

/** Gzip bytes (default level, as the server compresses) of built client assets. */
export function gzipBytes(assetPaths: readonly string[]): number {
  return assetPaths.reduce(
    (total, path) => total + gzipSync(readFileSync(join(CLIENT_BUILD, path))).length,
    0,
  );
}

export const FIRST_LOAD_JS_BUDGET = 130 * 1024;
