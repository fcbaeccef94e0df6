import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import type { MediaFile } from "#app/content/content-hooks.server.ts";

const TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".gif": "image/gif",
};

/**
 * Reads "/media/{name}" from the folder the site serves at /media (the embedded emulator's or
 * the snapshot's). Only a plain file name in that folder: null for anything else.
 */
export function mediaReader(directory: string) {
  return async (path: string): Promise<MediaFile | null> => {
    const name = /^\/media\/([^/?#]+)(?:[?#].*)?$/.exec(path)?.[1];
    if (!name) return null;
    let file: string;
    try {
      file = decodeURIComponent(name);
    } catch {
      return null;
    }
    if (file.includes("/") || file.includes("\\") || file.startsWith(".")) return null;
    const type = TYPES[extname(file).toLowerCase()];
    if (!type) return null;
    try {
      return { type, bytes: await readFile(join(directory, file)) };
    } catch {
      return null;
    }
  };
}
