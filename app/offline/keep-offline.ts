import { ASSETS_CACHE, PAGES_CACHE } from "./cache-names.ts";

const PAGE_ASSET = /\/assets\/[\w.-]+\.(?:js|css)/g;

/**
 * Stores pages (and the scripts and styles they name) in the service worker's caches, so a
 * party saved from a list, and My night itself, open offline though the visitor never opened
 * them. Best effort: without the Cache API, or offline, nothing happens.
 */
export async function keepOffline(paths: readonly string[]): Promise<void> {
  if (!("caches" in window)) return;
  try {
    const [pages, assets] = await Promise.all([
      caches.open(PAGES_CACHE),
      caches.open(ASSETS_CACHE),
    ]);
    for (const path of paths) {
      const url = new URL(path, window.location.origin).href;
      const response = await fetch(url, { credentials: "same-origin" });
      if (!response.ok) continue;
      const html = await response.clone().text();
      // Its scripts and styles first: once the page is in the cache it can be opened offline,
      // and it hydrates only if they are there too.
      for (const asset of new Set(html.match(PAGE_ASSET))) {
        if (!(await assets.match(asset))) await assets.add(asset);
      }
      await pages.put(url, response);
    }
  } catch {
    // Offline or storage full: the pages stay as they were.
  }
}
