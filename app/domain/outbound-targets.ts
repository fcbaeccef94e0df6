/**
 * The /l?u= redirector must never be an open redirect: only paths of this site and hosts on an
 * allow-list are followed; anything else is shown to the visitor first.
 */

import { localPath } from "./local-path.ts";

export const MAX_TARGET_LENGTH = 2048;

/**
 * Messaging, social networks and ticket sellers the guide links to: exact hosts, never their
 * subdomains (sites.google.com and script.google.com host anyone's pages; l.facebook.com and
 * youtube.com/redirect send visitors anywhere).
 */
export const ALLOWED_HOSTS = [
  "wa.me",
  "api.whatsapp.com",
  "instagram.com",
  "www.instagram.com",
  "facebook.com",
  "www.facebook.com",
  "tiktok.com",
  "www.tiktok.com",
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtu.be",
  "open.spotify.com",
  "soundcloud.com",
  "dice.fm",
  "ra.co",
  "eventbrite.com",
  "www.eventbrite.com",
  "mandalatickets.com",
  "www.mandalatickets.com",
  "bonbonniere.mx",
  "www.bonbonniere.mx",
  "calendar.google.com",
  "maps.google.com",
  "www.google.com",
];

/**
 * On Google's hosts only some paths are the guide's links; the rest can go anywhere (each of them
 * answers /url as a redirector). "/" alone is the bare host (maps.google.com/?q=...).
 */
const ALLOWED_PATHS: Readonly<Record<string, readonly string[]>> = {
  "www.google.com": ["/maps"],
  "maps.google.com": ["/", "/maps"],
  "calendar.google.com": ["/calendar"],
};

/** Paths of allowed hosts that forward visitors to any address. */
const REDIRECTOR_PATHS: Readonly<Record<string, readonly string[]>> = {
  "youtube.com": ["/redirect", "/attribution_link"],
  "www.youtube.com": ["/redirect", "/attribution_link"],
  "m.youtube.com": ["/redirect", "/attribution_link"],
  // TikTok's outbound links (/link/v2?target=...) leave for any address.
  "tiktok.com": ["/link"],
  "www.tiktok.com": ["/link"],
  "www.facebook.com": ["/l.php", "/flx/warn"],
  "facebook.com": ["/l.php", "/flx/warn"],
  "www.instagram.com": ["/linkshim"],
  "instagram.com": ["/linkshim"],
};

export type RedirectTarget =
  | { kind: "internal"; location: string }
  | { kind: "allowed"; location: string }
  | { kind: "unknown"; location: string; host: string }
  | { kind: "invalid" };

function destinationAllowed(url: URL, allowed: readonly string[]): boolean {
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!allowed.includes(host)) return false;
  // Servers read "//l.php" as "/l.php": the rules see the path with its slashes collapsed.
  const path = url.pathname.toLowerCase().replace(/\/{2,}/g, "/");
  const under = (prefix: string) =>
    path === prefix || (prefix !== "/" && path.startsWith(`${prefix}/`));
  const only = ALLOWED_PATHS[host];
  if (only && !only.some(under)) return false;
  return !(REDIRECTOR_PATHS[host] ?? []).some(under);
}

export function classifyTarget(
  raw: string | null,
  allowed: readonly string[] = ALLOWED_HOSTS,
): RedirectTarget {
  const value = (raw ?? "").trim();
  const hasControlOrBackslash = [...value].some(
    (char) => char.charCodeAt(0) < 0x20 || char === "\\",
  );
  if (!value || value.length > MAX_TARGET_LENGTH || hasControlOrBackslash)
    return { kind: "invalid" };
  // A leading slash is a path of this site, if it stays one once resolved ("//host" does not).
  if (value.startsWith("/")) {
    const location = localPath(value);
    return location === null ? { kind: "invalid" } : { kind: "internal", location };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: "invalid" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { kind: "invalid" };
  if (url.username || url.password)
    return { kind: "unknown", location: url.href, host: url.hostname };
  if (destinationAllowed(url, allowed)) return { kind: "allowed", location: url.href };
  return { kind: "unknown", location: url.href, host: url.hostname };
}
