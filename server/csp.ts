import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** sha256 sources for every inline script that runs; JSON-LD data blocks are not scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The page's Content Security Policy. Inline scripts are allowed by hash, so the policy holds
 * for cached pages too (a nonce would have to change on every response).
 */
export function contentSecurityPolicy(
  html: string,
  options: { analytics: boolean; mediaOrigin?: string },
): string {
  const analytics = options.analytics ? " https://www.googletagmanager.com" : "";
  const analyticsConnect = options.analytics
    ? " https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com"
    : "";
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(" ")}${analytics}`,
    // React sets style attributes (party colours) and the notification library adds a style element.
    "style-src 'self' 'unsafe-inline'",
    // Content images come from the CMS's https CDN, or from a plain-http content service on
    // another origin (a standalone emulator), which https: alone would block.
    `img-src 'self' data: https:${options.mediaOrigin ? ` ${options.mediaOrigin}` : ""}`,
    "font-src 'self'",
    `connect-src 'self'${analyticsConnect}`,
    "frame-src https://www.youtube-nocookie.com https://open.spotify.com https://w.soundcloud.com https://maps.google.com https://www.google.com https://calendar.google.com https://www.instagram.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
