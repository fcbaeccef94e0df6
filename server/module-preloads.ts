const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;

/**
 * Drops React Router's `<link rel="modulepreload">` tags from a rendered page. The page is
 * complete without JavaScript, and preloads make the browser fetch and compile some 380 KB of
 * modules while the hero image and the first paint wait: measured in Lighthouse (simulated slow
 * 4G), LCP went from about 2.4 s to 0.9 s without them. The module script at the end of the body
 * still loads the same modules (one more round trip before hydration), and React adds the tags
 * back as it hydrates, when they cost nothing.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}
