import { LOCALES } from "#app/i18n/locales.ts";
import { inCallLane } from "../cosmic/call-ceiling.ts";
import {
  contentCache,
  forgetListTotals,
  heldReloads,
  isEmpty,
  isSlugListKey,
  missCache,
} from "./content-cache.server.ts";
import { inContentLocale } from "./content-locale.server.ts";
import { rereadSlugList } from "./slug-index.server.ts";

/** The most answers of a type one publish reads again; past it (or its time), they are dropped. */
const MAX_REFRESHED = 300;
const REFRESHES_AT_ONCE = 8;
const REFRESH_LIMIT_MS = 8_000;

/**
 * After a publish of `type` (issue 40): every answer of the type the cache holds is read again
 * now, in the background lane (visitors' first reads go first), and replaces the old one; what cannot be read again in time (or
 * comes back empty) is dropped as before. The caller drops the rendered pages once this is
 * done, so the next visitor of any page renders from current content without waiting on
 * Cosmic, and no visitor ever sees content older than the publish from this cache. The slug
 * list is kept and re-read (rereadSlugList). Answers how many were read again and dropped.
 */
export async function refreshPublished(
  type: string,
): Promise<{ refreshed: number; dropped: number }> {
  // Loads that started before the publish must not write back what they read.
  contentCache.invalidate(() => false);
  const queue = heldReloads(type).slice(-MAX_REFRESHED);
  const refreshed = new Set<string>();
  const deadline = performance.now() + REFRESH_LIMIT_MS;
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const [key, load] = next;
      if (performance.now() > deadline) continue;
      // Keys read `${type}:${query}:${locale}:${request}`: the page language it was read for.
      const locale = LOCALES.find((one) => one === key.split(":")[2]);
      try {
        const fresh = await inCallLane("background", () =>
          locale ? inContentLocale(locale, load) : load(),
        );
        if (isEmpty(fresh)) continue;
        contentCache.replace(key, fresh);
        refreshed.add(key);
      } catch {
        // Dropped below: the next reader asks Cosmic (or the snapshot) as after any purge.
      }
    }
  };
  await Promise.all(Array.from({ length: REFRESHES_AT_ONCE }, worker));
  missCache.invalidate((key) => key.startsWith(`${type}:`));
  const dropped = contentCache.invalidate(
    (key) => key.startsWith(`${type}:`) && !isSlugListKey(key) && !refreshed.has(key),
  );
  rereadSlugList(type);
  return { refreshed: refreshed.size, dropped };
}

/**
 * Called by the server (server/app.ts) when Cosmic announces a publish, before it drops the
 * rendered pages: reads the published type's content again (refreshPublished), dropping what it
 * cannot; all content is dropped when the type is unknown. Answers how many entries it touched.
 */
export async function purgeContent(objectType?: string): Promise<number> {
  forgetListTotals(objectType);
  if (!objectType) {
    const size = contentCache.size;
    contentCache.clear();
    missCache.clear();
    return size;
  }
  const { refreshed, dropped } = await refreshPublished(objectType);
  return refreshed + dropped;
}
