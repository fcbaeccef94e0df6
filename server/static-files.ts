import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { NextFunction, Request, Response } from "express";
import {
  HOURLY_CACHE_CONTROL,
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
} from "#app/http/cache-control.ts";
import { SERVICE_WORKER_PATH } from "#app/offline/cache-names.ts";
import { type Encoding, encodingFor } from "./pages/page-encoding.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};

/** Hashed file names never change: a year, immutable. A new service worker must reach visitors at once. */
function cacheControlOf(path: string): string {
  if (path.startsWith("/assets/")) return IMMUTABLE_CACHE_CONTROL;
  if (path === SERVICE_WORKER_PATH) return REVALIDATE_CACHE_CONTROL;
  return HOURLY_CACHE_CONTROL;
}

interface Variant {
  body: Buffer;
  etag: string;
}

interface StaticFile {
  type: string;
  cacheControl: string;
  identity: Variant;
  /** The build's precompressed copies (scripts/precompress.ts), when it made them. */
  encoded: Partial<Record<Encoding, Variant>>;
  /** Only a file with compressed copies differs by Accept-Encoding. */
  vary: boolean;
}

const variantOf = (body: Buffer, suffix: string): Variant => ({
  body,
  etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}${suffix}"`,
});

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The client build, read once into memory at start (about 2 MB with its compressed copies): the
 * files never change while the server runs, so a request is one Map lookup, and a page path
 * (which is never a file) costs no file-system call before it reaches the page handler.
 */
export function loadStaticFiles(directory: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(directory)) return files;
  for (const file of filesUnder(directory)) {
    const extension = extname(file);
    const type = CONTENT_TYPES[extension];
    if (!type) continue;
    const path = `/${relative(directory, file).split(sep).join("/")}`;
    const encoded: Partial<Record<Encoding, Variant>> = {};
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (existsSync(`${file}${suffix}`))
        encoded[encoding] = variantOf(readFileSync(`${file}${suffix}`), `-${encoding}`);
    }
    files.set(path, {
      type,
      cacheControl: cacheControlOf(path),
      identity: variantOf(readFileSync(file), ""),
      encoded,
      vary: Object.keys(encoded).length > 0,
    });
  }
  return files;
}

/** Whether an If-None-Match header names the ETag (or is "*"): the weak comparison of RFC 9110. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Serves the client build's files (scripts, styles, icons, the service worker) as they were made
 * at build time: brotli or gzip copies to clients that take them, with `Content-Encoding`,
 * `Vary: Accept-Encoding`, an ETag per copy and the file's caching. Anything else goes on.
 */
export function staticFiles(files: Map<string, StaticFile>) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const file =
      request.method === "GET" || request.method === "HEAD" ? files.get(request.path) : undefined;
    if (!file) {
      next();
      return;
    }
    const encoding = file.vary ? encodingFor(request) : undefined;
    const variant = (encoding && file.encoded[encoding]) || file.identity;
    const sentEncoding = variant === file.identity ? undefined : encoding;
    response.setHeader("Content-Type", file.type);
    response.setHeader("Cache-Control", file.cacheControl);
    response.setHeader("ETag", variant.etag);
    if (file.vary) response.setHeader("Vary", "Accept-Encoding");
    if (sentEncoding) response.setHeader("Content-Encoding", sentEncoding);
    if (matchesEtag(request.get("if-none-match"), variant.etag)) {
      response.status(304).end();
      return;
    }
    response.setHeader("Content-Length", String(variant.body.length));
    response.status(200);
    if (request.method === "HEAD") response.end();
    else response.end(variant.body);
  };
}
