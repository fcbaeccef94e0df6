import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT_BUILD = resolve(import.meta.dirname, "../../build/client");

/** The scripts a server-rendered page loads up front: its module script's imports and modulepreloads. */
export function firstLoadScripts(html: string): string[] {
  const preloads = html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g);
  const imports = html.matchAll(/import[^"]*"(\/assets\/[^"]+\.js)"/g);
  return [...new Set([...preloads, ...imports].map(([, path = ""]) => path))];
}

/** Gzip bytes (default level, as the server compresses) of built client assets. */
export function gzipBytes(assetPaths: readonly string[]): number {
  return assetPaths.reduce(
    (total, path) => total + gzipSync(readFileSync(join(CLIENT_BUILD, path))).length,
    0,
  );
}

export const FIRST_LOAD_JS_BUDGET = 130 * 1024;
