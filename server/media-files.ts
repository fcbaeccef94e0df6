import { readFile } from "node:fs/promises";
import type { MediaFile } from "#app/content/cosmic/content-services.server.ts";
import { mediaContentType } from "#emulator/media-types.ts";
import { mediaPath } from "#emulator/server.ts";

/**
 * Reads "/media/{name}" from the folder the site serves at /media (the embedded emulator's or
 * the snapshot's), with the emulator's rule for a name inside it: null for anything else.
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
    const found = mediaPath(directory, file);
    if (!found) return null;
    try {
      return { type: mediaContentType(file), bytes: await readFile(found) };
    } catch {
      return null;
    }
  };
}

/**
 * The policy of an uploaded file opened on its own: inline styles (SVGs use them) and its own
 * images, nothing else, in a sandbox (a unique origin, so even a script that ran could not read
 * the site).
 */
export const MEDIA_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
