/**
 * The page's Content Security Policy. Scripts run only from the site's own files and inline when
 * they carry the render's nonce (app/http/nonce.server.ts): React Router's and React's own
 * inline scripts carry it, and markup that slipped into a page (CMS HTML the sanitiser missed,
 * say) cannot, so it never runs. A cached page keeps the nonce it was rendered with.
 */
export function contentSecurityPolicy(
  nonce: string,
  options: { analytics: boolean; mediaOrigin?: string },
): string {
  const analytics = options.analytics ? " https://www.googletagmanager.com" : "";
  const analyticsConnect = options.analytics
    ? " https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com"
    : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${analytics}`,
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
