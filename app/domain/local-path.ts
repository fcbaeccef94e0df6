/**
 * The one rule for every redirect the site makes from input (`/l?u=`, `/preview?path=`,
 * `/preview/exit?path=`, and any `path`/`redirectTo` parameter to come): the target must be a
 * path of this site, and still be one after a browser resolves it.
 *
 * Checking the text alone is not enough: `/.//evil.example` has one leading slash, but the URL
 * parser removes the dot segment and answers `//evil.example`, which a browser reads as another
 * host. So the path is resolved first, and what is sent back is checked again.
 */

export const MAX_LOCAL_PATH_LENGTH = 2048;

/** Any origin works: only whether the target keeps it matters. */
const BASE = "https://site.invalid";

/** C0 and C1 controls, DEL, and the line separators: browsers strip or refuse them in URLs. */
function hasControl(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029)
      return true;
  }
  return false;
}

/** Starts like a host: `//x`, `/\x`, `\/x`, `\\x` (browsers read `\` as `/`). */
const HOST_LIKE = /^[/\\]{2}/;

function decodedOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * `candidate` as a path of this site (path, query and fragment, resolved), or null when it is
 * not one or could turn into another origin: absolute URLs, `//host`, backslashes, controls,
 * dot segments or encoded slashes that resolve or decode to `//host`.
 */
export function localPath(candidate: unknown): string | null {
  if (typeof candidate !== "string") return null;
  if (candidate.length === 0 || candidate.length > MAX_LOCAL_PATH_LENGTH) return null;
  if (!candidate.startsWith("/") || candidate.includes("\\") || hasControl(candidate)) return null;
  // Once decoded (what a later hop, or a proxy, might do) it must still be a plain path.
  const decoded = decodedOnce(candidate);
  if (decoded === null || decoded.includes("\\") || hasControl(decoded)) return null;
  if (HOST_LIKE.test(decoded)) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const location = `${url.pathname}${url.search}${url.hash}`;
  // What the browser receives is resolved again, against any page of this site.
  if (HOST_LIKE.test(location) || HOST_LIKE.test(decodedOnce(url.pathname) ?? "//")) return null;
  if (new URL(location, `${BASE}/a/b`).origin !== BASE) return null;
  return location;
}
