/**
 * The /l?u= redirector must never be an open redirect: only paths of this site and hosts on an
 * allow-list are followed; anything else is shown to the visitor first.
 */

import { localPath } from "#app/http/local-path.ts";

export const MAX_TARGET_LENGTH = 2048;

/** Messaging, social networks and ticket sellers the guide links to. */
export const ALLOWED_HOSTS = [
  "wa.me",
  "api.whatsapp.com",
  "instagram.com",
  "facebook.com",
  "tiktok.com",
  "youtube.com",
  "youtu.be",
  "open.spotify.com",
  "soundcloud.com",
  "dice.fm",
  "ra.co",
  "eventbrite.com",
  "mandalatickets.com",
  "bonbonniere.mx",
  "tickets.example.com",
  "calendar.google.com",
  "maps.google.com",
  "google.com",
];

export type RedirectTarget =
  | { kind: "internal"; location: string }
  | { kind: "allowed"; location: string }
  | { kind: "unknown"; location: string; host: string }
  | { kind: "invalid" };

function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const bare = host.toLowerCase().replace(/\.$/, "");
  return allowed.some((entry) => bare === entry || bare.endsWith(`.${entry}`));
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
  if (hostAllowed(url.hostname, allowed)) return { kind: "allowed", location: url.href };
  return { kind: "unknown", location: url.href, host: url.hostname };
}
